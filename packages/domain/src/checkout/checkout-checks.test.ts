import { describe, expect, it } from 'vitest';
import { checkCheckout, checkCheckoutStart } from './checkout-checks.js';

const ready = { hasCustomer: true, hasVehicle: true, lineCount: 2, vaultId: 4, hasSlot: true };

describe('checkCheckout', () => {
  it('needs a customer and vehicle (Please select a customer and vehicle before checkout)', () => {
    expect(checkCheckout({ ...ready, hasVehicle: false })).toEqual({
      ok: false,
      code: 'checkout.customer-vehicle-required',
    });
    expect(checkCheckoutStart({ ...ready, hasCustomer: false }).ok).toBe(false);
  });
  it('needs a non-empty cart (Your cart is empty)', () => {
    expect(checkCheckout({ ...ready, lineCount: 0 })).toEqual({
      ok: false,
      code: 'checkout.cart-empty',
    });
  });
  it('needs a vault (Please select a vault to proceed)', () => {
    expect(checkCheckout({ ...ready, vaultId: null })).toEqual({
      ok: false,
      code: 'checkout.vault-required',
    });
    expect(checkCheckout({ ...ready, vaultId: undefined }).ok).toBe(false);
  });
  it('needs a time slot (Please select a time slot)', () => {
    expect(checkCheckout({ ...ready, hasSlot: false })).toEqual({
      ok: false,
      code: 'checkout.slot-required',
    });
  });
  it('passes when all is chosen', () => {
    expect(checkCheckout(ready)).toEqual({ ok: true, value: true });
  });
});
