import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { filsArb } from '../test/arbitraries.js';
import type { DenominationCounts } from './denominations.js';
import { cashAmount, cashMovement, MAX_SHIFT_NOTE, varianceReason } from './shift-input.js';
import { cashVariance, shiftSettingsProblem, varianceNeedsApproval } from './shift-variance.js';

describe('cashAmount', () => {
  it('takes a total, a count, or both when they agree', () => {
    expect(cashAmount({ total: 0 })).toEqual({ ok: true, value: 0 });
    expect(cashAmount({ counts: { 10_000: 2, 25: 2 } })).toEqual({ ok: true, value: 20_050 });
    expect(cashAmount({ total: 500, counts: { 500: 1 } })).toEqual({ ok: true, value: 500 });
  });

  it('refuses a count that disagrees with the total, or neither', () => {
    expect(cashAmount({ total: 600, counts: { 500: 1 } })).toMatchObject({
      ok: false,
      code: 'shift.counts-mismatch',
    });
    expect(cashAmount({})).toMatchObject({ code: 'shift.amount-invalid' });
    expect(cashAmount({ total: 1.5 })).toMatchObject({ code: 'shift.amount-invalid' });
    expect(cashAmount({ counts: { 7: 1 } as DenominationCounts })).toMatchObject({
      code: 'shift.counts-invalid',
    });
  });
});

describe('cashMovement', () => {
  it('keeps a known reason, a positive amount and a trimmed note', () => {
    expect(cashMovement({ reason: 'bank-drop', amount: 50_000, note: ' bag 12 ' })).toEqual({
      ok: true,
      value: { reason: 'bank-drop', amount: 50_000, note: 'bag 12' },
    });
  });

  it('refuses an unknown reason, a zero amount or a long note', () => {
    expect(cashMovement({ reason: 'tips', amount: 100 })).toMatchObject({
      code: 'shift.reason-invalid',
    });
    expect(cashMovement({ reason: 'bank-drop', amount: 0 })).toMatchObject({
      code: 'shift.amount-invalid',
    });
    expect(
      cashMovement({ reason: 'bank-drop', amount: 1, note: 'x'.repeat(MAX_SHIFT_NOTE + 1) }),
    ).toMatchObject({ code: 'shift.note-too-long' });
  });
});

describe('variance', () => {
  test.prop([filsArb, filsArb, filsArb])(
    'needs approval exactly when its size is above the threshold',
    (counted, expected, threshold) => {
      const variance = cashVariance(counted, expected);
      expect(expected + variance).toBe(counted);
      expect(varianceNeedsApproval(variance, threshold)).toBe(
        Math.abs(counted - expected) > threshold,
      );
    },
  );

  it('does not need approval at the threshold, short or over', () => {
    expect(varianceNeedsApproval(-200, 200)).toBe(false);
    expect(varianceNeedsApproval(201, 200)).toBe(true);
    expect(varianceNeedsApproval(-500, 200)).toBe(true);
  });

  it('asks for a reason only when approval is needed', () => {
    expect(varianceReason('  ', true)).toMatchObject({ code: 'shift.variance-reason-required' });
    expect(varianceReason('', false)).toEqual({ ok: true, value: null });
    expect(varianceReason(' short ', true)).toEqual({ ok: true, value: 'short' });
  });

  it('refuses a threshold that is not whole fils', () => {
    expect(shiftSettingsProblem({ cashNeedsShift: true, varianceThresholdFils: -1 })).toBe(
      'shift.threshold-invalid',
    );
    expect(shiftSettingsProblem({ cashNeedsShift: true, varianceThresholdFils: 0 })).toBeNull();
  });
});
