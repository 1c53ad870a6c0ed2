import { type CouponValidity } from '../coupon/coupon-terms.js';
import { type CartDiscount, type DiscountLine } from '../discount/cart-discount.js';
import { type Fils } from '../money/fils.js';
import { cartTotal } from '../pricing/cart-total.js';
import { priceCart } from '../pricing/price-cart.js';
import { serviceFee } from '../pricing/service-fee.js';
import { type CartLine } from './cart-line.js';
import { type ServerPricing, type ServerVat } from './cart-sync.js';

/** The figures the cart panel shows (docs/product/cart.md, the figures), money in fils. */
export interface CartTotals {
  readonly subtotal: Fils;
  readonly discountAmount: Fils;
  readonly discountLine: DiscountLine | null;
  readonly totalPrice: Fils;
  readonly shippingPrice: Fils;
  readonly servicePrice: Fils;
  readonly servicePercentage: number;
  readonly minOrderPercentage: number | null;
  readonly cartCount: number;
  readonly minPaymentPrice: Fils | null;
  readonly totalItems: number;
  readonly isValidCoupon: CouponValidity | null;
  /** True while the figures are local (server pricing is stale or absent). */
  readonly isLocal: boolean;
  /** The server's VAT while its figures are fresh and the business charges VAT, else null. */
  readonly vat: ServerVat | null;
}

/** What the totals are computed from: the cart's state. */
export interface CartTotalsSource {
  readonly lines: readonly CartLine[];
  readonly discount: CartDiscount | null;
  readonly server: ServerPricing | null;
  readonly isStale: boolean;
}

/**
 * The cart's totals: the server's figures while they are fresh (service fee derived either way,
 * a server total above 0 wins), else a local recalculation whose total is subtotal − discount.
 */
export function cartTotals(source: CartTotalsSource): CartTotals {
  const local = priceCart({ lines: source.lines, discount: source.discount });
  const base = local.ok ? local.value : null;
  let totalItems = 0;
  for (const line of source.lines) totalItems += line.quantity;
  const server = source.server;
  if (server !== null && !source.isStale) {
    const fee = serviceFee({
      subtotal: server.subtotal_price,
      servicePrice: server.service_price,
      servicePercentage: server.service_percentage,
    });
    return {
      subtotal: server.subtotal_price,
      discountAmount: server.discount_price,
      discountLine: base?.discountLine ?? null,
      totalPrice: cartTotal({
        subtotal: server.subtotal_price,
        servicePrice: fee.servicePrice,
        shipping: server.shipping_price,
        discount: server.discount_price,
        serverTotal: server.total_price,
      }),
      shippingPrice: server.shipping_price,
      servicePrice: fee.servicePrice,
      servicePercentage: fee.servicePercentage,
      minOrderPercentage: server.min_order_percentage,
      cartCount: server.count,
      minPaymentPrice: server.min_payment_price,
      totalItems,
      isValidCoupon: server.is_valid_coupon,
      isLocal: false,
      vat: server.vat ?? null,
    };
  }
  return {
    subtotal: base?.subtotal ?? 0,
    discountAmount: base?.discount ?? 0,
    discountLine: base?.discountLine ?? null,
    totalPrice: base?.localTotal ?? 0,
    shippingPrice: 0,
    servicePrice: 0,
    servicePercentage: 0,
    minOrderPercentage: null,
    cartCount: source.lines.length,
    minPaymentPrice: null,
    totalItems,
    isValidCoupon: null,
    isLocal: true,
    vat: null,
  };
}
