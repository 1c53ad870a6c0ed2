import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  countedTotal,
  countsAreValid,
  DENOMINATIONS,
  type DenominationCounts,
  isNote,
  MAX_PIECES,
} from './denominations.js';

const countsArb: fc.Arbitrary<DenominationCounts> = fc.dictionary(
  fc.constantFrom(...DENOMINATIONS.map(String)),
  fc.integer({ min: 0, max: MAX_PIECES }),
);

describe('denominations', () => {
  it('lists the AED notes from 1000 to 5 and the 1, 0.50 and 0.25 coins, in fils', () => {
    expect(DENOMINATIONS.filter(isNote).map((v) => v / 100)).toEqual([
      1000, 500, 200, 100, 50, 20, 10, 5,
    ]);
    expect(DENOMINATIONS.filter((v) => !isNote(v))).toEqual([100, 50, 25]);
  });

  test.prop([countsArb])('adds every piece at its value', (counts) => {
    const byHand = Object.entries(counts).reduce((sum, [v, n]) => sum + Number(v) * n, 0);
    expect(countedTotal(counts)).toBe(byHand);
    expect(countsAreValid(counts)).toBe(true);
  });

  it('refuses an unknown value, a fraction or a negative count', () => {
    expect(countsAreValid({ 300: 1 })).toBe(false);
    expect(countsAreValid({ 500: 1.5 })).toBe(false);
    expect(countsAreValid({ 500: -1 })).toBe(false);
    expect(countsAreValid({ 500: MAX_PIECES + 1 })).toBe(false);
  });
});
