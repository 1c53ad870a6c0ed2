import { fail, ok, type Result } from '../shared/result.js';

/** One barcode row of a material line: the barcode and how many items carry it. */
export interface BarcodeLine {
  readonly barcode: string;
  readonly quantity: number;
}

/** The marker that stands in the barcode when the server is to generate barcodes. */
export const AUTO_GENERATE = 'AUTO_GENERATE';

/** Why a typed quantity was refused: at or below 0 or not a number, or a fraction. */
export type QuantityCode = 'intake.quantity-invalid' | 'intake.quantity-not-whole';

/** Why a barcode row was refused. */
export type BarcodeCode =
  | 'intake.barcode-required'
  | QuantityCode
  | 'intake.barcode-quantity-required'
  | 'intake.barcode-exists'
  | 'intake.line-not-found';

/** What happened to the rows: a new row, a scanned barcode merged, or a quantity updated. */
export type BarcodeOutcome =
  'intake.barcode-added' | 'intake.barcode-merged' | 'intake.barcode-quantity-updated';

/** The rows after a change, and what the change was (for 'Updated quantity for barcode'). */
export interface BarcodeChange {
  readonly lines: readonly BarcodeLine[];
  readonly outcome: BarcodeOutcome;
}

/**
 * Reads a quantity: a whole number of at least 1, given as a number or as typed text; a
 * fraction above 0 is refused as not whole, anything else as not above 0.
 * @example parseQuantity('3') // { ok: true, value: 3 }
 * @example parseQuantity('2.5') // { ok: false, code: 'intake.quantity-not-whole' }
 */
export function parseQuantity(value: number | string): Result<number, QuantityCode> {
  const quantity =
    typeof value === 'string'
      ? /^\s*(\d+(\.\d*)?|\.\d+)\s*$/.test(value)
        ? Number(value)
        : Number.NaN
      : value;
  if (Number.isSafeInteger(quantity) && quantity > 0) return ok(quantity);
  return fail(
    quantity > 0 && Number.isFinite(quantity)
      ? 'intake.quantity-not-whole'
      : 'intake.quantity-invalid',
  );
}

/** True when the text holds nothing. */
function isBlank(value: number | string): boolean {
  return typeof value === 'string' && value.trim() === '';
}

/**
 * A scanned barcode: scanning the same barcode again merges the quantity into its row,
 * otherwise a row is added.
 * @example scanBarcode([{ barcode: '111', quantity: 1 }], '111').value.lines // [{ barcode: '111', quantity: 2 }]
 */
export function scanBarcode(
  lines: readonly BarcodeLine[],
  barcode: string,
  quantity: number | string = 1,
): Result<BarcodeChange, 'intake.barcode-required' | QuantityCode> {
  const code = barcode.trim();
  if (code === '') return fail('intake.barcode-required');
  const amount = parseQuantity(quantity);
  if (!amount.ok) return amount;
  const index = lines.findIndex((line) => line.barcode === code);
  if (index === -1)
    return ok({
      lines: [...lines, { barcode: code, quantity: amount.value }],
      outcome: 'intake.barcode-added',
    });
  const merged = lines.map((line, at) =>
    at === index ? { barcode: code, quantity: line.quantity + amount.value } : line,
  );
  return ok({ lines: merged, outcome: 'intake.barcode-merged' });
}

/**
 * A barcode and quantity typed in scanning mode (Enter adds): both are required; an existing
 * barcode with a quantity updates its quantity ('Updated quantity for barcode').
 */
export function enterBarcodeLine(
  lines: readonly BarcodeLine[],
  entry: { readonly barcode: string; readonly quantity: number | string },
): Result<
  BarcodeChange,
  'intake.barcode-required' | QuantityCode | 'intake.barcode-quantity-required'
> {
  const code = entry.barcode.trim();
  if (code === '' && isBlank(entry.quantity)) return fail('intake.barcode-quantity-required');
  if (code === '') return fail('intake.barcode-required');
  const quantity = parseQuantity(entry.quantity);
  if (!quantity.ok) return quantity;
  const index = lines.findIndex((line) => line.barcode === code);
  if (index === -1)
    return ok({
      lines: [...lines, { barcode: code, quantity: quantity.value }],
      outcome: 'intake.barcode-added',
    });
  const updated = lines.map((line, at) =>
    at === index ? { barcode: code, quantity: quantity.value } : line,
  );
  return ok({ lines: updated, outcome: 'intake.barcode-quantity-updated' });
}

/**
 * Edits one row: barcode and quantity are both required and the barcode must stay unique
 * ('This barcode already exists').
 */
export function editBarcodeLine(
  lines: readonly BarcodeLine[],
  index: number,
  entry: { readonly barcode: string; readonly quantity: number | string },
): Result<readonly BarcodeLine[], BarcodeCode> {
  if (lines[index] === undefined) return fail('intake.line-not-found');
  const code = entry.barcode.trim();
  if (code === '' || isBlank(entry.quantity)) return fail('intake.barcode-quantity-required');
  const quantity = parseQuantity(entry.quantity);
  if (!quantity.ok) return quantity;
  if (lines.some((line, at) => at !== index && line.barcode === code))
    return fail('intake.barcode-exists');
  return ok(
    lines.map((line, at) => (at === index ? { barcode: code, quantity: quantity.value } : line)),
  );
}

/** Removes one row; an index outside the rows changes nothing. */
export function removeBarcodeLine(
  lines: readonly BarcodeLine[],
  index: number,
): readonly BarcodeLine[] {
  return lines.filter((_line, at) => at !== index);
}
