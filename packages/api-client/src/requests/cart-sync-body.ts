// The cart call's body: the domain's fils turned into the API's AED.
import { type CartSyncRequest, filsToAed, type SyncPurchasable } from '@lamaa/domain';
import type { components } from '../generated/api.js';

type Wire = components['schemas'];

/** One purchasable as the domain builds it (its `SyncPurchasable`): fils, or percent for a percentage discount. */
export type PurchasableInput = SyncPurchasable;

/** POST /pos/cart as the domain builds it (its `CartSyncRequest`), money in fils. */
export type CartSyncInput = CartSyncRequest;

/** Converts one purchasable to the wire: add-on prices and fixed discounts to AED; optional fields only when present. */
export function toPurchasableBody(input: PurchasableInput): Wire['CartPurchasable'] {
  const { discount_type, discount_value, add_ons_price } = input;
  return {
    purchasable_id: input.purchasable_id,
    purchasable_type: input.purchasable_type,
    quantity: input.quantity,
    option_ids: input.option_ids === null ? null : [...input.option_ids],
    ...(discount_type === undefined ? {} : { discount_type }),
    ...(discount_value === undefined
      ? {}
      : { discount_value: discount_type === 'fixed' ? filsToAed(discount_value) : discount_value }),
    ...(add_ons_price === undefined ? {} : { add_ons_price: filsToAed(add_ons_price) }),
    ...(input.entitlement_id === undefined ? {} : { entitlement_id: input.entitlement_id }),
  };
}

/**
 * The body of POST /pos/cart in AED; the coupon's code and id only when one is selected, the
 * location type only when the checkout has one ('remote' is priced with shipping).
 * @example toCartSyncBody({ car_id: 7, user_id: 3, purchasables: [] }) // { car_id: 7, user_id: 3, purchasables: [] }
 */
export function toCartSyncBody(input: CartSyncInput): Wire['CartSyncRequest'] {
  return {
    car_id: input.car_id,
    user_id: input.user_id,
    purchasables: input.purchasables.map(toPurchasableBody),
    ...(input.coupon_code === undefined ? {} : { coupon_code: input.coupon_code }),
    ...(input.coupon_id === undefined ? {} : { coupon_id: input.coupon_id }),
    ...(input.location_type === undefined ? {} : { location_type: input.location_type }),
  };
}
