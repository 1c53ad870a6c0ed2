// Whether an entitlement may pay for one service line today, and the balance after it: every
// refusal is a typed code with the values its text needs. A balance never goes below zero.
import { filsToAed, type Fils } from '../money/fils.js';
import { fail, ok, type Result } from '../shared/result.js';
import { weekStart } from '../time/local-date.js';
import { PLAN_LIMIT_PERIODS, type PlanLimitPeriod, type PlanRules } from './plan-terms.js';

/** Why an entitlement cannot pay for a line. */
export type PlanRefusalCode =
  | 'plan.cancelled'
  | 'plan.frozen'
  | 'plan.not-started'
  | 'plan.expired'
  | 'plan.branch-not-covered'
  | 'plan.car-group-not-covered'
  | 'plan.service-not-covered'
  | 'plan.used-up'
  | 'plan.value-too-low'
  | 'plan.limit-reached';

/** An entitlement as the redemption rule sees it. */
export interface EntitlementState {
  readonly rules: PlanRules;
  /** First and last day of use, inclusive, on the branch's calendar. */
  readonly startsOn: string;
  readonly endsOn: string;
  /** Uses left of a 'uses' plan; null for the other kinds. */
  readonly usesLeft: number | null;
  /** Fils left of a 'value' plan; null for the other kinds. */
  readonly valueLeft: Fils | null;
  /** The day it was frozen, or null. */
  readonly frozenOn: string | null;
  /** The day it was cancelled (with a refund of its unused share), or null: it ends for good. */
  readonly cancelledOn: string | null;
}

/** One line asking to be paid by an entitlement. */
export interface RedemptionAsk {
  /** Today on the branch's calendar. */
  readonly today: string;
  readonly branchId: number;
  readonly carGroupId: number;
  /** The service options of the line; all must be covered. */
  readonly optionIds: readonly number[];
  /** The line's normal price: what a 'value' plan pays. */
  readonly priceFils: Fils;
  /** The days of its earlier redemptions that were not given back. */
  readonly history: readonly string[];
}

/** What a granted redemption leaves and takes. */
export interface RedemptionGrant {
  readonly usesLeft: number | null;
  readonly valueLeft: Fils | null;
  /** Fils taken from a 'value' plan (0 for the others). */
  readonly valueTaken: Fils;
}

function samePeriod(period: PlanLimitPeriod, a: string, b: string): boolean {
  if (period === 'day') return a === b;
  if (period === 'week') return weekStart(a) === weekStart(b);
  return a.slice(0, 7) === b.slice(0, 7);
}

/**
 * How many of `history` fall in the same period as `today`.
 * @example usesInPeriod('week', ['2026-03-02', '2026-02-28'], '2026-03-04') // 1
 */
export function usesInPeriod(
  period: PlanLimitPeriod,
  history: readonly string[],
  today: string,
): number {
  return history.filter((day) => samePeriod(period, day, today)).length;
}

/** The first period whose limit is already used up today, or null. */
function reachedLimit(
  rules: PlanRules,
  history: readonly string[],
  today: string,
): { period: PlanLimitPeriod; limit: number } | null {
  for (const period of PLAN_LIMIT_PERIODS) {
    const limit = rules.limits[period];
    if (limit !== null && usesInPeriod(period, history, today) >= limit) return { period, limit };
  }
  return null;
}

/**
 * Whether `entitlement` may pay for the line in `ask`, and its balance after. Checked in order:
 * frozen, not yet started, expired, branch, car group, service, balance, limits.
 * @example checkRedemption(book, { today: '2026-03-01', branchId: 1, carGroupId: 2, optionIds: [5], priceFils: 3000, history: [] })
 */
export function checkRedemption(
  entitlement: EntitlementState,
  ask: RedemptionAsk,
): Result<RedemptionGrant, PlanRefusalCode> {
  const { rules } = entitlement;
  if (entitlement.cancelledOn !== null)
    return fail('plan.cancelled', { cancelled_on: entitlement.cancelledOn });
  if (entitlement.frozenOn !== null)
    return fail('plan.frozen', { frozen_on: entitlement.frozenOn });
  if (ask.today < entitlement.startsOn)
    return fail('plan.not-started', { starts_on: entitlement.startsOn });
  if (ask.today > entitlement.endsOn) return fail('plan.expired', { ends_on: entitlement.endsOn });
  if (rules.branchIds.length > 0 && !rules.branchIds.includes(ask.branchId))
    return fail('plan.branch-not-covered');
  const forGroup = rules.coverage.filter((entry) => entry.car_group_id === ask.carGroupId);
  if (forGroup.length === 0)
    return fail('plan.car-group-not-covered', { car_group: ask.carGroupId });
  const covered =
    ask.optionIds.length > 0 &&
    ask.optionIds.every((id) => forGroup.some((entry) => entry.option_id === id));
  if (!covered) return fail('plan.service-not-covered');
  if (rules.kind === 'uses' && (entitlement.usesLeft ?? 0) < 1) return fail('plan.used-up');
  const price = Math.max(0, ask.priceFils);
  if (rules.kind === 'value' && (entitlement.valueLeft ?? 0) < price)
    return fail('plan.value-too-low', {
      left: filsToAed(entitlement.valueLeft ?? 0).toFixed(2),
      price: filsToAed(price).toFixed(2),
    });
  const reached = reachedLimit(rules, ask.history, ask.today);
  if (reached) return fail('plan.limit-reached', reached);
  return ok({
    usesLeft: rules.kind === 'uses' ? (entitlement.usesLeft ?? 0) - 1 : entitlement.usesLeft,
    valueLeft:
      rules.kind === 'value' ? (entitlement.valueLeft ?? 0) - price : entitlement.valueLeft,
    valueTaken: rules.kind === 'value' ? price : 0,
  });
}

/** Where an entitlement may stand on a day, for lists and banners. */
export const ENTITLEMENT_STATUSES = [
  'active',
  'frozen',
  'not-started',
  'expired',
  'used-up',
  'cancelled',
] as const;

/** An entitlement's state on a day. */
export type EntitlementStatus = (typeof ENTITLEMENT_STATUSES)[number];

/**
 * Where an entitlement stands on `today`.
 * @example entitlementStatus(book, '2026-03-01') // 'active'
 */
export function entitlementStatus(entitlement: EntitlementState, today: string): EntitlementStatus {
  if (entitlement.cancelledOn !== null) return 'cancelled';
  if (entitlement.frozenOn !== null) return 'frozen';
  if (today < entitlement.startsOn) return 'not-started';
  if (today > entitlement.endsOn) return 'expired';
  if (entitlement.rules.kind === 'uses' && (entitlement.usesLeft ?? 0) < 1) return 'used-up';
  if (entitlement.rules.kind === 'value' && (entitlement.valueLeft ?? 0) < 1) return 'used-up';
  return 'active';
}

/** A balance: uses left and fils left (null where the kind keeps none). */
export interface PlanBalance {
  readonly usesLeft: number | null;
  readonly valueLeft: Fils | null;
}

/**
 * The balance once a redemption is given back (an unpaid order deleted, a line refunded): one
 * use, or the fils it took, back again.
 * @example balanceAfterGiveBack('uses', { usesLeft: 6, valueLeft: null }, 0) // { usesLeft: 7, valueLeft: null }
 */
export function balanceAfterGiveBack(
  kind: PlanRules['kind'],
  balance: PlanBalance,
  valueTaken: Fils,
): PlanBalance {
  return {
    usesLeft: kind === 'uses' ? (balance.usesLeft ?? 0) + 1 : balance.usesLeft,
    valueLeft: kind === 'value' ? (balance.valueLeft ?? 0) + valueTaken : balance.valueLeft,
  };
}
