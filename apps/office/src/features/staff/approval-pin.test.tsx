import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { officeData } from '../../test/office-fake.js';
import { renderOffice } from '../../test/render-office.js';

describe('approval PINs on the staff screen', () => {
  it('shows whether an approver has a PIN, and the owner sets their own after checking it', async () => {
    const user = userEvent.setup();
    const data = officeData();
    renderOffice('/office/staff', { signedIn: true, data });
    const owner = (await screen.findByRole('rowheader', { name: 'Noor owner' })).closest('tr');
    if (!owner) throw new Error('no owner row');
    expect(within(owner).getByText('Not set')).toBeTruthy();
    const cashier = screen.getByRole('rowheader', { name: 'Sami Cashier' }).closest('tr');
    if (!cashier) throw new Error('no cashier row');
    expect(within(cashier).queryByText('Not set')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'My approval PIN' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your approval PIN' });
    expect(within(dialog).getByLabelText(/New PIN/)).toBe(document.activeElement);
    await user.keyboard('12');
    await user.type(within(dialog).getByLabelText(/Repeat the PIN/), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('An approval PIN is 4 to 6 digits.')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(/New PIN/));
    await user.type(within(dialog).getByLabelText(/New PIN/), '2468');
    await user.clear(within(dialog).getByLabelText(/Repeat the PIN/));
    await user.type(within(dialog).getByLabelText(/Repeat the PIN/), '2469');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The two PINs are not the same')).toBeTruthy();
    expect(data.bodies).toEqual([]);
    await user.clear(within(dialog).getByLabelText(/Repeat the PIN/));
    await user.type(within(dialog).getByLabelText(/Repeat the PIN/), '2468{Enter}');
    expect(await screen.findByText('Your approval PIN is set')).toBeTruthy();
    expect(data.bodies).toEqual([
      { method: 'PUT', path: '/pos/approval-pin', body: { pin: '2468' } },
    ]);
    await waitFor(() => expect(within(owner).getByText('Set')).toBeTruthy());
  });

  it('clears a manager’s PIN, in Arabic', async () => {
    const user = userEvent.setup();
    const data = officeData();
    data.employees = [
      ...data.employees,
      {
        id: 7,
        name: { en: 'Mona Manager', ar: 'منى' },
        email: 'mona@lamaa.test',
        role: 'manager',
        branch_id: 1,
        branch: { id: 1, name: { en: 'Al Quoz', ar: 'القوز' } },
        active: true,
        has_pin: true,
      },
    ];
    renderOffice('/office/staff', { signedIn: true, data, language: 'ar' });
    const row = (await screen.findByRole('rowheader', { name: 'منى' })).closest('tr');
    if (!row) throw new Error('no manager row');
    expect(within(row).getByText('محدَّد')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: /حذف الرقم السري/ }));
    expect(await screen.findByText('تم حذف الرقم السري للموافقة الخاص بـ منى')).toBeTruthy();
    expect(data.bodies).toContainEqual({
      method: 'DELETE',
      path: '/office/employees/7/approval-pin',
      body: null,
    });
    await waitFor(() => expect(within(row).getByText('غير محدَّد')).toBeTruthy());
  });
});
