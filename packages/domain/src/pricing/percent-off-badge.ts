import { type Fils, isFils } from '../money/fils.js';

/**
 * The product card's percent-off badge: round((before − price) / before × 100), shown only when
 * the price before discount exceeds the price; null otherwise.
 * @example percentOffBadge(7500, 10000) // 25
 */
export function percentOffBadge(price: Fils, beforeDiscountPrice: Fils | null): number | null {
  if (beforeDiscountPrice === null || !isFils(beforeDiscountPrice) || !isFils(price)) return null;
  if (beforeDiscountPrice <= price || beforeDiscountPrice <= 0) return null;
  return Math.round(((beforeDiscountPrice - price) / beforeDiscountPrice) * 100);
}
