import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  cartDiscountArb,
  couponTermsArb,
  filsArb,
  percentageArb,
  pricedLinesArb,
} from '../test/arbitraries.js';
import { priceCart } from './price-cart.js';

function priced(input: Parameters<typeof priceCart>[0]) {
  const result = priceCart(input);
  if (!result.ok) throw new Error(`expected a priced cart, got ${result.code}`);
  return result.value;
}

describe('priceCart', () => {
  it('prices a cart with service fee from the business percentage and shipping for outdoor', () => {
    const cart = priced({
      lines: [
        { price: 10000, quantity: 1 },
        { price: 2500, quantity: 2, add_ons_price: 3000 },
      ],
      servicePercentage: 5,
      shipping: 1500,
    });
    expect(cart).toMatchObject({
      subtotal: 16000,
      servicePrice: 800,
      servicePercentage: 5,
      shipping: 1500,
      total: 18300,
      localTotal: 16000,
      count: 2,
      totalItems: 3,
      discountLine: null,
      coupon: null,
    });
  });

  it('takes a percentage discount of the regular-item subtotal and shows a negative Discount line', () => {
    const cart = priced({
      lines: [{ price: 20000, quantity: 1 }],
      discount: { type: 'percentage', value: 10 },
    });
    expect(cart.discount).toBe(2000);
    expect(cart.discountLine).toEqual({
      code: 'cart.discount-line',
      price: -2000,
      discount_type: 'percentage',
      discount_value: 10,
    });
    expect(cart.total).toBe(18000);
  });

  it('caps a fixed discount at the subtotal', () => {
    const cart = priced({
      lines: [{ price: 3000, quantity: 1 }],
      discount: { type: 'fixed', value: 5000 },
    });
    expect(cart.discount).toBe(3000);
    expect(cart.total).toBe(0);
    expect(cart.localTotal).toBe(0);
  });

  it('applies a coupon with a minimum total only when the subtotal reaches it', () => {
    const coupon = {
      id: 3,
      code: 'EID10',
      type: 'Percentage',
      value: 10,
      minimum_total_price: 10000,
    };
    expect(priced({ lines: [{ price: 20000, quantity: 1 }], coupon })).toMatchObject({
      discount: 2000,
      coupon: { value: true, reasons: [] },
    });
    expect(priced({ lines: [{ price: 5000, quantity: 1 }], coupon })).toMatchObject({
      discount: 0,
      coupon: { value: false, reasons: ['coupon.minimum-total-not-met'] },
    });
  });

  it('lets a server total over 0 win and keeps a server service price', () => {
    const cart = priced({
      lines: [{ price: 10000, quantity: 1 }],
      servicePrice: 700,
      serverTotal: 10650,
    });
    expect(cart.servicePercentage).toBe(7);
    expect(cart.total).toBe(10650);
  });

  it('refuses bad lines, discounts and amounts with typed codes', () => {
    expect(priceCart({ lines: [{ price: 10.5, quantity: 1 }] })).toEqual({
      ok: false,
      code: 'pricing.invalid-line',
      params: { index: 0 },
    });
    expect(priceCart({ lines: [{ price: 100, quantity: 0 }] }).ok).toBe(false);
    expect(priceCart({ lines: [{ price: 100, quantity: 1, add_ons_price: -1 }] }).ok).toBe(false);
    expect(priceCart({ lines: [], discount: { type: 'percentage', value: 120 } })).toEqual({
      ok: false,
      code: 'pricing.invalid-discount',
    });
    expect(priceCart({ lines: [], shipping: Number.NaN })).toEqual({
      ok: false,
      code: 'pricing.invalid-amount',
    });
    expect(
      priceCart({
        lines: [],
        discount: { type: 'fixed', value: 100 },
        coupon: { id: 1, code: 'X', type: 'Fixed', value: 100, minimum_total_price: null },
      }),
    ).toEqual({ ok: false, code: 'pricing.discount-coupon-conflict' });
  });

  it('refuses a cart whose amounts pass the largest exact integer instead of mispricing it', () => {
    const huge = { price: Number.MAX_SAFE_INTEGER, quantity: 2 };
    expect(priceCart({ lines: [huge] })).toEqual({ ok: false, code: 'pricing.invalid-amount' });
    expect(
      priceCart({
        lines: [{ price: Number.MAX_SAFE_INTEGER - 10, quantity: 1 }],
        shipping: 100,
      }),
    ).toEqual({ ok: false, code: 'pricing.invalid-amount' });
  });

  it('ignores a service percentage whose fee is not whole fils, like any unusable one', () => {
    expect(
      priced({ lines: [{ price: 1000, quantity: 1 }], servicePercentage: 1e308 }),
    ).toMatchObject({ servicePrice: 0, servicePercentage: 0, total: 1000 });
  });

  it('totals a thousand 0.10 AED lines to exactly 100.00 AED', () => {
    const lines = Array.from({ length: 1000 }, () => ({ price: 10, quantity: 1 }));
    expect(priced({ lines }).total).toBe(10000);
  });
});

describe('priceCart properties', () => {
  const anyNumber = fc.oneof(fc.double(), fc.integer(), fc.constant(Number.MAX_SAFE_INTEGER));
  test.prop([
    fc.array(fc.record({ price: anyNumber, quantity: anyNumber }), { maxLength: 4 }),
    fc.option(anyNumber, { nil: null }),
    fc.option(anyNumber, { nil: null }),
    fc.option(anyNumber, { nil: null }),
  ])(
    'any numbers give whole-fils figures or a typed code, never NaN',
    (lines, servicePercentage, servicePrice, shipping) => {
      const result = priceCart({ lines, servicePercentage, servicePrice, shipping });
      if (!result.ok) {
        expect(result.code).toMatch(/^pricing\./);
        return;
      }
      const {
        subtotal,
        discount,
        servicePrice: fee,
        shipping: ship,
        total,
        localTotal,
      } = result.value;
      for (const figure of [subtotal, discount, fee, ship, total, localTotal]) {
        expect(Number.isSafeInteger(figure)).toBe(true);
      }
      expect(Number.isFinite(result.value.servicePercentage)).toBe(true);
    },
  );
  test.prop([
    pricedLinesArb,
    fc.option(cartDiscountArb, { nil: null }),
    fc.option(percentageArb, { nil: null }),
    filsArb,
  ])(
    'the total is never negative and never NaN',
    (lines, discount, servicePercentage, shipping) => {
      const cart = priced({ lines, discount, servicePercentage, shipping });
      expect(cart.total).toBeGreaterThanOrEqual(0);
      expect(Number.isSafeInteger(cart.total)).toBe(true);
      expect(cart.localTotal).toBeGreaterThanOrEqual(0);
    },
  );

  test.prop([pricedLinesArb, cartDiscountArb])(
    'a discount never exceeds the subtotal',
    (lines, discount) => {
      const cart = priced({ lines, discount });
      expect(cart.discount).toBeLessThanOrEqual(cart.subtotal);
      expect(cart.discount).toBeGreaterThanOrEqual(0);
    },
  );

  test.prop([pricedLinesArb, couponTermsArb])(
    'a coupon never takes more than the subtotal',
    (lines, coupon) => {
      const cart = priced({ lines, coupon });
      expect(cart.discount).toBeLessThanOrEqual(cart.subtotal);
      expect(cart.total).toBeGreaterThanOrEqual(0);
    },
  );

  test.prop([fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 1, max: 99_999 })])(
    'n lines of the same fils price total exactly n × price (no float drift)',
    (count, price) => {
      const lines = Array.from({ length: count }, () => ({ price, quantity: 1 }));
      expect(priced({ lines }).subtotal).toBe(count * price);
    },
  );

  test.prop([pricedLinesArb, pricedLinesArb])('the subtotal is additive over carts', (a, b) => {
    expect(priced({ lines: [...a, ...b] }).subtotal).toBe(
      priced({ lines: a }).subtotal + priced({ lines: b }).subtotal,
    );
  });

  test.prop([pricedLinesArb, percentageArb])(
    'total = subtotal + service + shipping − discount when no server total is given',
    (lines, servicePercentage) => {
      const cart = priced({ lines, servicePercentage, shipping: 500 });
      expect(cart.total).toBe(Math.max(0, cart.subtotal + cart.servicePrice + 500 - cart.discount));
    },
  );
});
