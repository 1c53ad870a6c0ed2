import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { addLocalDays, daysBetween } from '../time/local-date.js';
import {
  cancelEntitlement,
  freezeEntitlement,
  transferProblem,
  unfreezeEntitlement,
  unusedShare,
} from './plan-manage.js';
import type { EntitlementState } from './plan-redemption.js';

const book: EntitlementState = {
  rules: {
    kind: 'uses',
    coverage: [{ option_id: 5, car_group_id: 2 }],
    branchIds: [],
    limits: { day: null, week: null, month: null },
  },
  startsOn: '2026-02-12',
  endsOn: '2026-03-11',
  usesLeft: 7,
  valueLeft: null,
  frozenOn: null,
  cancelledOn: null,
};
const month: EntitlementState = {
  ...book,
  rules: { ...book.rules, kind: 'unlimited' },
  startsOn: '2026-03-01',
  endsOn: '2026-03-30',
  usesLeft: null,
};
const move = {
  today: '2026-03-01',
  fromCarId: 1,
  toCarId: 2,
  fromCustomerId: 7,
  toCustomerId: 7,
  reason: 'Sold the first car',
};

describe('freezing', () => {
  it('freezes from today, and refuses a second freeze, an ended or a used-up plan', () => {
    expect(freezeEntitlement(book, '2026-03-01')).toEqual({
      ok: true,
      value: { frozenOn: '2026-03-01' },
    });
    expect(freezeEntitlement({ ...book, frozenOn: '2026-02-20' }, '2026-03-01')).toEqual({
      ok: false,
      code: 'plan.already-frozen',
      params: { frozen_on: '2026-02-20' },
    });
    expect(freezeEntitlement(book, '2026-03-12')).toMatchObject({ code: 'plan.expired' });
    expect(freezeEntitlement({ ...book, usesLeft: 0 }, '2026-03-01')).toMatchObject({
      code: 'plan.used-up',
    });
  });

  it('unfreezes only a frozen plan, moving its end by the frozen days', () => {
    expect(unfreezeEntitlement(book, '2026-03-01')).toMatchObject({ code: 'plan.not-frozen' });
    expect(unfreezeEntitlement({ ...book, frozenOn: '2026-03-01' }, '2026-03-08')).toEqual({
      ok: true,
      value: { endsOn: '2026-03-18' },
    });
  });

  test.prop([fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 400 })])(
    'a freeze then an unfreeze moves the end by exactly the frozen days',
    (after, frozenFor) => {
      const frozenOn = addLocalDays(book.startsOn, Math.min(after, 27));
      const frozen = freezeEntitlement(book, frozenOn);
      if (!frozen.ok) throw new Error(frozen.code);
      const back = unfreezeEntitlement(
        { ...book, frozenOn: frozen.value.frozenOn },
        addLocalDays(frozenOn, frozenFor),
      );
      if (!back.ok) throw new Error(back.code);
      expect(daysBetween(book.endsOn, back.value.endsOn)).toBe(frozenFor);
    },
  );
});

describe('transferring', () => {
  it('needs a reason, another vehicle, the same customer and something left', () => {
    expect(transferProblem(book, move)).toBeNull();
    expect(transferProblem(book, { ...move, reason: '  ' })).toMatchObject({
      code: 'plan.reason-required',
    });
    expect(transferProblem(book, { ...move, reason: 'x'.repeat(501) })).toMatchObject({
      code: 'plan.reason-required',
    });
    expect(transferProblem(book, { ...move, toCarId: 1 })).toMatchObject({
      code: 'plan.transfer-same-vehicle',
    });
    expect(transferProblem(book, { ...move, toCustomerId: 8 })).toMatchObject({
      code: 'plan.transfer-other-customer',
    });
    expect(transferProblem(book, { ...move, today: '2026-03-12' })).toMatchObject({
      code: 'plan.expired',
    });
    expect(transferProblem({ ...book, frozenOn: '2026-02-20' }, move)).toBeNull();
  });
});

describe('cancelling', () => {
  const worth = { priceFils: 30_000, usesTotal: 10, valueTotal: null };
  it('refunds the unused share, counted from the freeze when frozen', () => {
    expect(cancelEntitlement(book, worth, '2026-03-01', 'moved away')).toEqual({
      ok: true,
      value: { refundFils: 21_000 },
    });
    const paid = { priceFils: 30_000, usesTotal: null, valueTotal: null };
    const frozen = { ...month, frozenOn: '2026-03-21' };
    expect(cancelEntitlement(frozen, paid, '2026-05-01', 'moved away')).toEqual({
      ok: true,
      value: { refundFils: 10_000 },
    });
  });

  it('asks a reason and refuses what has nothing left to give back', () => {
    const cancel = (state: typeof book, today = '2026-03-01', reason = 'moved away') =>
      cancelEntitlement(state, worth, today, reason);
    expect(cancel(book, '2026-03-01', '  ')).toMatchObject({ code: 'plan.reason-required' });
    expect(cancel({ ...book, cancelledOn: '2026-02-25' })).toMatchObject({
      code: 'plan.cancelled',
      params: { cancelled_on: '2026-02-25' },
    });
    expect(cancel(book, '2026-03-12')).toMatchObject({ code: 'plan.expired' });
    expect(cancel({ ...book, usesLeft: 0 })).toMatchObject({ code: 'plan.used-up' });
  });

  it('ends every other change: no freeze, unfreeze, transfer, nor anything owed', () => {
    const cancelled = { ...book, cancelledOn: '2026-02-25' };
    expect(freezeEntitlement(cancelled, '2026-03-01')).toMatchObject({ code: 'plan.cancelled' });
    expect(
      unfreezeEntitlement({ ...cancelled, frozenOn: '2026-02-20' }, '2026-03-01'),
    ).toMatchObject({ code: 'plan.cancelled' });
    expect(transferProblem(cancelled, move)).toMatchObject({ code: 'plan.cancelled' });
    expect(unusedShare(cancelled, worth, '2026-03-01')).toBe(0);
  });
});

describe('the unused share of the price', () => {
  const worth = { priceFils: 30_000, usesTotal: 10, valueTotal: null };
  it('is uses left × price ÷ uses for a book', () => {
    expect(unusedShare(book, worth, '2026-03-01')).toBe(21_000);
    expect(unusedShare({ ...book, usesLeft: 0 }, worth, '2026-03-01')).toBe(0);
    expect(unusedShare(book, worth, '2026-03-12')).toBe(0);
    // A book sold with no count of uses owes nothing rather than dividing by zero.
    expect(unusedShare(book, { ...worth, usesTotal: null }, '2026-03-01')).toBe(0);
  });

  it('is value left × price ÷ value for stored value, rounded down', () => {
    const card = { ...book, rules: { ...book.rules, kind: 'value' as const }, usesLeft: null };
    const paid = { priceFils: 50_000, usesTotal: null, valueTotal: 55_000 };
    expect(unusedShare({ ...card, valueLeft: 11_000 }, paid, '2026-03-01')).toBe(10_000);
    expect(unusedShare({ ...card, valueLeft: 1 }, paid, '2026-03-01')).toBe(0);
    expect(
      unusedShare({ ...card, valueLeft: 100 }, { ...paid, valueTotal: null }, '2026-03-01'),
    ).toBe(0);
  });

  it('is the days left pro rata for unlimited, counted from the freeze when frozen', () => {
    const paid = { priceFils: 30_000, usesTotal: null, valueTotal: null };
    expect(unusedShare(month, paid, '2026-03-01')).toBe(30_000);
    expect(unusedShare(month, paid, '2026-03-21')).toBe(10_000);
    expect(unusedShare(month, paid, '2026-02-20')).toBe(30_000);
    expect(unusedShare({ ...month, frozenOn: '2026-03-21' }, paid, '2026-05-01')).toBe(10_000);
  });

  test.prop([
    fc.integer({ min: 0, max: 10_000_000 }),
    fc.integer({ min: 1, max: 1000 }),
    fc.integer({ min: -5, max: 1005 }),
  ])('never exceeds the price nor goes below zero', (price, total, left) => {
    const share = unusedShare(
      { ...book, usesLeft: left },
      { priceFils: price, usesTotal: total, valueTotal: null },
      '2026-03-01',
    );
    expect(share).toBeGreaterThanOrEqual(0);
    expect(share).toBeLessThanOrEqual(price);
  });
});
