// The UAE dirham's notes and coins a till is counted in, in fils, and the count of a drawer
// by denomination.
import type { Fils } from '../money/fils.js';

/** The notes and coins a cash count lists, largest first, in fils. */
export const DENOMINATIONS = [
  100_000, 50_000, 20_000, 10_000, 5_000, 2_000, 1_000, 500, 100, 50, 25,
] as const;

/** One note or coin value, in fils. */
export type Denomination = (typeof DENOMINATIONS)[number];

/** How many of each note or coin were counted, keyed by its value in fils. */
export type DenominationCounts = Readonly<Partial<Record<Denomination, number>>>;

/** The largest count of one note or coin a drawer is taken to hold. */
export const MAX_PIECES = 100_000;

/** Whether a value is a denomination the count lists. */
export function isDenomination(value: number): value is Denomination {
  return (DENOMINATIONS as readonly number[]).includes(value);
}

/** Whether a note or coin is a note (AED 5 and above). */
export function isNote(value: Denomination): boolean {
  return value >= 500;
}

/**
 * Whether every count is a whole number from 0 to MAX_PIECES for a known denomination.
 * @example countsAreValid({ 500: 2, 25: 3 }) // true
 */
export function countsAreValid(counts: Readonly<Record<number, number | undefined>>): boolean {
  return Object.entries(counts).every(([value, pieces]) => {
    const known = isDenomination(Number(value));
    const whole = pieces === undefined || (Number.isInteger(pieces) && pieces >= 0);
    return known && whole && (pieces ?? 0) <= MAX_PIECES;
  });
}

/**
 * The cash a count by denomination adds up to, in fils.
 * @example countedTotal({ 10_000: 2, 50: 1 }) // 20_050
 */
export function countedTotal(counts: DenominationCounts): Fils {
  return DENOMINATIONS.reduce((total, value) => total + value * (counts[value] ?? 0), 0);
}
