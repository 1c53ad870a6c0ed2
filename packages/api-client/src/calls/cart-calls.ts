import type { components } from '../generated/api.js';
import { type CartSyncInput, toCartSyncBody } from '../requests/cart-sync-body.js';
import { availabilityListSchema, placeListSchema } from '../schemas/booking-schemas.js';
import { cartPricingSchema, couponListSchema, vaultListSchema } from '../schemas/cart-schemas.js';
import { runCall } from '../client/run-call.js';
import type { LamaaFetchClient } from './lamaa-fetch-client.js';

/** The headers that keep vault balances fresh (docs/product/checkout.md, the vault step). */
export const NO_CACHE_HEADERS = { 'Cache-Control': 'no-cache', Pragma: 'no-cache' } as const;

/** Coupons, vaults, cart pricing, time slots and places. */
export function createCartCalls(client: LamaaFetchClient) {
  return {
    /** GET /pos/coupons: coupon values in percent or fils by type. */
    getCoupons: () => runCall(() => client.GET('/pos/coupons'), couponListSchema),
    /** GET /pos/vaults for a payment method, sent with no-cache headers. */
    getVaults: (type?: components['schemas']['PaymentMethod']) =>
      runCall(
        () =>
          client.GET('/pos/vaults', {
            params: { query: type ? { type } : {}, header: { ...NO_CACHE_HEADERS } },
          }),
        vaultListSchema,
      ),
    /** POST /pos/cart: the domain's request (fils) sent in AED, the pricing read back in fils. */
    syncCart: (request: CartSyncInput) =>
      runCall(() => client.POST('/pos/cart', { body: toCartSyncBody(request) }), cartPricingSchema),
    /** GET /pos/availability: `in_shop` (indoor) or `remote` (outdoor) slots by date. */
    getAvailability: (type: components['schemas']['LocationType']) =>
      runCall(
        () => client.GET('/pos/availability', { params: { query: { type } } }),
        availabilityListSchema,
      ),
    /** GET /utils/places near a point; an empty query is a reverse lookup. */
    searchPlaces: (at: { lat: number; lng: number }, query = '') =>
      runCall(
        () =>
          client.GET('/utils/places', { params: { query: { lat: at.lat, lng: at.lng, query } } }),
        placeListSchema,
      ),
  };
}
