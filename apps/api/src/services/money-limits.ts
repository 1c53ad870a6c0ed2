// Refuses a cart or an invoice whose lines or total pass the domain's money limits, so the
// cart call never prices what the order could not store, and no sum leaves the 64-bit columns.
import {
  filsToAed,
  MAX_LINE_TOTAL_FILS,
  MAX_ORDER_TOTAL_FILS,
  type Fils,
  type RefusalCode,
} from '@lamaa/domain';
import { ApiError } from '../http/api-error.js';
import { refusalMessage } from '../http/refusal-messages.js';

/** One line as the limits see it: where it sits in the request and what it comes to. */
export interface LineAmount {
  /** The field path of the line in the request, e.g. `purchasables.3`. */
  readonly field: string;
  readonly unitFils: Fils;
  readonly quantity: number;
  readonly addOnFils?: Fils | null;
}

/** What a line comes to: unit price × quantity, plus its add-ons. */
export function lineTotal(line: LineAmount): Fils {
  return line.unitFils * line.quantity + (line.addOnFils ?? 0);
}

function tooLarge(code: RefusalCode, field: string, max: Fils): ApiError {
  const params = { max: String(filsToAed(max)) };
  return new ApiError(422, code, { params, errors: { [field]: [refusalMessage(code, params)] } });
}

/** 422 naming the first line above MAX_LINE_TOTAL_FILS, or `totalField` when the lines together pass MAX_ORDER_TOTAL_FILS. */
export function refuseOversized(
  lines: readonly LineAmount[],
  codes: { line: RefusalCode; total: RefusalCode },
  totalField: string,
): void {
  let total = 0;
  for (const line of lines) {
    const amount = lineTotal(line);
    if (amount > MAX_LINE_TOTAL_FILS) throw tooLarge(codes.line, line.field, MAX_LINE_TOTAL_FILS);
    total += amount;
  }
  if (total > MAX_ORDER_TOTAL_FILS) throw tooLarge(codes.total, totalField, MAX_ORDER_TOTAL_FILS);
}

/** 422 on `field` when a priced figure (a total after fees) passes MAX_ORDER_TOTAL_FILS. */
export function refuseOversizedTotal(code: RefusalCode, field: string, amounts: readonly Fils[]) {
  if (amounts.some((amount) => amount > MAX_ORDER_TOTAL_FILS))
    throw tooLarge(code, field, MAX_ORDER_TOTAL_FILS);
}
