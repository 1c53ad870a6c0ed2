// When an entitlement ends: its validity counted from the sale date, moved later by exactly
// the days it spent frozen.
import { addLocalDays, addLocalMonths, daysBetween } from '../time/local-date.js';
import type { PlanValidity } from './plan-terms.js';

/**
 * The last day an entitlement sold on `startsOn` may be used (inclusive): the day before the
 * period after the sale ends.
 * @example entitlementEndsOn('2026-02-12', { unit: 'months', count: 1 }) // '2026-03-11'
 */
export function entitlementEndsOn(startsOn: string, validity: PlanValidity): string {
  const after =
    validity.unit === 'days'
      ? addLocalDays(startsOn, validity.count)
      : addLocalMonths(startsOn, validity.count);
  return addLocalDays(after, -1);
}

/**
 * The end after a freeze from `frozenOn` to `unfrozenOn`: later by exactly the frozen days
 * (none when unfrozen the day it was frozen, or earlier).
 * @example endsOnAfterFreeze('2026-03-11', '2026-03-01', '2026-03-08') // '2026-03-18'
 */
export function endsOnAfterFreeze(endsOn: string, frozenOn: string, unfrozenOn: string): string {
  return addLocalDays(endsOn, Math.max(0, daysBetween(frozenOn, unfrozenOn)));
}
