import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  aedToFils,
  FILS_PER_AED,
  filsToAed,
  isFils,
  parseAedInput,
  percentOf,
  sanitizeAmountInput,
  sumFils,
} from './fils.js';

describe('isFils', () => {
  it('accepts whole safe integers only', () => {
    expect(isFils(1250)).toBe(true);
    expect(isFils(-5)).toBe(true);
    expect(isFils(12.5)).toBe(false);
    expect(isFils(Number.NaN)).toBe(false);
    expect(isFils('1250')).toBe(false);
  });
});

describe('aedToFils', () => {
  it('converts an AED number to fils without float noise', () => {
    expect(aedToFils(12.5)).toEqual({ ok: true, value: 1250 });
    expect(aedToFils(0.29)).toEqual({ ok: true, value: 29 });
    expect(aedToFils(0.1 + 0.2)).toEqual({ ok: true, value: 30 });
  });
  it('reads numeric strings as the API may send them', () => {
    expect(aedToFils('99.99')).toEqual({ ok: true, value: 9999 });
  });
  it('gives 0 rather than -0', () => {
    const result = aedToFils(-0.001);
    expect(result.ok && Object.is(result.value, 0)).toBe(true);
  });
  it('refuses what is not a finite amount with money.invalid', () => {
    expect(aedToFils('')).toEqual({ ok: false, code: 'money.invalid' });
    expect(aedToFils('abc')).toEqual({ ok: false, code: 'money.invalid' });
    expect(aedToFils(Number.POSITIVE_INFINITY)).toEqual({ ok: false, code: 'money.invalid' });
    expect(aedToFils(null)).toEqual({ ok: false, code: 'money.invalid' });
    expect(aedToFils(1e300)).toEqual({ ok: false, code: 'money.invalid' });
  });
});

describe('filsToAed', () => {
  it('gives the AED number for the API', () => {
    expect(filsToAed(1250)).toBe(12.5);
    expect(FILS_PER_AED).toBe(100);
  });
});

describe('parseAedInput', () => {
  it('reads digits with at most one decimal point and two decimals', () => {
    expect(parseAedInput('12.5')).toEqual({ ok: true, value: 1250 });
    expect(parseAedInput(' 7 ')).toEqual({ ok: true, value: 700 });
    expect(parseAedInput('.5')).toEqual({ ok: true, value: 50 });
    expect(parseAedInput('3.')).toEqual({ ok: true, value: 300 });
  });
  it('refuses letters, signs, two dots and three decimals', () => {
    for (const text of ['abc', '-1', '1.2.3', '1.234', '', '1e3']) {
      expect(parseAedInput(text)).toEqual({ ok: false, code: 'money.invalid' });
    }
  });
  it('refuses amounts beyond safe integers', () => {
    expect(parseAedInput('9'.repeat(20))).toEqual({ ok: false, code: 'money.invalid' });
  });
});

describe('sanitizeAmountInput', () => {
  it('keeps only digits and the first decimal point', () => {
    expect(sanitizeAmountInput('1a2.3.4')).toBe('12.34');
    expect(sanitizeAmountInput('120')).toBe('120');
  });
  it('keeps a leading minus for the field to refuse, and no other', () => {
    expect(sanitizeAmountInput('-5')).toBe('-5');
    expect(parseAedInput(sanitizeAmountInput('-5')).ok).toBe(false);
    expect(sanitizeAmountInput('5-')).toBe('5');
    expect(sanitizeAmountInput('--5')).toBe('-5');
  });
});

describe('sumFils and percentOf', () => {
  it('sums exactly and rounds a percentage to whole fils', () => {
    expect(sumFils([10, 20, 30])).toBe(60);
    expect(percentOf(999, 5)).toBe(50);
    expect(percentOf(20000, 12.5)).toBe(2500);
  });
  it('answers 0, never NaN, for amounts or percentages that are not finite', () => {
    expect(sumFils([10, Number.NaN, 20, Number.POSITIVE_INFINITY, 0.5])).toBe(30);
    expect(percentOf(Number.NaN, 5)).toBe(0);
    expect(percentOf(1000, Number.NaN)).toBe(0);
    expect(percentOf(1000, 1e300)).toBe(0);
    expect(filsToAed(Number.NaN)).toBe(0);
    expect(filsToAed(Number.NEGATIVE_INFINITY)).toBe(0);
  });
});

describe('fils properties', () => {
  test.prop([fc.double(), fc.double(), fc.array(fc.double(), { maxLength: 5 })])(
    'no money helper answers NaN or an infinite amount, whatever number it is given',
    (a, b, list) => {
      for (const value of [percentOf(a, b), filsToAed(a), sumFils(list)]) {
        expect(Number.isFinite(value)).toBe(true);
      }
    },
  );
  test.prop([fc.integer({ min: -1_000_000_000, max: 1_000_000_000 })])(
    'fils → AED → fils is exact',
    (fils) => {
      expect(aedToFils(filsToAed(fils))).toEqual({ ok: true, value: fils === 0 ? 0 : fils });
    },
  );
  test.prop([fc.integer({ min: 0, max: 1_000_000_000 })])(
    'a typed AED amount with two decimals reads back to its fils',
    (fils) => {
      const text = `${Math.floor(fils / 100)}.${String(fils % 100).padStart(2, '0')}`;
      expect(parseAedInput(text)).toEqual({ ok: true, value: fils });
    },
  );
});
