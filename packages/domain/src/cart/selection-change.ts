import { fail, ok, type Result } from '../shared/result.js';
import { type CartLine } from './cart-line.js';

/** The info codes shown when a selection change empties the cart. */
export type CartClearedCode = 'cart.cleared-customer-change' | 'cart.cleared-vehicle-change';

/** What a customer or vehicle change does to the cart: the lines left and the info code, if any. */
export interface SelectionChangeOutcome {
  readonly lines: CartLine[];
  readonly info: CartClearedCode | null;
}

/**
 * The cart belongs to the selected customer and vehicle: changing either clears a non-empty
 * cart with 'cart.cleared-customer-change' or 'cart.cleared-vehicle-change'.
 * @example cartAfterSelectionChange(lines, 'vehicle') // { lines: [], info: 'cart.cleared-vehicle-change' }
 */
export function cartAfterSelectionChange(
  lines: readonly CartLine[],
  changed: 'customer' | 'vehicle',
): SelectionChangeOutcome {
  if (lines.length === 0) return { lines: [], info: null };
  return {
    lines: [],
    info: changed === 'customer' ? 'cart.cleared-customer-change' : 'cart.cleared-vehicle-change',
  };
}

/** Submitting an empty cart is refused with 'cart.empty'. */
export function checkCartSubmit(
  lines: readonly CartLine[],
): Result<readonly CartLine[], 'cart.empty'> {
  return lines.length === 0 ? fail('cart.empty') : ok(lines);
}
