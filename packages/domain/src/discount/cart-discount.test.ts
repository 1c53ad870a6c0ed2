import { describe, expect, it } from 'vitest';
import {
  checkCartDiscount,
  discountAmount,
  discountLine,
  isCartDiscount,
  validateDiscountInput,
} from './cart-discount.js';

const selected = { hasCustomer: true, hasVehicle: true };

describe('validateDiscountInput', () => {
  it('needs a customer and vehicle selected first', () => {
    expect(
      validateDiscountInput({ type: 'fixed', value: '10', hasCustomer: false, hasVehicle: true }),
    ).toEqual({
      ok: false,
      code: 'discount.selection-required',
    });
    expect(
      validateDiscountInput({ type: 'fixed', value: '10', hasCustomer: true, hasVehicle: false })
        .ok,
    ).toBe(false);
  });
  it('requires a value that is a number greater than 0 (Please enter a valid discount value)', () => {
    for (const value of ['', '0', 'abc', '-5', '0.00']) {
      expect(validateDiscountInput({ type: 'fixed', value, ...selected })).toEqual({
        ok: false,
        code: 'discount.invalid-value',
      });
    }
  });
  it('refuses a percentage above 100 (Percentage discount cannot exceed 100%)', () => {
    expect(validateDiscountInput({ type: 'percentage', value: '100.01', ...selected })).toEqual({
      ok: false,
      code: 'discount.percentage-too-high',
      params: { max: 100 },
    });
  });
  it('accepts a percentage of exactly 100 and a fixed AED amount as fils', () => {
    expect(validateDiscountInput({ type: 'percentage', value: '100', ...selected })).toEqual({
      ok: true,
      value: { type: 'percentage', value: 100 },
    });
    expect(validateDiscountInput({ type: 'percentage', value: '12.5', ...selected })).toEqual({
      ok: true,
      value: { type: 'percentage', value: 12.5 },
    });
    expect(validateDiscountInput({ type: 'fixed', value: '25.50', ...selected })).toEqual({
      ok: true,
      value: { type: 'fixed', value: 2550 },
    });
  });
});

describe('discountAmount', () => {
  it('is that percentage of the regular-item subtotal', () => {
    expect(discountAmount({ type: 'percentage', value: 10 }, 20000)).toBe(2000);
  });
  it('caps a fixed discount at the subtotal', () => {
    expect(discountAmount({ type: 'fixed', value: 5000 }, 3000)).toBe(3000);
    expect(discountAmount({ type: 'fixed', value: 1000 }, 3000)).toBe(1000);
  });
  it('is 0 without a discount, with a malformed one, or on an empty subtotal', () => {
    expect(discountAmount(null, 3000)).toBe(0);
    expect(discountAmount({ type: 'fixed', value: 10.5 }, 3000)).toBe(0);
    expect(discountAmount({ type: 'percentage', value: 10 }, 0)).toBe(0);
  });
  it('is 0, never NaN, when the subtotal is not whole fils', () => {
    expect(discountAmount({ type: 'fixed', value: 500 }, Number.NaN)).toBe(0);
    expect(discountAmount({ type: 'percentage', value: 10 }, Number.POSITIVE_INFINITY)).toBe(0);
  });
  it('recognises well-formed discounts', () => {
    expect(isCartDiscount({ type: 'percentage', value: 100 })).toBe(true);
    expect(isCartDiscount({ type: 'percentage', value: 0 })).toBe(false);
    expect(isCartDiscount({ type: 'percentage', value: Number.NaN })).toBe(false);
    expect(isCartDiscount({ type: 'fixed', value: 0 })).toBe(false);
  });
});

describe('checkCartDiscount', () => {
  it('gives the code the discount form would give', () => {
    expect(checkCartDiscount({ type: 'percentage', value: 101 })).toEqual({
      ok: false,
      code: 'discount.percentage-too-high',
      params: { max: 100 },
    });
    expect(checkCartDiscount({ type: 'fixed', value: -1 })).toEqual({
      ok: false,
      code: 'discount.invalid-value',
    });
    expect(checkCartDiscount({ type: 'fixed', value: 5 })).toEqual({
      ok: true,
      value: { type: 'fixed', value: 5 },
    });
  });
});

describe('discountLine', () => {
  it('is a negative-priced line named by a code, with the percentage or the amount', () => {
    expect(discountLine({ type: 'fixed', value: 2500 }, 2500)).toEqual({
      code: 'cart.discount-line',
      price: -2500,
      discount_type: 'fixed',
      discount_value: 2500,
    });
  });
  it('is absent when nothing is taken off', () => {
    expect(discountLine({ type: 'fixed', value: 2500 }, 0)).toBeNull();
    expect(discountLine(null, 100)).toBeNull();
    expect(discountLine({ type: 'fixed', value: 2500 }, Number.NaN)).toBeNull();
  });
});
