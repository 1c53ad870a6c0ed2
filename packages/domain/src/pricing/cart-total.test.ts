import { describe, expect, it } from 'vitest';
import { cartTotal, localTotal } from './cart-total.js';

describe('cartTotal', () => {
  it('is subtotal plus service plus shipping minus discount', () => {
    expect(cartTotal({ subtotal: 10000, servicePrice: 500, shipping: 2000, discount: 1500 })).toBe(
      11000,
    );
  });
  it('is floored at 0', () => {
    expect(cartTotal({ subtotal: 10000, servicePrice: 500, shipping: 0, discount: 20000 })).toBe(0);
  });
  it('lets a server total over 0 win', () => {
    expect(
      cartTotal({ subtotal: 10000, servicePrice: 0, shipping: 0, discount: 0, serverTotal: 9999 }),
    ).toBe(9999);
    expect(
      cartTotal({ subtotal: 10000, servicePrice: 0, shipping: 0, discount: 0, serverTotal: 0 }),
    ).toBe(10000);
  });
});

describe('totals on bad input', () => {
  it('never give NaN', () => {
    expect(
      cartTotal({ subtotal: Number.NaN, servicePrice: 500, shipping: 0.5, discount: Number.NaN }),
    ).toBe(500);
    expect(localTotal(Number.NaN, 100)).toBe(0);
  });
});

describe('localTotal', () => {
  it('is the subtotal minus the discount, floored at 0', () => {
    expect(localTotal(10000, 2500)).toBe(7500);
    expect(localTotal(1000, 2500)).toBe(0);
  });
});
