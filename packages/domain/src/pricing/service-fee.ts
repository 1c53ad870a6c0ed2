import { type Fils, isFils, percentOf } from '../money/fils.js';

/** The service fee as a price in fils and a percentage (5 means 5 %). */
export interface ServiceFee {
  readonly servicePrice: Fils;
  readonly servicePercentage: number;
}

/**
 * Derives whichever side of the service fee the server omitted: no price → subtotal × percentage;
 * no percentage → price ÷ subtotal (as a percent, 0 on an empty subtotal); neither → 0 and 0.
 * @example serviceFee({ subtotal: 20000, servicePrice: null, servicePercentage: 5 }) // { servicePrice: 1000, servicePercentage: 5 }
 */
export function serviceFee(input: {
  readonly subtotal: Fils;
  readonly servicePrice?: Fils | null;
  readonly servicePercentage?: number | null;
}): ServiceFee {
  const price = isFils(input.servicePrice) && input.servicePrice >= 0 ? input.servicePrice : null;
  const subtotal = isFils(input.subtotal) ? Math.max(input.subtotal, 0) : 0;
  // A percentage counts only when it is a finite number ≥ 0 whose fee is whole fils.
  const pct =
    typeof input.servicePercentage === 'number' &&
    Number.isFinite(input.servicePercentage) &&
    input.servicePercentage >= 0 &&
    Number.isSafeInteger(Math.round((subtotal * input.servicePercentage) / 100))
      ? input.servicePercentage
      : null;
  if (price !== null && pct !== null) return { servicePrice: price, servicePercentage: pct };
  if (pct !== null) return { servicePrice: percentOf(subtotal, pct), servicePercentage: pct };
  if (price !== null) {
    return { servicePrice: price, servicePercentage: subtotal > 0 ? (price * 100) / subtotal : 0 };
  }
  return { servicePrice: 0, servicePercentage: 0 };
}

/**
 * The service-fee percentage as shown: one decimal, digits only, no locale (the UI adds digits
 * and the % sign for the language).
 * @example servicePercentageDisplay(4.96) // '5.0'
 */
export function servicePercentageDisplay(percentage: number): string {
  if (!Number.isFinite(percentage)) return '0.0';
  return (Math.round(percentage * 10) / 10).toFixed(1);
}
