import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { plansData, plansHandlers } from '../../test/plans-fake.js';
import { renderOffice } from '../../test/render-office.js';

describe('the sold plans screen', () => {
  it('finds a plan by plate, freezes it and unfreezes it', async () => {
    const user = userEvent.setup();
    const data = plansData();
    renderOffice('/office/sold-plans', {
      signedIn: true,
      role: 'manager',
      handlers: plansHandlers(data),
    });
    await user.type(await screen.findByRole('searchbox', { name: 'Search sold plans' }), '12345');
    await waitFor(() => expect(data.queries).toContain('12345'));
    const row = (await screen.findByRole('rowheader', { name: '10-wash book' })).closest('tr');
    expect(row?.textContent).toContain('7 of 10 left');
    expect(row?.textContent).toContain('Sara Ali');
    await user.click(screen.getByRole('button', { name: /^Freeze 10-wash book/ }));
    expect(await screen.findByRole('button', { name: /^Unfreeze 10-wash book/ })).toBeTruthy();
    expect(data.bodies.map((body) => body.path)).toEqual(['/office/entitlements/7/freeze']);
    await user.click(screen.getByRole('button', { name: /^Unfreeze 10-wash book/ }));
    expect(await screen.findByRole('button', { name: /^Freeze 10-wash book/ })).toBeTruthy();
  });

  it('moves a plan to the customer’s other vehicle only with a reason', async () => {
    const user = userEvent.setup();
    const data = plansData();
    renderOffice('/office/sold-plans', { signedIn: true, handlers: plansHandlers(data) });
    await user.click(await screen.findByRole('button', { name: /^Transfer 10-wash book/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Move the plan to another vehicle' });
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(
      await within(dialog).findByText('Write the reason (at most 500 characters).'),
    ).toBeTruthy();
    expect(data.bodies).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Sold the first car');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await waitFor(() =>
      expect(data.bodies).toEqual([
        {
          method: 'POST',
          path: '/office/entitlements/7/transfer',
          body: { car_id: 22, reason: 'Sold the first car' },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cancels a plan only with a reason, says what went back, and shows it cancelled', async () => {
    const user = userEvent.setup();
    const data = plansData();
    renderOffice('/office/sold-plans', { signedIn: true, handlers: plansHandlers(data) });
    await user.click(await screen.findByRole('button', { name: /^Cancel plan 10-wash book/ }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Cancel the plan and refund what is left',
    });
    // What goes back is said before the cancel is confirmed.
    expect(within(dialog).getByText('Cancelled today, it refunds AED 210.00.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel plan' }));
    expect(
      await within(dialog).findByText('Write the reason (at most 500 characters).'),
    ).toBeTruthy();
    expect(data.bodies).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Moved away');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel plan' }));
    expect(await screen.findByText('Plan cancelled; AED 210.00 refunded')).toBeTruthy();
    expect(data.bodies).toEqual([
      {
        method: 'POST',
        path: '/office/entitlements/7/cancel',
        body: { reason: 'Moved away', method: 'original' },
      },
    ]);
    const row = (await screen.findByRole('rowheader', { name: '10-wash book' })).closest('tr');
    await waitFor(() => expect(row?.textContent).toContain('Cancelled'));
    const cancel = screen.getByRole('button', { name: /^Cancel plan 10-wash book/ });
    expect((cancel as HTMLButtonElement).disabled).toBe(true);
  });

  it('reads in Arabic', async () => {
    renderOffice('/office/sold-plans', {
      signedIn: true,
      language: 'ar',
      handlers: plansHandlers(plansData()),
    });
    const row = (await screen.findByRole('rowheader', { name: 'دفتر ١٠ غسلات' })).closest('tr');
    expect(row?.textContent).toContain('المتبقي 7 من 10');
    expect(row?.textContent).toContain('فعّالة');
  });
});
