import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { addLocalDays, daysBetween, weekStart } from '../time/local-date.js';
import {
  balanceAfterGiveBack,
  checkRedemption,
  type EntitlementState,
  usesInPeriod,
} from './plan-redemption.js';
import { PLAN_LIMIT_PERIODS, type PlanLimits, type PlanRules } from './plan-terms.js';
import { endsOnAfterFreeze, entitlementEndsOn } from './plan-validity.js';

const START = '2026-01-01';
const limitArb = fc.option(fc.integer({ min: 1, max: 5 }), { nil: null });
const limitsArb: fc.Arbitrary<PlanLimits> = fc.record({
  day: limitArb,
  week: limitArb,
  month: limitArb,
});
const rulesArb: fc.Arbitrary<PlanRules> = fc.record({
  kind: fc.constantFrom('unlimited' as const, 'uses' as const, 'value' as const),
  coverage: fc.constant([{ option_id: 1, car_group_id: 2 }]),
  branchIds: fc.constant([]),
  limits: limitsArb,
});
/** A redemption attempt: days after the previous one, and the line's price. */
const attemptArb = fc.record({
  gap: fc.integer({ min: 0, max: 9 }),
  price: fc.integer({ min: 0, max: 5_000 }),
});

function entitlementOf(rules: PlanRules, uses: number, value: number): EntitlementState {
  return {
    rules,
    startsOn: START,
    endsOn: '2027-12-31',
    usesLeft: rules.kind === 'uses' ? uses : null,
    valueLeft: rules.kind === 'value' ? value : null,
    frozenOn: null,
    cancelledOn: null,
  };
}

/** Runs the attempts in order, keeping the state and the days granted. */
function run(
  start: EntitlementState,
  attempts: readonly { gap: number; price: number }[],
): { states: EntitlementState[]; granted: string[] } {
  let state = start;
  let today = START;
  const states = [state];
  const granted: string[] = [];
  for (const attempt of attempts) {
    today = addLocalDays(today, attempt.gap);
    const result = checkRedemption(state, {
      today,
      branchId: 1,
      carGroupId: 2,
      optionIds: [1],
      priceFils: attempt.price,
      history: granted,
    });
    if (result.ok) {
      state = { ...state, usesLeft: result.value.usesLeft, valueLeft: result.value.valueLeft };
      granted.push(today);
      states.push(state);
    }
  }
  return { states, granted };
}

describe('redemption properties', () => {
  test.prop([
    rulesArb,
    fc.integer({ min: 0, max: 12 }),
    fc.integer({ min: 0, max: 20_000 }),
    fc.array(attemptArb, { maxLength: 60 }),
  ])('a balance never goes below zero', (rules, uses, value, attempts) => {
    const { states } = run(entitlementOf(rules, uses, value), attempts);
    for (const state of states) {
      expect(state.usesLeft ?? 0).toBeGreaterThanOrEqual(0);
      expect(state.valueLeft ?? 0).toBeGreaterThanOrEqual(0);
    }
  });

  test.prop([rulesArb, fc.array(attemptArb, { maxLength: 80 })])(
    'no day, week or month ever holds more redemptions than its limit',
    (rules, attempts) => {
      const { granted } = run(entitlementOf(rules, 1_000, 100_000_000), attempts);
      for (const period of PLAN_LIMIT_PERIODS) {
        const limit = rules.limits[period];
        if (limit === null) continue;
        for (const day of granted)
          expect(usesInPeriod(period, granted, day)).toBeLessThanOrEqual(limit);
      }
    },
  );

  test.prop([fc.integer({ min: 1, max: 20 }), fc.array(attemptArb, { maxLength: 40 })])(
    'a book of N uses without limits grants exactly min(N, attempts) redemptions',
    (uses, attempts) => {
      const rules: PlanRules = {
        kind: 'uses',
        coverage: [{ option_id: 1, car_group_id: 2 }],
        branchIds: [],
        limits: { day: null, week: null, month: null },
      };
      const { granted, states } = run(entitlementOf(rules, uses, 0), attempts);
      expect(granted).toHaveLength(Math.min(uses, attempts.length));
      expect(states.at(-1)?.usesLeft).toBe(uses - granted.length);
    },
  );

  test.prop([
    fc.constantFrom('uses' as const, 'value' as const),
    fc.integer({ min: 0, max: 50 }),
    fc.integer({ min: 0, max: 50_000 }),
    fc.integer({ min: 0, max: 5_000 }),
  ])('giving a redemption back restores the balance it took', (kind, uses, value, price) => {
    const rules: PlanRules = {
      kind,
      coverage: [{ option_id: 1, car_group_id: 2 }],
      branchIds: [],
      limits: { day: null, week: null, month: null },
    };
    const before = entitlementOf(rules, uses, value);
    const result = checkRedemption(before, {
      today: START,
      branchId: 1,
      carGroupId: 2,
      optionIds: [1],
      priceFils: price,
      history: [],
    });
    fc.pre(result.ok);
    if (!result.ok) return;
    expect(balanceAfterGiveBack(kind, result.value, result.value.valueTaken)).toEqual({
      usesLeft: before.usesLeft,
      valueLeft: before.valueLeft,
    });
  });
});

const dayArb = fc.integer({ min: 0, max: 3_000 }).map((n) => addLocalDays('2024-01-01', n));

describe('validity and freeze properties', () => {
  test.prop([dayArb, fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 400 })])(
    'a freeze moves the end later by exactly the frozen days',
    (endsOn, from, length) => {
      const frozenOn = addLocalDays('2024-01-01', from);
      const unfrozenOn = addLocalDays(frozenOn, length);
      expect(daysBetween(endsOn, endsOnAfterFreeze(endsOn, frozenOn, unfrozenOn))).toBe(length);
    },
  );

  test.prop([dayArb, fc.integer({ min: 1, max: 400 })])(
    'a plan of N days runs N days, sale day included',
    (startsOn, days) => {
      const endsOn = entitlementEndsOn(startsOn, { unit: 'days', count: days });
      expect(daysBetween(startsOn, endsOn) + 1).toBe(days);
    },
  );

  test.prop([dayArb, fc.integer({ min: 1, max: 60 })])(
    'a plan of N months ends after the start, before N months and one day',
    (startsOn, months) => {
      const endsOn = entitlementEndsOn(startsOn, { unit: 'months', count: months });
      expect(endsOn >= startsOn).toBe(true);
      expect(daysBetween(startsOn, endsOn)).toBeLessThanOrEqual(months * 31);
      expect(daysBetween(startsOn, endsOn)).toBeGreaterThanOrEqual(months * 28 - 1);
    },
  );

  test.prop([dayArb])('every week starts on a Monday within the 6 days before', (day) => {
    const start = weekStart(day);
    expect(new Date(`${start}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(daysBetween(start, day)).toBeGreaterThanOrEqual(0);
    expect(daysBetween(start, day)).toBeLessThan(7);
  });
});
