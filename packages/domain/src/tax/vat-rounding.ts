// The VAT arithmetic: one rate in basis points and one rounding rule, per amount, to the
// nearest fils with halves away from zero. Exact: the products are taken as BigInt.
import { type Fils, isFils } from '../money/fils.js';

/** The UAE standard rate, 5 %, in basis points (hundredths of a percent). */
export const UAE_VAT_BASIS_POINTS = 500;

const WHOLE = 10_000n;

/**
 * numerator ÷ denominator rounded to the nearest whole number, halves away from zero; the
 * denominator is above 0.
 * @example divideHalfAwayFromZero(-5n, 2n) // -3n
 */
export function divideHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  const size = numerator < 0n ? -numerator : numerator;
  const rounded = (2n * size + denominator) / (2n * denominator);
  return numerator < 0n ? -rounded : rounded;
}

function isRate(basisPoints: number): boolean {
  return Number.isSafeInteger(basisPoints) && basisPoints >= 0;
}

/**
 * The VAT on an amount that excludes it: net × rate, rounded by the rule; 0 for anything that is
 * not whole fils or a rate that is not whole basis points.
 * @example vatOnNet(1010, 500) // 51 (50.5 rounds up)
 */
export function vatOnNet(net: Fils, basisPoints: number): Fils {
  if (!isFils(net) || !isRate(basisPoints)) return 0;
  return Number(divideHalfAwayFromZero(BigInt(net) * BigInt(basisPoints), WHOLE));
}

/**
 * The VAT inside an amount that includes it: gross × rate ÷ (1 + rate), rounded by the rule.
 * @example vatInGross(10500, 500) // 500
 */
export function vatInGross(gross: Fils, basisPoints: number): Fils {
  if (!isFils(gross) || !isRate(basisPoints)) return 0;
  return Number(
    divideHalfAwayFromZero(BigInt(gross) * BigInt(basisPoints), WHOLE + BigInt(basisPoints)),
  );
}
