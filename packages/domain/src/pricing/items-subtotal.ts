import { type Fils, isFils } from '../money/fils.js';

/** What pricing needs of a cart line: its unit price, quantity and the add-on price when set. */
export interface PricedLine {
  readonly price: Fils;
  readonly quantity: number;
  readonly add_ons_price?: Fils | null;
}

/** The unit price a line is charged at: the add-on price where set, else its price (0 if unusable). */
export function unitPrice(line: PricedLine): Fils {
  const addOn = line.add_ons_price;
  if (isFils(addOn) && addOn > 0) return addOn;
  return isFils(line.price) ? line.price : 0;
}

/**
 * A line's total: unit price × quantity. A quantity that is not a positive whole number counts
 * as 0 here, never NaN; `priceCart` refuses such lines with a code.
 */
export function lineTotal(line: PricedLine): Fils {
  return Number.isSafeInteger(line.quantity) && line.quantity > 0
    ? unitPrice(line) * line.quantity
    : 0;
}

/**
 * The items subtotal in fils, using the add-on price where set; exact integer arithmetic.
 * @example itemsSubtotal([{ price: 1000, quantity: 2 }, { price: 500, quantity: 1, add_ons_price: 700 }]) // 2700
 */
export function itemsSubtotal(lines: readonly PricedLine[]): Fils {
  let total = 0;
  for (const line of lines) total += lineTotal(line);
  return total;
}
