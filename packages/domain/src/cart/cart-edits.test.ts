import { describe, expect, it } from 'vitest';
import { planCandidate, productCandidate, serviceCandidate, washOption } from '../test/fixtures.js';
import { addToCart } from './add-to-cart.js';
import { MAX_CART_LINE_QUANTITY } from '../constants/money-limits.js';
import {
  lineQuantityProblem,
  removeLine,
  removeOption,
  setAddOnPrice,
  setLineQuantity,
} from './cart-edits.js';
import { type CartLine } from './cart-line.js';

const session = { hasVehicle: true, hasCustomer: true, isLoggedIn: true };
function cartOf(...candidates: Parameters<typeof addToCart>[1][]): CartLine[] {
  let lines: CartLine[] = [];
  for (const c of candidates) {
    const r = addToCart(lines, c, session);
    if (!r.ok) throw new Error(r.code);
    lines = r.value;
  }
  return lines;
}
const product = { purchasable_type: 'product', purchasable_id: 7 } as const;
const service = { purchasable_type: 'service', purchasable_id: 1 } as const;

describe('setLineQuantity', () => {
  it('changes a product quantity and leaves the other lines alone', () => {
    expect(
      setLineQuantity(cartOf(productCandidate(7, 2500), productCandidate(8, 100)), product, 3),
    ).toMatchObject({
      ok: true,
      value: [{ quantity: 3 }, { quantity: 1 }],
    });
  });
  it('removes the item when the quantity is at or below 0', () => {
    expect(setLineQuantity(cartOf(productCandidate(7, 2500)), product, 0)).toEqual({
      ok: true,
      value: [],
    });
    expect(setLineQuantity(cartOf(productCandidate(7, 2500)), product, -2)).toEqual({
      ok: true,
      value: [],
    });
  });
  it('refuses to change a service quantity (Service quantities cannot be changed)', () => {
    const lines = cartOf(serviceCandidate(1, washOption(10, 5000)));
    expect(setLineQuantity(lines, service, 2)).toEqual({
      ok: false,
      code: 'cart.service-quantity-fixed',
    });
    expect(setLineQuantity(lines, service, 1).ok).toBe(true);
  });
  it('keeps a plan line at 1 like a service', () => {
    const lines = cartOf(planCandidate(4, 25000));
    const plan = { purchasable_type: 'plan', purchasable_id: 4 } as const;
    expect(setLineQuantity(lines, plan, 2)).toEqual({
      ok: false,
      code: 'cart.service-quantity-fixed',
    });
    expect(setLineQuantity(lines, plan, 0)).toEqual({ ok: true, value: [] });
  });
  it('refuses unknown lines, fractional quantities and more than the largest', () => {
    expect(setLineQuantity([], product, 1)).toEqual({ ok: false, code: 'cart.line-not-found' });
    const lines = cartOf(productCandidate(7, 2500));
    for (const quantity of [1.5, MAX_CART_LINE_QUANTITY + 1, Number.NaN, Infinity]) {
      expect(setLineQuantity(lines, product, quantity)).toEqual({
        ok: false,
        code: 'cart.invalid-quantity',
      });
    }
    expect(setLineQuantity(lines, product, MAX_CART_LINE_QUANTITY).ok).toBe(true);
  });
  it('says which typed quantities it takes', () => {
    expect([0, 1, 2, MAX_CART_LINE_QUANTITY].map(lineQuantityProblem)).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect([2.5, 0.1, MAX_CART_LINE_QUANTITY + 1].map(lineQuantityProblem)).toEqual([
      'cart.invalid-quantity',
      'cart.invalid-quantity',
      'cart.invalid-quantity',
    ]);
  });
});

describe('setAddOnPrice', () => {
  const addOn = cartOf(serviceCandidate(1, washOption(10, 5000), true));
  it('edits only add-on items', () => {
    expect(setAddOnPrice(cartOf(productCandidate(7, 2500)), product, 3000)).toEqual({
      ok: false,
      code: 'cart.price-not-editable',
    });
    expect(setAddOnPrice(addOn, service, 6500)).toMatchObject({
      ok: true,
      value: [{ add_ons_price: 6500 }],
    });
    const two = cartOf(
      serviceCandidate(1, washOption(10, 5000), true),
      serviceCandidate(2, washOption(20, 100)),
    );
    expect(setAddOnPrice(two, service, 6500)).toMatchObject({
      ok: true,
      value: [{ add_ons_price: 6500 }, { add_ons_price: null }],
    });
  });
  it('needs a number greater than 0 (Please enter a valid price)', () => {
    expect(setAddOnPrice(addOn, service, 0)).toEqual({ ok: false, code: 'cart.invalid-price' });
    expect(setAddOnPrice(addOn, service, 12.5)).toEqual({ ok: false, code: 'cart.invalid-price' });
    expect(setAddOnPrice([], service, 100)).toEqual({ ok: false, code: 'cart.line-not-found' });
  });
});

describe('removeOption and removeLine', () => {
  it('lowers a service price by the removed option and drops the line with its last option', () => {
    const lines = cartOf(
      serviceCandidate(1, washOption(10, 5000)),
      serviceCandidate(1, washOption(11, 2000)),
    );
    const fewer = removeOption(lines, service, 10);
    expect(fewer).toMatchObject({ ok: true, value: [{ price: 2000, option_ids: [11] }] });
    expect(fewer.ok && removeOption(fewer.value, service, 11)).toEqual({ ok: true, value: [] });
    expect(removeOption(lines, service, 99)).toEqual({ ok: false, code: 'cart.line-not-found' });
    expect(removeOption([], service, 10)).toEqual({ ok: false, code: 'cart.line-not-found' });
  });
  it('removes a line by type and id', () => {
    expect(
      removeLine(cartOf(productCandidate(7, 2500), productCandidate(8, 100)), product),
    ).toMatchObject([{ purchasable_id: 8 }]);
  });
});
