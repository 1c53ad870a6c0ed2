import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueData, catalogueHandlers } from '../../test/catalogue-fake.js';
import { plansData, plansHandlers } from '../../test/plans-fake.js';
import { renderOffice } from '../../test/render-office.js';

const handlers = (data = plansData()) => [
  ...plansHandlers(data),
  ...catalogueHandlers(catalogueData()),
];

describe('the plans screen', () => {
  it('adds a wash book covering a medium car’s wash, checked by the domain first', async () => {
    const user = userEvent.setup();
    const data = plansData();
    renderOffice('/office/plans', { signedIn: true, handlers: handlers(data) });
    const row = (await screen.findByRole('rowheader', { name: '10-wash book' })).closest('tr');
    expect(row?.textContent).toContain('Uses: 10');
    expect(row?.textContent).toContain('Months: 6');
    await user.click(screen.getByRole('button', { name: 'Add plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add plan' });
    await user.type(within(dialog).getByLabelText(/^Name \(English\)/), 'Gold book');
    await user.type(within(dialog).getByLabelText(/^Name \(Arabic\)/), 'دفتر ذهبي');
    const limit = within(dialog).getByLabelText(/^Most uses a day/);
    await user.type(limit, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Choose at least one service option the plan covers.'),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('Leave the limit empty or enter a whole number from 1 to 1000.'),
    ).toBeTruthy();
    expect(data.bodies).toEqual([]);
    await user.clear(limit);
    await user.type(limit, '1');
    const medium = within(dialog).getByRole('group', { name: 'Covered for a Medium car' });
    await user.click(within(medium).getByRole('checkbox', { name: 'Exterior Wash · Basic' }));
    await user.type(within(dialog).getByLabelText(/^Medium car/), '300');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('rowheader', { name: 'Gold book' })).toBeTruthy();
    expect(data.bodies[0]?.body).toEqual({
      name: { en: 'Gold book', ar: 'دفتر ذهبي' },
      kind: 'uses',
      uses: 10,
      value: null,
      validity: { unit: 'months', count: 1 },
      limits: { day: 1, week: null, month: null },
      coverage: [{ option_id: 11, car_group_id: 2 }],
      branch_ids: [],
      prices: [
        { car_group_id: 1, price: 0 },
        { car_group_id: 2, price: 300 },
        { car_group_id: 3, price: 0 },
      ],
      is_archived: false,
    });
  });

  it('archives a plan from its dialog', async () => {
    const user = userEvent.setup();
    const data = plansData();
    renderOffice('/office/plans', { signedIn: true, handlers: handlers(data) });
    await user.click(await screen.findByRole('button', { name: 'Edit 10-wash book' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit plan' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Archived' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(data.bodies).toHaveLength(1));
    expect(data.bodies[0]).toMatchObject({
      method: 'PUT',
      path: '/office/plans/1',
      body: { is_archived: true, uses: 10, coverage: [{ option_id: 11, car_group_id: 2 }] },
    });
    const row = (await screen.findByRole('rowheader', { name: '10-wash book' })).closest('tr');
    await waitFor(() => expect(row?.textContent).toContain('Archived'));
  });

  it('reads in Arabic', async () => {
    renderOffice('/office/plans', { signedIn: true, language: 'ar', handlers: handlers() });
    const row = (await screen.findByRole('rowheader', { name: 'دفتر ١٠ غسلات' })).closest('tr');
    expect(row?.textContent).toContain('عدد الاستخدامات: 10');
    expect(screen.getByRole('button', { name: 'إضافة خطة' })).toBeTruthy();
  });
});
