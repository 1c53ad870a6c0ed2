import { sumFils, type Fils } from '../money/fils.js';
import type { BarcodeLine } from './barcode-lines.js';
import type { DraftMaterialLine } from './material-line.js';

/** One material line's figures: a subtotal per barcode row, the item total and its quantity. */
export interface MaterialLineTotals {
  readonly subtotals: readonly Fils[];
  readonly itemTotal: Fils;
  readonly totalQuantity: number;
}

/** The whole list's figures: total quantity and grand total in fils. */
export interface IntakeTotals {
  readonly totalQuantity: number;
  readonly grandTotal: Fils;
}

/** A barcode row's subtotal: unit price times quantity, in fils. */
export function barcodeSubtotal(price: Fils, item: BarcodeLine): Fils {
  return price * item.quantity;
}

/**
 * A material line's per-row subtotals, item total and total quantity.
 * @example materialLineTotals({ price: 1250, items: [{ barcode: 'a', quantity: 2 }], ... }).itemTotal // 2500
 */
export function materialLineTotals(line: DraftMaterialLine): MaterialLineTotals {
  const subtotals = line.items.map((item) => barcodeSubtotal(line.price, item));
  return {
    subtotals,
    itemTotal: sumFils(subtotals),
    totalQuantity: line.items.reduce((total, item) => total + item.quantity, 0),
  };
}

/** The list's total quantity and grand total (sum of the item totals), exact in fils. */
export function intakeTotals(lines: readonly DraftMaterialLine[]): IntakeTotals {
  const totals = lines.map(materialLineTotals);
  return {
    totalQuantity: totals.reduce((total, line) => total + line.totalQuantity, 0),
    grandTotal: sumFils(totals.map((line) => line.itemTotal)),
  };
}
