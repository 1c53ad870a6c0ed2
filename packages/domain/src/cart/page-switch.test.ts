import { describe, expect, it } from 'vitest';
import { productCandidate } from '../test/fixtures.js';
import { addToCart } from './add-to-cart.js';
import { type CartLine } from './cart-line.js';
import { cartPageType, lastItems, pageSwitch } from './page-switch.js';

const session = { hasVehicle: true, hasCustomer: true, isLoggedIn: true };
function products(count: number): CartLine[] {
  let lines: CartLine[] = [];
  for (let id = 1; id <= count; id += 1) {
    const r = addToCart(lines, productCandidate(id, 100 * id), session);
    if (r.ok) lines = r.value;
  }
  return lines;
}

describe('page type', () => {
  it('is the kind of the cart lines, or none for an empty cart', () => {
    expect(cartPageType([])).toBeNull();
    expect(cartPageType(products(1))).toBe('product');
  });
  it('asks to confirm entering another kind of page while the cart has items, listing the last 3 items', () => {
    const verdict = pageSwitch(products(5), 'service');
    expect(verdict.needsConfirm).toBe(true);
    expect(verdict.needsConfirm && verdict.preview.map((l) => l.purchasable_id)).toEqual([3, 4, 5]);
    expect(verdict.needsConfirm && verdict.from).toBe('product');
    expect(verdict.needsConfirm && verdict.more).toBe(2);
    const small = pageSwitch(products(2), 'package');
    expect(small.needsConfirm && small.more).toBe(0);
  });
  it('does not ask on the same kind of page or with an empty cart', () => {
    expect(pageSwitch(products(2), 'product')).toEqual({ needsConfirm: false });
    expect(pageSwitch([], 'package')).toEqual({ needsConfirm: false });
  });
  it('lists fewer than 3 when the cart is smaller, none for a zero count', () => {
    expect(lastItems(products(2))).toHaveLength(2);
    expect(lastItems(products(2), 0)).toEqual([]);
  });
});
