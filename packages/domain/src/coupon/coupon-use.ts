// Whether a coupon may be used for this sale, apart from the cart's total (the minimum total
// is couponDiscount's, which sees the subtotal): active, its branches, its validity window on
// the branch's calendar, and its uses in all and per customer.
import type { FailureParams } from '../shared/result.js';

/** The conditions a business sets on a coupon's use (null: no limit). */
export interface CouponUseRules {
  readonly is_active: boolean;
  /** The branches it applies to; empty means every branch. */
  readonly branch_ids: readonly number[];
  /** First and last day it applies, on the branch's calendar (YYYY-MM-DD, both included). */
  readonly valid_from: string | null;
  readonly valid_to: string | null;
  readonly total_uses: number | null;
  readonly uses_per_customer: number | null;
}

/** The sale asking to use the coupon. */
export interface CouponUse {
  /** Today on the selling branch's calendar (YYYY-MM-DD). */
  readonly today: string;
  /** The selling branch, or null for a seller with no branch. */
  readonly branchId: number | null;
  /** Orders that used the coupon and were not cancelled: in all, and for this customer. */
  readonly usedTotal: number;
  readonly usedByCustomer: number;
}

/** Why a coupon may not be used now. */
export type CouponUseCode =
  | 'coupon.inactive'
  | 'coupon.wrong-branch'
  | 'coupon.not-started'
  | 'coupon.expired'
  | 'coupon.used-up'
  | 'coupon.customer-used-up';

/** A coupon refusal with the values its text needs. */
export interface CouponUseRefusal {
  readonly code: CouponUseCode;
  readonly params?: FailureParams;
}

/**
 * The first reason the coupon may not be used for this sale, or null when it may. Checked in
 * this order: active, branch, not yet started, expired, used up in all, used up by the customer.
 * @example couponUseRefusal({ ...rules, uses_per_customer: 1 }, { ...use, usedByCustomer: 1 }) // { code: 'coupon.customer-used-up', params: { limit: 1 } }
 */
export function couponUseRefusal(rules: CouponUseRules, use: CouponUse): CouponUseRefusal | null {
  if (!rules.is_active) return { code: 'coupon.inactive' };
  if (
    rules.branch_ids.length > 0 &&
    (use.branchId === null || !rules.branch_ids.includes(use.branchId))
  ) {
    return { code: 'coupon.wrong-branch' };
  }
  if (rules.valid_from !== null && use.today < rules.valid_from) {
    return { code: 'coupon.not-started', params: { from: rules.valid_from } };
  }
  if (rules.valid_to !== null && use.today > rules.valid_to) {
    return { code: 'coupon.expired', params: { to: rules.valid_to } };
  }
  if (rules.total_uses !== null && use.usedTotal >= rules.total_uses) {
    return { code: 'coupon.used-up', params: { limit: rules.total_uses } };
  }
  if (rules.uses_per_customer !== null && use.usedByCustomer >= rules.uses_per_customer) {
    return { code: 'coupon.customer-used-up', params: { limit: rules.uses_per_customer } };
  }
  return null;
}

/**
 * Whether the counter offers the coupon today at the branch: active, for this branch, inside its
 * days. Its uses are counted when it is applied (couponUseRefusal with the sale's figures).
 * @example couponOnOffer({ ...rules, valid_to: '2026-03-01' }, { today: '2026-03-02', branchId: 1 }) // false
 */
export function couponOnOffer(
  rules: CouponUseRules,
  at: Pick<CouponUse, 'today' | 'branchId'>,
): boolean {
  return couponUseRefusal(rules, { ...at, usedTotal: 0, usedByCustomer: 0 }) === null;
}
