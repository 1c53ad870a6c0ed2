import { type Fils, isFils } from '../money/fils.js';

/**
 * A price by car group: services carry `group_type_car_id`, packages use `id` as the group,
 * plans `car_group_id`.
 */
export interface PriceItem {
  readonly id?: number | string | null;
  readonly group_type_car_id?: number | string | null;
  readonly car_group_id?: number | string | null;
  readonly price: Fils;
}

/** Prices that are zero or negative (or not whole fils) are ignored everywhere. */
export function positivePrices(prices: readonly PriceItem[]): PriceItem[] {
  return prices.filter((item) => isFils(item.price) && item.price > 0);
}

/**
 * The lowest price above zero, or null when there is none.
 * @example minimumPrice([{ price: 0 }, { price: 4500 }, { price: 3000 }]) // 3000
 */
export function minimumPrice(prices: readonly PriceItem[]): Fils | null {
  let lowest: Fils | null = null;
  for (const item of positivePrices(prices)) {
    if (lowest === null || item.price < lowest) lowest = item.price;
  }
  return lowest;
}

/** Reads a car-group id numerically ('2' and 2 are the same group); null when it is not a number. */
export function toCarGroupId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

function priceByKey(
  prices: readonly PriceItem[],
  carGroupId: unknown,
  key: 'id' | 'group_type_car_id' | 'car_group_id',
): Fils | null {
  const group = toCarGroupId(carGroupId);
  if (group === null) return null;
  const match = prices.find((item) => toCarGroupId(item[key]) === group);
  return match !== undefined && isFils(match.price) && match.price > 0 ? match.price : null;
}

/**
 * A service option's price for the vehicle's car group, compared numerically; null when the
 * group has no price or its price is not above zero.
 * @example priceForCarGroup([{ group_type_car_id: '2', price: 8000 }], 2) // 8000
 */
export function priceForCarGroup(prices: readonly PriceItem[], carGroupId: unknown): Fils | null {
  return priceByKey(prices, carGroupId, 'group_type_car_id');
}

/** A package's price for a car group: packages use the price item's `id` as the car group id. */
export function packagePriceForCarGroup(
  prices: readonly PriceItem[],
  carGroupId: unknown,
): Fils | null {
  return priceByKey(prices, carGroupId, 'id');
}

/**
 * A plan's price for a car group (its prices name `car_group_id`); null when the group has
 * none, so the counter shows No Price and cannot sell it for that vehicle.
 * @example planPriceForCarGroup([{ car_group_id: 2, price: 25000 }], '2') // 25000
 */
export function planPriceForCarGroup(
  prices: readonly PriceItem[],
  carGroupId: unknown,
): Fils | null {
  return priceByKey(prices, carGroupId, 'car_group_id');
}
