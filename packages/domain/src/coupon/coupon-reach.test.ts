import { describe, expect, it } from 'vitest';
import { couponAppliesAt, couponWithinReach } from './coupon-reach.js';

const owner = { role: 'owner', branchId: null } as const;
const manager = { role: 'manager', branchId: 1 } as const;
const cashier = { role: 'cashier', branchId: 1 } as const;

describe('couponWithinReach', () => {
  it('gives the owner every coupon, for every branch or any of them', () => {
    expect(couponWithinReach(owner, [])).toBe(true);
    expect(couponWithinReach(owner, [1, 2])).toBe(true);
  });

  it('gives a manager only coupons for their own branch alone', () => {
    expect(couponWithinReach(manager, [1])).toBe(true);
    expect(couponWithinReach(manager, [])).toBe(false);
    expect(couponWithinReach(manager, [2])).toBe(false);
    expect(couponWithinReach(manager, [1, 2])).toBe(false);
  });

  it('gives a cashier none', () => {
    expect(couponWithinReach(cashier, [1])).toBe(false);
  });
});

describe('couponAppliesAt', () => {
  it('applies at every branch when it names none, else at those it names', () => {
    expect(couponAppliesAt([], 7)).toBe(true);
    expect(couponAppliesAt([1, 7], 7)).toBe(true);
    expect(couponAppliesAt([1], 7)).toBe(false);
  });
});
