import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { aedDecimal } from './aed-decimal.js';

describe('aedDecimal', () => {
  it('writes fils as AED with two decimals', () => {
    expect(aedDecimal(1250)).toBe('12.50');
    expect(aedDecimal(5)).toBe('0.05');
    expect(aedDecimal(0)).toBe('0.00');
    expect(aedDecimal(-205)).toBe('-2.05');
  });

  test.prop([fc.integer({ min: -1_000_000_000, max: 1_000_000_000 })])(
    'reads back to the same fils',
    (fils) => {
      expect(Math.round(Number(aedDecimal(fils)) * 100)).toBe(fils);
      expect(aedDecimal(fils)).toMatch(/^-?\d+\.\d{2}$/);
    },
  );
});
