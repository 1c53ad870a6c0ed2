import { describe, expect, it } from 'vitest';
import { type CouponEntry, couponProblems } from './coupon-entry.js';

const entry: CouponEntry = {
  code: 'EID-25',
  type: 'Percentage',
  value: 2500,
  minimum_total_fils: 10_000,
  valid_from: '2026-12-01',
  valid_to: '2026-12-31',
  total_uses: 100,
  uses_per_customer: 1,
};

describe('couponProblems', () => {
  it('accepts a complete coupon and one with no limits', () => {
    expect(couponProblems(entry)).toEqual({});
    expect(
      couponProblems({
        ...entry,
        type: 'Fixed',
        value: 5000,
        minimum_total_fils: 0,
        valid_from: null,
        valid_to: null,
        total_uses: null,
        uses_per_customer: null,
      }),
    ).toEqual({});
  });

  it('needs a code of letters, digits, dashes and underscores', () => {
    expect(couponProblems({ ...entry, code: '  ' })).toEqual({ code: 'coupon.code-required' });
    expect(couponProblems({ ...entry, code: 'EID 25' })).toEqual({ code: 'coupon.code-invalid' });
    expect(couponProblems({ ...entry, code: 'A'.repeat(33) })).toEqual({
      code: 'coupon.code-invalid',
    });
  });

  it('refuses a percentage over 100 % and a value of nothing', () => {
    expect(couponProblems({ ...entry, value: 10_000 })).toEqual({});
    expect(couponProblems({ ...entry, value: 10_001 })).toEqual({
      value: 'coupon.percent-too-large',
    });
    expect(couponProblems({ ...entry, value: 0 })).toEqual({ value: 'coupon.value-invalid' });
    expect(couponProblems({ ...entry, type: 'Fixed', value: 1.5 })).toEqual({
      value: 'coupon.value-invalid',
    });
    expect(couponProblems({ ...entry, type: 'Fixed', value: 100_000_001 })).toEqual({
      value: 'coupon.amount-too-large',
    });
  });

  it('refuses a negative minimum total', () => {
    expect(couponProblems({ ...entry, minimum_total_fils: -1 })).toEqual({
      minimum_total: 'coupon.minimum-invalid',
    });
  });

  it('refuses a last day before the first and a day that does not exist', () => {
    expect(couponProblems({ ...entry, valid_to: '2026-11-30' })).toEqual({
      valid_to: 'coupon.dates-reversed',
    });
    expect(couponProblems({ ...entry, valid_to: '2026-12-01' })).toEqual({});
    expect(couponProblems({ ...entry, valid_from: '2026-02-30' })).toEqual({
      valid_from: 'coupon.date-invalid',
    });
  });

  it('refuses use limits below one', () => {
    expect(couponProblems({ ...entry, total_uses: 0, uses_per_customer: -2 })).toEqual({
      total_uses: 'coupon.uses-invalid',
      uses_per_customer: 'coupon.uses-invalid',
    });
  });
});
