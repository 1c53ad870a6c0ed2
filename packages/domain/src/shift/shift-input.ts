// The checks on what a cashier types to open a shift, move cash and close: amounts in whole
// fils, a known reason, a short note, and a reason for a variance a manager must approve.
import { type Fils, isFils } from '../money/fils.js';
import { fail, ok, type Result } from '../shared/result.js';
import { countedTotal, countsAreValid, type DenominationCounts } from './denominations.js';
import { CASH_MOVEMENT_REASONS, type CashMovementReason } from './shift-ledger.js';

/** The largest amount a till is taken to hold, in fils (AED 10 million). */
export const MAX_TILL_FILS = 1_000_000_000;

/** The longest note a cash movement or a variance reason may carry. */
export const MAX_SHIFT_NOTE = 255;

/** Why a shift input is refused. */
export type ShiftInputCode =
  | 'shift.amount-invalid'
  | 'shift.counts-invalid'
  | 'shift.counts-mismatch'
  | 'shift.reason-invalid'
  | 'shift.note-too-long'
  | 'shift.variance-reason-required';

/** An amount of cash given as a total, by denomination, or both (which must agree). */
export interface CashAmountInput {
  readonly total?: Fils | undefined;
  readonly counts?: DenominationCounts | undefined;
}

/**
 * The cash an opening float or a closing count comes to: the total, or the sum of the counts;
 * when both are given they must agree. Zero is a valid float and count.
 * @example cashAmount({ counts: { 10_000: 1 } }) // ok(10_000)
 */
export function cashAmount(input: CashAmountInput): Result<Fils, ShiftInputCode> {
  if (input.counts !== undefined && !countsAreValid(input.counts)) {
    return fail('shift.counts-invalid');
  }
  const fromCounts = input.counts === undefined ? undefined : countedTotal(input.counts);
  const total = input.total ?? fromCounts;
  if (total === undefined || !isFils(total) || total > MAX_TILL_FILS) {
    return fail('shift.amount-invalid');
  }
  if (fromCounts !== undefined && fromCounts !== total) {
    return fail('shift.counts-mismatch', { counted: fromCounts });
  }
  return ok(total);
}

/** A cash movement as typed. */
export interface CashMovementInput {
  readonly reason: string;
  readonly amount: Fils;
  readonly note?: string | undefined;
}

/** A checked cash movement. */
export interface CashMovement {
  readonly reason: CashMovementReason;
  readonly amount: Fils;
  readonly note: string | null;
}

/**
 * Checks a cash in or out: a known reason, an amount above 0, a note of at most 255 characters.
 * @example cashMovement({ reason: 'bank-drop', amount: 50_000 }) // ok({ reason: 'bank-drop', amount: 50_000, note: null })
 */
export function cashMovement(input: CashMovementInput): Result<CashMovement, ShiftInputCode> {
  const reason = CASH_MOVEMENT_REASONS.find((known) => known === input.reason);
  if (reason === undefined) return fail('shift.reason-invalid');
  if (!isFils(input.amount) || input.amount <= 0 || input.amount > MAX_TILL_FILS) {
    return fail('shift.amount-invalid');
  }
  const note = input.note?.trim() ?? '';
  if (note.length > MAX_SHIFT_NOTE) return fail('shift.note-too-long', { max: MAX_SHIFT_NOTE });
  return ok({ reason, amount: input.amount, note: note === '' ? null : note });
}

/**
 * The reason a close carries: required (not blank) when the variance needs approval, at most
 * 255 characters; null when none was needed and none given.
 * @example varianceReason('', true) // fail('shift.variance-reason-required')
 */
export function varianceReason(
  text: string | undefined,
  isRequired: boolean,
): Result<string | null, ShiftInputCode> {
  const reason = text?.trim() ?? '';
  if (reason.length > MAX_SHIFT_NOTE) return fail('shift.note-too-long', { max: MAX_SHIFT_NOTE });
  if (reason === '') return isRequired ? fail('shift.variance-reason-required') : ok(null);
  return ok(reason);
}
