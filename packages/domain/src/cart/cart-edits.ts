import { SERVICE_LINE_QUANTITY } from '../constants/limits.js';
import { MAX_CART_LINE_QUANTITY } from '../constants/money-limits.js';
import { type Fils, isFils } from '../money/fils.js';
import { fail, ok, type Result } from '../shared/result.js';
import { type CartLine, isSameLine, type LineRef } from './cart-line.js';

/** The codes a cart edit can be refused with. */
export type CartEditCode =
  | 'cart.line-not-found'
  | 'cart.invalid-quantity'
  | 'cart.service-quantity-fixed'
  | 'cart.price-not-editable'
  | 'cart.invalid-price';

function findLine(lines: readonly CartLine[], ref: LineRef): CartLine | undefined {
  return lines.find((line) => isSameLine(line, ref));
}

/** Removes the line a reference names (no change when it is absent). */
export function removeLine(lines: readonly CartLine[], ref: LineRef): CartLine[] {
  return lines.filter((line) => !isSameLine(line, ref));
}

/**
 * Whether a quantity typed for a line can be taken: a whole number up to
 * MAX_CART_LINE_QUANTITY (0 or less removes the line), else 'cart.invalid-quantity'.
 * @example lineQuantityProblem(2.5) // 'cart.invalid-quantity'
 */
export function lineQuantityProblem(quantity: number): 'cart.invalid-quantity' | null {
  return Number.isSafeInteger(quantity) && quantity <= MAX_CART_LINE_QUANTITY
    ? null
    : 'cart.invalid-quantity';
}

/**
 * Sets a line's quantity: at or below 0 removes the line; a fraction or more than
 * MAX_CART_LINE_QUANTITY is refused with 'cart.invalid-quantity'; a service or plan line stays
 * at 1 and any other quantity is refused with 'cart.service-quantity-fixed'.
 * @example setLineQuantity(lines, { purchasable_type: 'product', purchasable_id: 7 }, 0) // ok(lines without product 7)
 */
export function setLineQuantity(
  lines: readonly CartLine[],
  ref: LineRef,
  quantity: number,
): Result<CartLine[], CartEditCode> {
  const line = findLine(lines, ref);
  if (line === undefined) return fail('cart.line-not-found');
  const problem = lineQuantityProblem(quantity);
  if (problem !== null) return fail(problem);
  if (quantity <= 0) return ok(removeLine(lines, ref));
  const isFixed = line.purchasable_type === 'service' || line.purchasable_type === 'plan';
  if (isFixed && quantity !== SERVICE_LINE_QUANTITY) {
    return fail('cart.service-quantity-fixed');
  }
  return ok(lines.map((l) => (l === line ? { ...l, quantity } : l)));
}

/**
 * Edits an add-on line's price; only add-on lines are editable and the new price must be above 0.
 * @example setAddOnPrice(lines, ref, 0) // fails 'cart.invalid-price'
 */
export function setAddOnPrice(
  lines: readonly CartLine[],
  ref: LineRef,
  price: Fils,
): Result<CartLine[], CartEditCode> {
  const line = findLine(lines, ref);
  if (line === undefined) return fail('cart.line-not-found');
  if (!line.is_add_ons) return fail('cart.price-not-editable');
  if (!isFils(price) || price <= 0) return fail('cart.invalid-price');
  return ok(lines.map((l) => (l === line ? { ...l, add_ons_price: price } : l)));
}

/**
 * Removes one option from a service line, lowering its price by that option's price; the line
 * goes when its last option does.
 */
export function removeOption(
  lines: readonly CartLine[],
  ref: LineRef,
  optionId: number,
): Result<CartLine[], CartEditCode> {
  const line = findLine(lines, ref);
  const option = line?.selectedOptions.find((o) => o.id === optionId);
  if (line === undefined || option === undefined) return fail('cart.line-not-found');
  const selectedOptions = line.selectedOptions.filter((o) => o.id !== optionId);
  if (selectedOptions.length === 0) return ok(removeLine(lines, ref));
  const updated: CartLine = {
    ...line,
    selectedOptions,
    option_ids: selectedOptions.map((o) => o.id),
    price: line.price - option.price,
  };
  return ok(lines.map((l) => (l === line ? updated : l)));
}

/**
 * Pays a service line with an entitlement of the vehicle, or clears it (null) so the line is
 * sold at its normal price; other lines and kinds are left as they are. The server decides
 * whether the plan may pay, when the cart is priced and again when the order is placed.
 * @example setLinePlan(lines, { purchasable_type: 'service', purchasable_id: 1 }, 7)
 */
export function setLinePlan(
  lines: readonly CartLine[],
  ref: LineRef,
  entitlementId: number | null,
): readonly CartLine[] {
  return lines.map((line) =>
    line.purchasable_type === 'service' && isSameLine(line, ref)
      ? { ...line, entitlement_id: entitlementId }
      : line,
  );
}
