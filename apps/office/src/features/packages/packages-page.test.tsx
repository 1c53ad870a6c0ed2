import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueData, catalogueHandlers } from '../../test/catalogue-fake.js';
import { renderOffice } from '../../test/render-office.js';

describe('the packages screen', () => {
  it('adds a package priced per car group', async () => {
    const user = userEvent.setup();
    const data = catalogueData();
    renderOffice('/office/packages', { signedIn: true, handlers: catalogueHandlers(data) });
    const row = (await screen.findByRole('rowheader', { name: 'Monthly Wash Club' })).closest('tr');
    expect(row?.textContent).toContain('No Price');
    await user.click(screen.getByRole('button', { name: 'Add package' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add package' });
    await user.type(within(dialog).getByLabelText(/^Name \(English\)/), 'Gold');
    await user.type(within(dialog).getByLabelText(/^Medium car/), '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter this in English and in Arabic.')).toBeTruthy();
    expect(data.bodies).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Name \(Arabic\)/), 'ذهبي');
    // A typed minus stays in sight and is refused, never taken as 5.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Enter a price of zero (no price) or more.'),
    ).toBeTruthy();
    expect(data.bodies).toEqual([]);
    await user.clear(within(dialog).getByLabelText(/^Medium car/));
    await user.type(within(dialog).getByLabelText(/^Medium car/), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('rowheader', { name: 'Gold' })).toBeTruthy();
    expect(data.bodies[0]?.body).toEqual({
      name: { en: 'Gold', ar: 'ذهبي' },
      is_active: true,
      prices: [
        { car_group_id: 1, price: 0 },
        { car_group_id: 2, price: 5 },
        { car_group_id: 3, price: 0 },
      ],
      image: null,
    });
  });

  it('reads in Arabic', async () => {
    renderOffice('/office/packages', {
      signedIn: true,
      language: 'ar',
      handlers: catalogueHandlers(catalogueData()),
    });
    const row = (await screen.findByRole('rowheader', { name: 'نادي الغسيل الشهري' })).closest(
      'tr',
    );
    await waitFor(() => expect(row?.textContent).toContain('بدون سعر'));
    expect(row?.textContent).toContain('نشط');
  });
});
