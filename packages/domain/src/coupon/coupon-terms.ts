import type { Refusal } from '../refusal/refusal-code.js';
import { type Fils, isFils, percentOf } from '../money/fils.js';
import { fail, ok, type Result } from '../shared/result.js';

/** A coupon as the business defines it: `type` 'Percentage' means `value` is a percent, else fils. */
export interface CouponTerms {
  readonly id: number;
  readonly code: string;
  readonly type: string;
  readonly value: number;
  readonly minimum_total_price: Fils | null;
}

/** The coupon chosen in the cart, as the cart call sends it. */
export interface SelectedCoupon {
  readonly code: string;
  readonly id: number;
}

/** Why a coupon does not apply, as codes the UI translates. */
export type CouponReasonCode = 'coupon.minimum-total-not-met' | 'coupon.invalid-terms';

/** Whether a coupon applies to a cart and, if not, the reasons. */
export interface CouponValidity {
  readonly value: boolean;
  readonly reasons: readonly string[];
  /** The same reasons as codes the UI translates, when the server sends them. */
  readonly reason_codes?: readonly Refusal[] | undefined;
}

/**
 * What a coupon takes off a subtotal: a percentage or a fixed amount, capped at the subtotal,
 * refused when the subtotal is under the coupon's minimum total.
 * @example couponDiscount({ id: 1, code: 'EID10', type: 'Percentage', value: 10, minimum_total_price: null }, 20000) // ok(2000)
 */
export function couponDiscount(
  coupon: CouponTerms,
  subtotal: Fils,
): Result<Fils, CouponReasonCode> {
  const isPercentage = coupon.type.toLowerCase() === 'percentage';
  const isValueOk = isPercentage
    ? Number.isFinite(coupon.value) && coupon.value > 0 && coupon.value <= 100
    : isFils(coupon.value) && coupon.value > 0;
  if (!isValueOk) return fail('coupon.invalid-terms');
  const minimum = coupon.minimum_total_price;
  if (minimum !== null && isFils(minimum) && subtotal < minimum) {
    return fail('coupon.minimum-total-not-met', { minimum });
  }
  const raw = isPercentage ? percentOf(subtotal, coupon.value) : coupon.value;
  return ok(Math.min(Math.max(raw, 0), Math.max(subtotal, 0)));
}
