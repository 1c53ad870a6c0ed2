// Which coupons an office reader may add or change: the owner any; a manager only coupons that
// apply at their own branch alone (a coupon for every branch, or for another branch as well,
// reaches beyond it).
import { type Actor, can } from '../access/can.js';

/** Why a coupon's branches are refused to the reader. */
export type CouponReachCode = 'coupon.branch-beyond-reach';

/**
 * Whether a coupon limited to `branchIds` (empty: every branch) is the actor's to manage.
 * @example couponWithinReach({ role: 'manager', branchId: 1 }, []) // false: every branch is the owner's
 * @example couponWithinReach({ role: 'manager', branchId: 1 }, [1]) // true
 */
export function couponWithinReach(actor: Actor, branchIds: readonly number[]): boolean {
  if (branchIds.length === 0) return can(actor, 'branch.manage');
  return branchIds.every((branchId) => can(actor, 'coupon.manage', { branchId }));
}

/**
 * Whether a coupon limited to `branchIds` applies at `branchId`: the coupons a branch's
 * manager sees in the office, those they may change among them (couponWithinReach).
 * @example couponAppliesAt([], 3) // true
 */
export function couponAppliesAt(branchIds: readonly number[], branchId: number): boolean {
  return branchIds.length === 0 || branchIds.includes(branchId);
}
