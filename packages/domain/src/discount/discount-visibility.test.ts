import { describe, expect, it } from 'vitest';
import { discountVisibility } from './discount-visibility.js';

describe('discountVisibility', () => {
  it('hides the discount block while a coupon is set', () => {
    expect(discountVisibility({ hasCoupon: true, hasDiscount: false })).toEqual({
      isDiscountVisible: false,
      isCouponVisible: true,
    });
  });
  it('hides the coupon block while a discount is set', () => {
    expect(discountVisibility({ hasCoupon: false, hasDiscount: true })).toEqual({
      isDiscountVisible: true,
      isCouponVisible: false,
    });
  });
  it('shows both when neither is set', () => {
    expect(discountVisibility({ hasCoupon: false, hasDiscount: false })).toEqual({
      isDiscountVisible: true,
      isCouponVisible: true,
    });
  });
});
