import { describe, expect, it } from 'vitest';
import { checkRedemption, entitlementStatus, type EntitlementState } from './plan-redemption.js';
import { addLocalMonths, isLocalDate } from '../time/local-date.js';
import { entitlementEndsOn } from './plan-validity.js';

const book: EntitlementState = {
  rules: {
    kind: 'uses',
    coverage: [
      { option_id: 5, car_group_id: 2 },
      { option_id: 6, car_group_id: 2 },
    ],
    branchIds: [1],
    limits: { day: 1, week: null, month: null },
  },
  startsOn: '2026-02-12',
  endsOn: '2026-03-11',
  usesLeft: 3,
  valueLeft: null,
  frozenOn: null,
  cancelledOn: null,
};
const ask = {
  today: '2026-03-01',
  branchId: 1,
  carGroupId: 2,
  optionIds: [5],
  priceFils: 3_000,
  history: [] as string[],
};

describe('checkRedemption', () => {
  it('grants a covered line and takes one use', () => {
    expect(checkRedemption(book, ask)).toEqual({
      ok: true,
      value: { usesLeft: 2, valueLeft: null, valueTaken: 0 },
    });
  });

  it.each([
    [{ ...book, cancelledOn: '2026-02-25' }, ask, 'plan.cancelled', { cancelled_on: '2026-02-25' }],
    [{ ...book, frozenOn: '2026-02-20' }, ask, 'plan.frozen', { frozen_on: '2026-02-20' }],
    [book, { ...ask, today: '2026-02-11' }, 'plan.not-started', { starts_on: '2026-02-12' }],
    [book, { ...ask, today: '2026-03-12' }, 'plan.expired', { ends_on: '2026-03-11' }],
    [book, { ...ask, branchId: 2 }, 'plan.branch-not-covered', undefined],
    [book, { ...ask, carGroupId: 3 }, 'plan.car-group-not-covered', { car_group: 3 }],
    [book, { ...ask, optionIds: [5, 7] }, 'plan.service-not-covered', undefined],
    [book, { ...ask, optionIds: [] }, 'plan.service-not-covered', undefined],
    [{ ...book, usesLeft: 0 }, ask, 'plan.used-up', undefined],
    [book, { ...ask, history: ['2026-03-01'] }, 'plan.limit-reached', { period: 'day', limit: 1 }],
  ])('refuses with its reason (%#)', (entitlement, asked, code, params) => {
    const result = checkRedemption(entitlement, asked);
    expect(result).toEqual(
      params === undefined ? { ok: false, code } : { ok: false, code, params },
    );
  });

  it('lets a value plan pay a line it can cover, and no more', () => {
    const card = { ...book, rules: { ...book.rules, kind: 'value' as const }, usesLeft: null };
    expect(checkRedemption({ ...card, valueLeft: 3_000 }, ask)).toEqual({
      ok: true,
      value: { usesLeft: null, valueLeft: 0, valueTaken: 3_000 },
    });
    expect(checkRedemption({ ...card, valueLeft: 2_999 }, ask)).toEqual({
      ok: false,
      code: 'plan.value-too-low',
      params: { left: '29.99', price: '30.00' },
    });
  });
});

describe('entitlementStatus', () => {
  it('names where an entitlement stands', () => {
    expect(entitlementStatus(book, '2026-03-01')).toBe('active');
    expect(entitlementStatus(book, '2026-03-12')).toBe('expired');
    expect(entitlementStatus(book, '2026-02-01')).toBe('not-started');
    expect(entitlementStatus({ ...book, usesLeft: 0 }, '2026-03-01')).toBe('used-up');
    expect(entitlementStatus({ ...book, frozenOn: '2026-03-01' }, '2026-03-01')).toBe('frozen');
    const cancelled = { ...book, frozenOn: '2026-02-20', cancelledOn: '2026-02-25' };
    expect(entitlementStatus(cancelled, '2026-03-01')).toBe('cancelled');
  });
});

describe('dates', () => {
  it('holds a month end at the shorter month', () => {
    expect(addLocalMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addLocalMonths('2024-12-15', 2)).toBe('2025-02-15');
    expect(entitlementEndsOn('2026-02-12', { unit: 'months', count: 1 })).toBe('2026-03-11');
  });

  it('knows a real date', () => {
    expect(isLocalDate('2026-02-28')).toBe(true);
    expect(isLocalDate('2026-02-30')).toBe(false);
    expect(isLocalDate('26-02-01')).toBe(false);
  });
});
