import { describe, expect, it } from 'vitest';
import {
  type CouponUse,
  type CouponUseRules,
  couponOnOffer,
  couponUseRefusal,
} from './coupon-use.js';

const open: CouponUseRules = {
  is_active: true,
  branch_ids: [],
  valid_from: null,
  valid_to: null,
  total_uses: null,
  uses_per_customer: null,
};
const sale: CouponUse = { today: '2026-11-26', branchId: 2, usedTotal: 0, usedByCustomer: 0 };

describe('couponUseRefusal', () => {
  it('lets an active coupon with no limits be used', () => {
    expect(couponUseRefusal(open, { ...sale, usedTotal: 500, usedByCustomer: 40 })).toBeNull();
  });

  it('refuses an archived (inactive) coupon', () => {
    expect(couponUseRefusal({ ...open, is_active: false }, sale)).toEqual({
      code: 'coupon.inactive',
    });
  });

  it('applies only in its branches, every branch when it names none', () => {
    expect(couponUseRefusal({ ...open, branch_ids: [1, 3] }, sale)).toEqual({
      code: 'coupon.wrong-branch',
    });
    expect(couponUseRefusal({ ...open, branch_ids: [1] }, { ...sale, branchId: null })).toEqual({
      code: 'coupon.wrong-branch',
    });
    expect(couponUseRefusal({ ...open, branch_ids: [2] }, sale)).toBeNull();
  });

  it('applies from its first day to its last day, both included', () => {
    const window = { ...open, valid_from: '2026-11-26', valid_to: '2026-11-30' };
    expect(couponUseRefusal(window, { ...sale, today: '2026-11-25' })).toEqual({
      code: 'coupon.not-started',
      params: { from: '2026-11-26' },
    });
    expect(couponUseRefusal(window, sale)).toBeNull();
    expect(couponUseRefusal(window, { ...sale, today: '2026-11-30' })).toBeNull();
    expect(couponUseRefusal(window, { ...sale, today: '2026-12-01' })).toEqual({
      code: 'coupon.expired',
      params: { to: '2026-11-30' },
    });
  });

  it('refuses once the total uses are reached', () => {
    const limited = { ...open, total_uses: 3 };
    expect(couponUseRefusal(limited, { ...sale, usedTotal: 2 })).toBeNull();
    expect(couponUseRefusal(limited, { ...sale, usedTotal: 3 })).toEqual({
      code: 'coupon.used-up',
      params: { limit: 3 },
    });
  });

  it("refuses once the customer's uses are reached", () => {
    const once = { ...open, uses_per_customer: 1 };
    expect(couponUseRefusal(once, { ...sale, usedTotal: 9 })).toBeNull();
    expect(couponUseRefusal(once, { ...sale, usedTotal: 9, usedByCustomer: 1 })).toEqual({
      code: 'coupon.customer-used-up',
      params: { limit: 1 },
    });
  });

  it('answers the first reason when several hold', () => {
    const everything = {
      is_active: false,
      branch_ids: [9],
      valid_from: '2027-01-01',
      valid_to: '2027-01-02',
      total_uses: 1,
      uses_per_customer: 1,
    };
    expect(couponUseRefusal(everything, { ...sale, usedTotal: 1, usedByCustomer: 1 })?.code).toBe(
      'coupon.inactive',
    );
    expect(
      couponUseRefusal({ ...everything, is_active: true }, { ...sale, usedTotal: 1 })?.code,
    ).toBe('coupon.wrong-branch');
  });
});

describe('couponOnOffer', () => {
  const here = { today: '2026-11-26', branchId: 2 };
  it('offers an active coupon of this branch inside its days, whatever its uses', () => {
    expect(couponOnOffer({ ...open, branch_ids: [2], total_uses: 1 }, here)).toBe(true);
    expect(couponOnOffer({ ...open, valid_from: '2026-11-26', valid_to: '2026-11-26' }, here)).toBe(
      true,
    );
  });

  it('hides one switched off, of another branch, not started or over', () => {
    expect(couponOnOffer({ ...open, is_active: false }, here)).toBe(false);
    expect(couponOnOffer({ ...open, branch_ids: [1] }, here)).toBe(false);
    expect(couponOnOffer({ ...open, valid_from: '2026-11-27' }, here)).toBe(false);
    expect(couponOnOffer({ ...open, valid_to: '2026-11-25' }, here)).toBe(false);
  });
});
