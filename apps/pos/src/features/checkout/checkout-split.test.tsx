// The checkout's split payment (cash + visa, a vault per part, the change from cash on the
// receipt) and its offer to open a shift when cash is refused for a drawer without one.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, resetFakeApi } from '../../test/fake-api.js';
import { answerShiftOpening, openShiftHere } from '../../test/open-shift.js';
import { renderPos } from '../../test/render-pos.js';
import { addOption, cartSettled, chooseMariamsCar, type User } from '../../test/sale-actions.js';
import { checkoutHandlers, checkoutState, resetCheckoutApi } from './checkout-fake-api.js';

beforeAll(() => fakeApi.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => fakeApi.use(...checkoutHandlers));
afterEach(() => {
  fakeApi.resetHandlers();
  resetFakeApi();
  resetCheckoutApi();
});
afterAll(() => fakeApi.close());

const sidebar = () => document.querySelector('aside') ?? screen.getByRole('complementary');
const wizard = () => screen.getByRole('dialog');

/** Mariam's car with Full Detailing / Silver (total AED 367.50), the wizard open at its slots. */
async function toSlot(user: User) {
  renderPos('/services', { signedIn: true });
  await chooseMariamsCar(user);
  await addOption(user, 'Full Detailing', 'Silver');
  await cartSettled();
}

async function toVaultStep(user: User) {
  await user.click(within(sidebar()).getByRole('button', { name: 'Checkout' }));
  await within(await screen.findByRole('dialog')).findByRole('radio', { name: 'Indoor' });
  await user.click(within(wizard()).getByRole('button', { name: 'Continue' }));
  await user.click(await within(wizard()).findByRole('button', { name: /9:00 AM – 10:00 AM/ }));
}

describe('a split payment in the checkout', () => {
  it('sends cash + visa, each part to a vault of its kind, and the receipt lists both with the change', async () => {
    const user = userEvent.setup();
    await toSlot(user);
    await user.click(within(sidebar()).getByRole('checkbox', { name: 'Split payment' }));
    expect(within(sidebar()).queryByRole('radio', { name: 'Partial payment' })).toBeNull();
    await user.type(
      await within(sidebar()).findByRole('textbox', { name: /Cash handed over \(part 1\)/ }),
      '300',
    );
    await user.type(within(sidebar()).getByRole('textbox', { name: /Amount of part 2/ }), '100');
    expect(within(sidebar()).getByText(/Change from cash: .*32\.50/)).toBeTruthy();
    await toVaultStep(user);
    const cash = await within(wizard()).findByRole('radiogroup', {
      name: 'Vault for part 1: Cash',
    });
    const visa = within(wizard()).getByRole('radiogroup', { name: 'Vault for part 2: Visa' });
    expect(within(visa).queryByRole('radio', { name: /Main Till/ })).toBeNull();
    await user.click(within(cash).getByRole('radio', { name: /Main Till/ }));
    await user.click(within(wizard()).getByRole('button', { name: 'Submit Order' }));
    expect(within(wizard()).getByRole('alert').textContent).toBe(
      'Please select a vault to proceed',
    );
    await user.click(within(visa).getByRole('radio', { name: /Network POS/ }));
    await user.click(within(wizard()).getByRole('button', { name: 'Submit Order' }));
    const receipt = await screen.findByTestId('order-receipt');
    expect(checkoutState.vaultQueries.at(-1)?.get('type')).toBeNull();
    expect(checkoutState.orderBodies[0]).toMatchObject({
      vault_id: 1,
      payment_method: 'cash',
      payments: [
        { method: 'cash', vault_id: 1, amount: 267.5, cash_tendered: 300 },
        { method: 'visa', vault_id: 3, amount: 100 },
      ],
    });
    const parts = within(receipt).getByTestId('receipt-payments');
    expect(parts.textContent).toContain('AED 267.50');
    expect(parts.textContent).toContain('AED 100.00');
    expect(parts.textContent).toContain('AED 32.50');
  });
});

describe('the open-shift offer', () => {
  it('opens a shift on the refused drawer without losing the sale, then sends the same order again', async () => {
    const user = userEvent.setup();
    const opened = answerShiftOpening({
      id: 4,
      vault_id: 1,
      vault_title: 'Main Till',
      opened_at: '2026-03-10T05:00:00Z',
      float: 150,
    });
    checkoutState.orderFailures = [
      { status: 409, code: 'shift.not-open', message: 'No open shift.', params: { vault_id: 1 } },
    ];
    await toSlot(user);
    await toVaultStep(user);
    await user.click(await within(wizard()).findByRole('radio', { name: /Main Till/ }));
    await user.click(within(wizard()).getByRole('button', { name: 'Submit Order' }));
    await openShiftHere(user, wizard(), '150');
    await screen.findByTestId('order-receipt');
    expect(opened).toEqual([{ vault_id: 1, float: 150 }]);
    expect(checkoutState.orderKeys).toHaveLength(2);
    expect(checkoutState.orderKeys[1]).toBe(checkoutState.orderKeys[0]);
  });
});
