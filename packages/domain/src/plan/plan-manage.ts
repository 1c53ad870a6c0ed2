// Managing an entitlement after the sale: freezing and unfreezing it (the end moves later by
// exactly the frozen days), moving it to another vehicle of the same customer with a reason,
// what is still unused of what was paid for it (the liability), and cancelling it, which
// refunds that unused share.
import type { Fils } from '../money/fils.js';
import { fail, type Failure, ok, type Result } from '../shared/result.js';
import { daysBetween } from '../time/local-date.js';
import { entitlementStatus, type EntitlementState } from './plan-redemption.js';
import { endsOnAfterFreeze } from './plan-validity.js';

/** Why an entitlement cannot be frozen, unfrozen or moved. */
export type PlanManageCode =
  | 'plan.cancelled'
  | 'plan.already-frozen'
  | 'plan.not-frozen'
  | 'plan.expired'
  | 'plan.used-up'
  | 'plan.transfer-same-vehicle'
  | 'plan.transfer-other-customer'
  | 'plan.reason-required';

/** The longest reason a transfer keeps, in characters. */
export const PLAN_REASON_MAX_LENGTH = 500;

function endedProblem(
  entitlement: EntitlementState,
  today: string,
): Failure<PlanManageCode> | null {
  const status = entitlementStatus({ ...entitlement, frozenOn: null }, today);
  if (status === 'cancelled')
    return fail('plan.cancelled', { cancelled_on: entitlement.cancelledOn ?? today });
  if (status === 'expired') return fail('plan.expired', { ends_on: entitlement.endsOn });
  if (status === 'used-up') return fail('plan.used-up');
  return null;
}

/**
 * Whether an entitlement may be frozen on `today`, and the day it is frozen from. A frozen,
 * ended or used-up entitlement is refused.
 * @example freezeEntitlement(book, '2026-03-01') // ok({ frozenOn: '2026-03-01' })
 */
export function freezeEntitlement(
  entitlement: EntitlementState,
  today: string,
): Result<{ frozenOn: string }, PlanManageCode> {
  if (entitlement.frozenOn !== null)
    return fail('plan.already-frozen', { frozen_on: entitlement.frozenOn });
  return endedProblem(entitlement, today) ?? ok({ frozenOn: today });
}

/**
 * Whether a frozen entitlement may be unfrozen on `today`, and its new last day: later by
 * exactly the days it spent frozen.
 * @example unfreezeEntitlement({ ...book, frozenOn: '2026-03-01' }, '2026-03-08') // ok({ endsOn: '2026-03-18' })
 */
export function unfreezeEntitlement(
  entitlement: EntitlementState,
  today: string,
): Result<{ endsOn: string }, PlanManageCode> {
  if (entitlement.cancelledOn !== null)
    return fail('plan.cancelled', { cancelled_on: entitlement.cancelledOn });
  if (entitlement.frozenOn === null) return fail('plan.not-frozen');
  return ok({ endsOn: endsOnAfterFreeze(entitlement.endsOn, entitlement.frozenOn, today) });
}

/** A transfer asked for: the vehicles and customers on both sides, and why. */
export interface TransferAsk {
  readonly today: string;
  readonly fromCarId: number;
  readonly toCarId: number;
  readonly fromCustomerId: number;
  readonly toCustomerId: number;
  readonly reason: string;
}

/**
 * Whether an entitlement may move to another vehicle: a reason, another vehicle, the same
 * customer, and something left to use.
 * @example transferProblem(book, { today, fromCarId: 1, toCarId: 2, fromCustomerId: 7, toCustomerId: 7, reason: 'sold the car' }) // null
 */
export function transferProblem(
  entitlement: EntitlementState,
  ask: TransferAsk,
): Failure<PlanManageCode> | null {
  const reason = ask.reason.trim();
  if (reason === '' || reason.length > PLAN_REASON_MAX_LENGTH) return fail('plan.reason-required');
  if (ask.toCarId === ask.fromCarId) return fail('plan.transfer-same-vehicle');
  if (ask.toCustomerId !== ask.fromCustomerId) return fail('plan.transfer-other-customer');
  return endedProblem(entitlement, ask.today);
}

/** What was paid for an entitlement and what it held when sold. */
export interface EntitlementWorth {
  readonly priceFils: Fils;
  /** Uses sold with a 'uses' plan, else null. */
  readonly usesTotal: number | null;
  /** Fils of stored value sold with a 'value' plan, else null. */
  readonly valueTotal: Fils | null;
}

function share(priceFils: Fils, left: number | null, total: number | null): Fils {
  if (left === null || total === null || total <= 0) return 0;
  return Math.floor((priceFils * Math.min(Math.max(left, 0), total)) / total);
}

/**
 * The unused share of what was paid, in fils, rounded down: uses left × price ÷ uses sold for a
 * book; value left × price ÷ value sold for stored value; the days left (from today, or from the
 * day it was frozen) × price ÷ the days it runs for unlimited. Nothing once it has ended or is
 * used up. This is what cancelling refunds, and what the business still owes in the liability.
 * @example unusedShare({ ...book, usesLeft: 7 }, { priceFils: 30_000, usesTotal: 10, valueTotal: null }, '2026-03-01') // 21_000
 */
export function unusedShare(
  entitlement: EntitlementState,
  worth: EntitlementWorth,
  today: string,
): Fils {
  const from = entitlement.frozenOn ?? today;
  if (endedProblem(entitlement, from) !== null) return 0;
  const { kind } = entitlement.rules;
  if (kind === 'uses') return share(worth.priceFils, entitlement.usesLeft, worth.usesTotal);
  if (kind === 'value') return share(worth.priceFils, entitlement.valueLeft, worth.valueTotal);
  const runs = daysBetween(entitlement.startsOn, entitlement.endsOn) + 1;
  const start = from < entitlement.startsOn ? entitlement.startsOn : from;
  return share(worth.priceFils, daysBetween(start, entitlement.endsOn) + 1, runs);
}

/**
 * Whether an entitlement may be cancelled on `today`, and what that refunds: its unused share of
 * what was paid (see unusedShare), counted from the day it was frozen if it is. A reason is
 * needed; one already cancelled, ended or used up is refused (nothing is left to give back).
 * @example cancelEntitlement({ ...book, usesLeft: 7 }, { priceFils: 30_000, usesTotal: 10, valueTotal: null }, '2026-03-01', 'moved away') // ok({ refundFils: 21_000 })
 */
export function cancelEntitlement(
  entitlement: EntitlementState,
  worth: EntitlementWorth,
  today: string,
  reason: string,
): Result<{ refundFils: Fils }, PlanManageCode> {
  const trimmed = reason.trim();
  if (trimmed === '' || trimmed.length > PLAN_REASON_MAX_LENGTH)
    return fail('plan.reason-required');
  const ended = endedProblem(entitlement, entitlement.frozenOn ?? today);
  if (ended) return ended;
  return ok({ refundFils: unusedShare(entitlement, worth, today) });
}
