import { runCall } from '../client/run-call.js';
import { type OfficeCouponInput, toCouponBody } from '../requests/coupon-body.js';
import type { LamaaFetchClient } from './lamaa-fetch-client.js';

/** The coupon answer schemas, loaded beside the first coupon call, never with the POS. */
const schemas = () => import('../schemas/coupon-schemas.js');

/** The office's coupons: list, add, edit (archive with `is_archived`). */
export function createCouponCalls(client: LamaaFetchClient) {
  return {
    /** GET /office/coupons: archived ones too. */
    listOfficeCoupons: (signal?: AbortSignal) =>
      runCall(
        () => client.GET('/office/coupons', { signal }),
        schemas().then((s) => s.officeCouponListSchema),
      ),
    /** POST /office/coupons: the new coupon. */
    createOfficeCoupon: (input: OfficeCouponInput) =>
      runCall(
        () => client.POST('/office/coupons', { body: toCouponBody(input) }),
        schemas().then((s) => s.officeCouponResponseSchema),
      ),
    /** PUT /office/coupons/{id}: the coupon as saved. */
    updateOfficeCoupon: (id: number, input: OfficeCouponInput) =>
      runCall(
        () =>
          client.PUT('/office/coupons/{id}', {
            params: { path: { id } },
            body: toCouponBody(input),
          }),
        schemas().then((s) => s.officeCouponResponseSchema),
      ),
  };
}
