import { fail, ok, type Result } from '../shared/result.js';

/**
 * An amount of money in fils, the only unit used inside Lamaa: 1 AED = 100 fils.
 * Always a safe integer; AED decimals exist only at the API boundary and on screen.
 */
export type Fils = number;

/** Fils in one dirham. */
export const FILS_PER_AED = 100;

/** True when the value is a whole, finite number of fils. */
export function isFils(value: unknown): value is Fils {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/**
 * Converts an AED amount as the API sends it (a number or a numeric string) to fils,
 * rounding to the nearest fils so binary float noise (0.29 * 100) never leaks in.
 * @example aedToFils(12.5) // { ok: true, value: 1250 }
 */
export function aedToFils(aed: unknown): Result<Fils, 'money.invalid'> {
  const value = typeof aed === 'string' && aed.trim() !== '' ? Number(aed) : aed;
  if (typeof value !== 'number' || !Number.isFinite(value)) return fail('money.invalid');
  const fils = Math.round(value * FILS_PER_AED);
  return Number.isSafeInteger(fils) ? ok(fils === 0 ? 0 : fils) : fail('money.invalid');
}

/**
 * Converts fils to an AED number with at most two decimals, for the API; an amount that is
 * not a finite number counts as 0, never NaN.
 */
export function filsToAed(fils: Fils): number {
  return Number.isFinite(fils) ? fils / FILS_PER_AED : 0;
}

/**
 * Reads what a person typed as an AED amount: digits and at most one decimal point,
 * at most two decimals. Used by the partial-amount, discount and price fields.
 * @example parseAedInput('12.5') // { ok: true, value: 1250 }
 */
export function parseAedInput(text: string): Result<Fils, 'money.invalid'> {
  const trimmed = text.trim();
  const match = /^(\d+)(?:\.(\d{0,2}))?$|^\.(\d{1,2})$/.exec(trimmed);
  if (!match) return fail('money.invalid');
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? match[3] ?? '').padEnd(2, '0');
  const fils = Number(whole) * FILS_PER_AED + Number(fraction);
  return Number.isSafeInteger(fils) ? ok(fils) : fail('money.invalid');
}

/**
 * Keeps only what an amount field accepts while typing: digits and one decimal point, and a
 * leading minus so that "-5" stays in sight to be refused rather than silently becoming 5.
 * @example sanitizeAmountInput('1a2.3.4') // '12.34'
 * @example sanitizeAmountInput('-5') // '-5'
 */
export function sanitizeAmountInput(text: string): string {
  const sign = text.trimStart().startsWith('-') ? '-' : '';
  const kept = text.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  const number =
    dot === -1 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '');
  return sign + number;
}

/** Sums fils amounts exactly; an amount that is not whole fils counts as 0, never NaN. */
export function sumFils(amounts: readonly Fils[]): Fils {
  let total = 0;
  for (const amount of amounts) total += isFils(amount) ? amount : 0;
  return total;
}

/**
 * Applies a percentage (0–100, may have decimals) to an amount, rounded to whole fils; 0 when
 * the amount or percentage is not a finite number or the result is not whole fils, never NaN.
 */
export function percentOf(amount: Fils, percentage: number): Fils {
  const fils = Math.round((amount * percentage) / 100);
  return Number.isSafeInteger(fils) ? fils : 0;
}
