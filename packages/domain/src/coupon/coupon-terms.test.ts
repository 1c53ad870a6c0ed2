import { describe, expect, it } from 'vitest';
import { couponDiscount } from './coupon-terms.js';

const percent = { id: 1, code: 'EID10', type: 'Percentage', value: 10, minimum_total_price: null };
const fixed = { id: 2, code: 'WASH5', type: 'Fixed', value: 500, minimum_total_price: 2000 };

describe('couponDiscount', () => {
  it('takes a Percentage coupon as a percent of the subtotal', () => {
    expect(couponDiscount(percent, 20000)).toEqual({ ok: true, value: 2000 });
  });
  it('takes another type as a fixed amount capped at the subtotal', () => {
    expect(couponDiscount(fixed, 3000)).toEqual({ ok: true, value: 500 });
    expect(couponDiscount({ ...fixed, minimum_total_price: null }, 300)).toEqual({
      ok: true,
      value: 300,
    });
  });
  it('refuses a subtotal under the minimum total price', () => {
    expect(couponDiscount(fixed, 1999)).toEqual({
      ok: false,
      code: 'coupon.minimum-total-not-met',
      params: { minimum: 2000 },
    });
  });
  it('refuses malformed terms', () => {
    expect(couponDiscount({ ...percent, value: 150 }, 1000)).toEqual({
      ok: false,
      code: 'coupon.invalid-terms',
    });
    expect(couponDiscount({ ...fixed, value: 0.5 }, 1000)).toEqual({
      ok: false,
      code: 'coupon.invalid-terms',
    });
  });
});
