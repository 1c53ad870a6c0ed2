import { fromPromise, waitFor } from 'xstate';
import { type CouponValidity, type SelectedCoupon } from '../coupon/coupon-terms.js';
import { type SaleCartRef } from './sale-context.js';

/** The system id of the sale's cart, so the coupon check finds it. */
export const SALE_CART_ID = 'sale.cart';

/** A coupon check that could not be answered (the cart call failed). */
export class CouponCheckFailure extends Error {}

/**
 * Checks a coupon through the sale's cart: the coupon is set on the cart, whose next sync
 * answers `is_valid_coupon`; a refused coupon is taken off again. One cart call, made by the
 * cart actor, not a second one of the app's.
 */
export async function checkCouponThroughCart(
  cart: SaleCartRef,
  coupon: SelectedCoupon,
): Promise<CouponValidity> {
  cart.send({ type: 'cart.coupon-set', coupon });
  const sent = cart.getSnapshot().context;
  // The cart refused it (a discount is already set): its own refusal says why.
  if (sent.coupon?.id !== coupon.id) return { value: false, reasons: [] };
  const target = sent.syncRequestId;
  const settled = await waitFor(cart, (snapshot) => snapshot.context.settledRequestId >= target);
  const { server, error } = settled.context;
  const validity: CouponValidity | null =
    error !== null || server === null
      ? null
      : (server.is_valid_coupon ?? { value: server.success, reasons: [] });
  if (validity === null || !validity.value) {
    if (cart.getSnapshot().context.coupon !== null) cart.send({ type: 'cart.coupon-clear' });
  }
  if (validity === null) throw new CouponCheckFailure(error?.message ?? 'coupon check failed');
  return validity;
}

/** The coupon machine's `validateCoupon`, finding the cart in the actor system. */
export const validateCouponThroughCart = fromPromise<CouponValidity, SelectedCoupon>(
  ({ input, system }) => {
    const cart = system.get(SALE_CART_ID) as SaleCartRef | undefined;
    if (cart === undefined) return Promise.reject(new CouponCheckFailure('no cart in the sale'));
    return checkCouponThroughCart(cart, input);
  },
);
