import { describe, expect, it } from 'vitest';
import { productCandidate } from '../test/fixtures.js';
import { addToCart } from './add-to-cart.js';
import { cartAfterSelectionChange, checkCartSubmit } from './selection-change.js';

const one = addToCart([], productCandidate(1, 100), {
  hasVehicle: true,
  hasCustomer: true,
  isLoggedIn: true,
});
const lines = one.ok ? one.value : [];

describe('cartAfterSelectionChange', () => {
  it('clears a non-empty cart on customer change (Cart cleared due to customer change)', () => {
    expect(cartAfterSelectionChange(lines, 'customer')).toEqual({
      lines: [],
      info: 'cart.cleared-customer-change',
    });
  });
  it('clears a non-empty cart on vehicle change (... vehicle change)', () => {
    expect(cartAfterSelectionChange(lines, 'vehicle')).toEqual({
      lines: [],
      info: 'cart.cleared-vehicle-change',
    });
  });
  it('says nothing when the cart was already empty', () => {
    expect(cartAfterSelectionChange([], 'vehicle')).toEqual({ lines: [], info: null });
  });
});

describe('checkCartSubmit', () => {
  it('refuses an empty cart (Cannot submit empty cart.)', () => {
    expect(checkCartSubmit([])).toEqual({ ok: false, code: 'cart.empty' });
    expect(checkCartSubmit(lines).ok).toBe(true);
  });
});
