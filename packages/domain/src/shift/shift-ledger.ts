// What a cash shift holds: its opening float and every posting to it, and the figures an X or
// Z report shows, worked out from them in one place.
import type { Fils } from '../money/fils.js';

/** Why cash is put into or taken out of the drawer outside a sale. */
export const CASH_MOVEMENT_REASONS = ['bank-drop', 'float-top-up', 'petty-expense'] as const;

/** One reason for a cash movement. */
export type CashMovementReason = (typeof CASH_MOVEMENT_REASONS)[number];

/** Whether a reason puts cash in (a float top-up) or takes it out (a bank drop, an expense). */
export function movementDirection(reason: CashMovementReason): 'in' | 'out' {
  return reason === 'float-top-up' ? 'in' : 'out';
}

/** One posting to a shift, amounts in whole fils and never negative. */
export type ShiftEntry =
  /** A cash payment: what the customer handed over and the change given back. */
  | { readonly kind: 'cash-sale'; readonly tendered: Fils; readonly change: Fils }
  /** Cash paid back to a customer for a refund. */
  | { readonly kind: 'cash-refund'; readonly amount: Fils }
  | { readonly kind: 'movement'; readonly reason: CashMovementReason; readonly amount: Fils };

/** The cash figures of a shift. */
export interface ShiftCash {
  readonly float: Fils;
  /** Cash handed over by customers. */
  readonly tendered: Fils;
  readonly change: Fils;
  /** What the cash sales took: tendered less change. */
  readonly cashSales: Fils;
  readonly refunds: Fils;
  readonly cashIn: Fils;
  readonly cashOut: Fils;
  /** What the drawer should hold. */
  readonly expected: Fils;
}

/**
 * The cash figures of a shift from its float and postings, in any order: expected is the
 * float, plus cash handed over, less change, less cash refunds, plus cash in, less cash out.
 * @example shiftCash(10_000, [{ kind: 'cash-sale', tendered: 5_000, change: 500 }]).expected // 14_500
 */
export function shiftCash(float: Fils, entries: readonly ShiftEntry[]): ShiftCash {
  let tendered = 0;
  let change = 0;
  let refunds = 0;
  let cashIn = 0;
  let cashOut = 0;
  for (const entry of entries) {
    if (entry.kind === 'cash-sale') {
      tendered += entry.tendered;
      change += entry.change;
    } else if (entry.kind === 'cash-refund') {
      refunds += entry.amount;
    } else if (movementDirection(entry.reason) === 'in') {
      cashIn += entry.amount;
    } else {
      cashOut += entry.amount;
    }
  }
  const cashSales = tendered - change;
  const expected = float + cashSales - refunds + cashIn - cashOut;
  return { float, tendered, change, cashSales, refunds, cashIn, cashOut, expected };
}
