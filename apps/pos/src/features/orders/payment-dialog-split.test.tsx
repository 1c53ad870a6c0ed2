// The payment dialog's split payment (cash + visa, change from cash, the parts on the receipt)
// and its offer to open a shift when cash is refused for a drawer without one.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, resetFakeApi } from '../../test/fake-api.js';
import { answerShiftOpening, openShiftHere } from '../../test/open-shift.js';
import { renderPos } from '../../test/render-pos.js';
import type { User } from '../../test/sale-actions.js';
import { ordersHandlers, ordersState, resetOrdersApi } from './orders-fake-api.js';

beforeAll(() => fakeApi.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => fakeApi.use(...ordersHandlers));
afterEach(() => {
  fakeApi.resetHandlers();
  resetFakeApi();
  resetOrdersApi();
});
afterAll(() => fakeApi.close());

async function openPayment(user: User): Promise<HTMLElement> {
  await screen.findByText('#ORD-1020');
  const row = screen.getAllByRole('row').find((r) => r.textContent?.includes('#ORD-1020'));
  if (!row) throw new Error('no row');
  await user.click(within(row).getByRole('button', { name: 'Actions for order #ORD-1020' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Complete Payment' }));
  return screen.findByRole('dialog', { name: 'Complete Payment' });
}

describe('a split payment in the payment dialog', () => {
  it('pays cash + visa with the change from cash, and the receipt lists both parts', async () => {
    const user = userEvent.setup();
    renderPos('/orders', { signedIn: true });
    const dialog = await openPayment(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Split payment' }));
    expect(within(dialog).queryByRole('textbox', { name: /Cash amount/ })).toBeNull();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Cash handed over \(part 1\)/ }),
      '60',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Amount of part 2/ }), '50');
    expect(within(dialog).getByRole('status').textContent).toMatch(/Change from cash: .*5\.00/);
    await user.click(within(dialog).getByRole('button', { name: 'Complete Payment' }));
    const receipt = await screen.findByTestId('payment-receipt');
    expect(ordersState.paymentBodies.at(-1)).toMatchObject({
      payment_method_id: 'cash',
      is_partial: false,
      payments: [
        { method: 'cash', amount: 55, cash_tendered: 60 },
        { method: 'visa', amount: 50 },
      ],
    });
    const parts = within(receipt).getByTestId('receipt-payments');
    expect(parts.textContent).toContain('Cash');
    expect(parts.textContent).toContain('AED 55.00');
    expect(parts.textContent).toContain('Visa');
    expect(parts.textContent).toContain('AED 50.00');
    expect(receipt.textContent).toContain('AED 5.00');
  });

  it('refuses a card part above what is owed, before anything is sent', async () => {
    const user = userEvent.setup();
    renderPos('/orders', { signedIn: true });
    const dialog = await openPayment(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Split payment' }));
    await user.type(within(dialog).getByRole('textbox', { name: /part 1/ }), '1');
    await user.type(within(dialog).getByRole('textbox', { name: /Amount of part 2/ }), '106');
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Part 2: a card, online or bank part is at most what is still owed (AED\u00a0104.00).',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Complete Payment' }));
    expect(ordersState.paymentBodies).toEqual([]);
  });
});

describe('the open-shift offer', () => {
  it('opens a shift on the refused drawer with its float and sends the same payment again', async () => {
    const user = userEvent.setup();
    const opened = answerShiftOpening({
      id: 8,
      vault_id: 3,
      vault_title: 'Main till',
      opened_at: '2026-03-21T08:00:00Z',
      float: 200,
    });
    ordersState.paymentRefusals = [
      {
        status: 409,
        code: 'shift.not-open',
        message: 'No open shift.',
        params: { vault_id: 3 },
      },
    ];
    renderPos('/orders', { signedIn: true });
    const dialog = await openPayment(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Cash' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Cash amount/ }), '105');
    await user.click(within(dialog).getByRole('button', { name: 'Complete Payment' }));
    await openShiftHere(user, dialog, '200');
    await screen.findByTestId('payment-receipt');
    expect(opened).toEqual([{ vault_id: 3, float: 200 }]);
    expect(ordersState.paymentKeys).toHaveLength(2);
    expect(ordersState.paymentKeys[1]).toBe(ordersState.paymentKeys[0]);
    await waitFor(() => expect(ordersState.paymentBodies).toHaveLength(2));
  });
});
