import { CAR_GROUP_IDS, type CarGroupId } from '@lamaa/domain';
import { priceTextOf, typedPrice } from './price-text.js';

/** A price typed for each car group (AED text; empty or 0 is "No Price"). */
export type GroupPriceText = Readonly<Record<CarGroupId, string>>;

/** A price per car group as the contract carries it (fils). */
export interface GroupPrice {
  readonly car_group_id: CarGroupId;
  readonly price: number;
}

/** The prices as saved, as a form shows them: empty for a group without one (all for `[]`). */
export function groupPriceText(
  prices: readonly { readonly car_group_id: number; readonly price: number }[],
): GroupPriceText {
  const price = (group: CarGroupId) =>
    priceTextOf(prices.find((entry) => entry.car_group_id === group)?.price);
  return { 1: price(1), 2: price(2), 3: price(3) };
}

/**
 * The prices a form sends, one per car group in order; the same as the domain's catalogue rules
 * read them (`ruled`); and the problems of those typed as no amount at the request's paths
 * (`${path}.${position}`): such a price is sent as 0 so that the rules still check the rest.
 */
export function typedGroupPrices(
  text: GroupPriceText,
  path: string,
): {
  readonly prices: GroupPrice[];
  readonly ruled: { car_group_id: CarGroupId; price_fils: number }[];
  readonly unreadable: Readonly<Record<string, string>>;
} {
  const unreadable: Record<string, string> = {};
  const prices = CAR_GROUP_IDS.map((group, position) => {
    const fils = typedPrice(text[group]);
    if (fils === undefined) unreadable[`${path}.${position}`] = 'catalogue.price-invalid';
    return { car_group_id: group, price: fils ?? 0 };
  });
  const ruled = prices.map((price) => ({
    car_group_id: price.car_group_id,
    price_fils: price.price,
  }));
  return { prices, ruled, unreadable };
}
