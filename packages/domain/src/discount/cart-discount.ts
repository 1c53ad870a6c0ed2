import { PERCENTAGE_DISCOUNT_MAX } from '../constants/limits.js';
import { type Fils, isFils, parseAedInput, percentOf } from '../money/fils.js';
import { fail, ok, type Result } from '../shared/result.js';

/** A manual discount on the cart: a percentage (0–100] of the regular items, or a fixed amount in fils. */
export type CartDiscount =
  | { readonly type: 'percentage'; readonly value: number }
  | { readonly type: 'fixed'; readonly value: Fils };

/** The codes a discount can be refused with. */
export type DiscountInputCode =
  'discount.selection-required' | 'discount.invalid-value' | 'discount.percentage-too-high';

/** What the discount form holds: the type chosen and the text typed (AED for fixed, percent for percentage). */
export interface DiscountInput {
  readonly type: CartDiscount['type'];
  readonly value: string;
  readonly hasCustomer: boolean;
  readonly hasVehicle: boolean;
}

/**
 * Checks the discount form as docs/product/discounts-and-coupons.md says: customer and vehicle
 * first, a value that is a number above 0, and a percentage not above 100.
 * @example validateDiscountInput({ type: 'percentage', value: '120', hasCustomer: true, hasVehicle: true }) // fails 'discount.percentage-too-high'
 */
export function validateDiscountInput(
  input: DiscountInput,
): Result<CartDiscount, DiscountInputCode> {
  if (!input.hasCustomer || !input.hasVehicle) return fail('discount.selection-required');
  const parsed = parseAedInput(input.value);
  if (!parsed.ok || parsed.value <= 0) return fail('discount.invalid-value');
  if (input.type === 'fixed') return ok({ type: 'fixed', value: parsed.value });
  // parseAedInput reads two decimals as hundredths: 12.5 % arrives as 1250.
  const percentage = parsed.value / 100;
  if (percentage > PERCENTAGE_DISCOUNT_MAX) {
    return fail('discount.percentage-too-high', { max: PERCENTAGE_DISCOUNT_MAX });
  }
  return ok({ type: 'percentage', value: percentage });
}

/**
 * Checks a discount already in the cart's terms (percent, or fils): a percentage must be a number
 * in (0, 100], a fixed amount whole fils above 0.
 */
export function checkCartDiscount(
  discount: CartDiscount,
): Result<CartDiscount, 'discount.invalid-value' | 'discount.percentage-too-high'> {
  if (discount.type === 'fixed') {
    return isFils(discount.value) && discount.value > 0
      ? ok(discount)
      : fail('discount.invalid-value');
  }
  if (!Number.isFinite(discount.value) || discount.value <= 0)
    return fail('discount.invalid-value');
  if (discount.value > PERCENTAGE_DISCOUNT_MAX) {
    return fail('discount.percentage-too-high', { max: PERCENTAGE_DISCOUNT_MAX });
  }
  return ok(discount);
}

/** True when a discount is well formed: a finite percentage in (0, 100] or a positive whole fils amount. */
export function isCartDiscount(discount: CartDiscount): boolean {
  return checkCartDiscount(discount).ok;
}

/**
 * The amount a discount takes off: a percentage of the regular-item subtotal, or a fixed amount
 * capped at the subtotal; never negative, never above the subtotal.
 * @example discountAmount({ type: 'fixed', value: 5000 }, 3000) // 3000
 */
export function discountAmount(discount: CartDiscount | null, regularSubtotal: Fils): Fils {
  if (discount === null || !isCartDiscount(discount)) return 0;
  if (!isFils(regularSubtotal) || regularSubtotal <= 0) return 0;
  const raw =
    discount.type === 'percentage' ? percentOf(regularSubtotal, discount.value) : discount.value;
  return Math.min(Math.max(raw, 0), regularSubtotal);
}

/** The negative "Discount" line the cart shows: a code for the UI and the figures it needs. */
export interface DiscountLine {
  readonly code: 'cart.discount-line';
  readonly price: Fils;
  readonly discount_type: CartDiscount['type'];
  readonly discount_value: number;
}

/** Builds the negative Discount line for an amount already computed; none when nothing is taken off. */
export function discountLine(discount: CartDiscount | null, amount: Fils): DiscountLine | null {
  if (discount === null || !isFils(amount) || amount <= 0) return null;
  return {
    code: 'cart.discount-line',
    price: -amount,
    discount_type: discount.type,
    discount_value: discount.value,
  };
}
