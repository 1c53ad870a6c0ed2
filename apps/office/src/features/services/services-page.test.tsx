import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueData, catalogueHandlers } from '../../test/catalogue-fake.js';
import { renderOffice } from '../../test/render-office.js';

describe('the services screen', () => {
  it('adds a service with options priced per car group, after naming everything in both languages', async () => {
    const user = userEvent.setup();
    const data = catalogueData();
    renderOffice('/office/services', {
      signedIn: true,
      handlers: catalogueHandlers(data),
    });
    expect(await screen.findByRole('rowheader', { name: 'Exterior Wash' })).toBeTruthy();
    const archived = screen.getByRole('rowheader', { name: 'Old polish' }).closest('tr');
    expect(archived?.textContent).toContain('Archived');

    await user.click(screen.getByRole('button', { name: 'Add service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add service' });
    await user.type(within(dialog).getByLabelText(/^Name \(English\)/), 'Ceramic');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Enter this in English and in Arabic.')).toHaveLength(
      3,
    );
    expect(data.bodies).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Name \(Arabic\)/), 'سيراميك');
    await user.type(within(dialog).getByLabelText(/Option 1 name \(English\)/), 'One year');
    await user.type(within(dialog).getByLabelText(/Option 1 name \(Arabic\)/), 'سنة');
    await user.type(within(dialog).getByLabelText(/Option 1, Small car/), '400');
    await user.type(within(dialog).getByLabelText(/Option 1, Medium car/), '500.5');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Option 1 is exclusive' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('rowheader', { name: 'Ceramic' })).toBeTruthy();
    expect(data.bodies).toEqual([
      {
        method: 'POST',
        path: '/office/services',
        body: {
          name: { en: 'Ceramic', ar: 'سيراميك' },
          icon: null,
          included: [],
          is_add_ons: false,
          display_order: 0,
          is_archived: false,
          options: [
            {
              name: { en: 'One year', ar: 'سنة' },
              is_exclusive: true,
              is_archived: false,
              display_order: 0,
              prices: [
                { car_group_id: 1, price: 400 },
                { car_group_id: 2, price: 500.5 },
                { car_group_id: 3, price: 0 },
              ],
            },
          ],
        },
      },
    ]);
  });

  it('archives a saved option in Arabic, keeping it in the service', async () => {
    const user = userEvent.setup();
    const data = catalogueData();
    renderOffice('/office/services', {
      signedIn: true,
      language: 'ar',
      handlers: catalogueHandlers(data),
    });
    await user.click(await screen.findByRole('button', { name: 'تعديل غسيل خارجي' }));
    const dialog = await screen.findByRole('dialog', { name: 'تعديل الخدمة' });
    expect(within(dialog).queryByRole('button', { name: 'إزالة الخيار 2' })).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: 'الخيار 2 مؤرشف' }));
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(data.bodies).toHaveLength(1));
    const body = data.bodies[0]?.body as { options: { id: number; is_archived: boolean }[] };
    expect(body.options.map((option) => [option.id, option.is_archived])).toEqual([
      [11, false],
      [12, true],
    ]);
  });

  it('is not there for a manager', async () => {
    renderOffice('/office/services', { signedIn: true, role: 'manager' });
    expect(await screen.findByRole('heading', { name: 'This page does not exist.' })).toBeTruthy();
  });
});
