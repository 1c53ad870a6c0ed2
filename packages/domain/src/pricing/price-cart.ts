import { couponDiscount, type CouponTerms, type CouponValidity } from '../coupon/coupon-terms.js';
import {
  type CartDiscount,
  discountAmount,
  discountLine,
  type DiscountLine,
  isCartDiscount,
} from '../discount/cart-discount.js';
import { type Fils, isFils } from '../money/fils.js';
import { fail, ok, type Result } from '../shared/result.js';
import { vatBreakdown, type VatBreakdown, type VatSettings } from '../tax/vat-breakdown.js';
import { cartTotal, localTotal } from './cart-total.js';
import { itemsSubtotal, lineTotal, type PricedLine } from './items-subtotal.js';
import { serviceFee } from './service-fee.js';

/** What `priceCart` prices: the lines and, when known, the fee figures of the business or server. */
export interface PriceCartInput {
  readonly lines: readonly PricedLine[];
  /** The manual discount; never together with a coupon. */
  readonly discount?: CartDiscount | null;
  /** The coupon's terms when one is selected (the server knows them; the browser may not). */
  readonly coupon?: CouponTerms | null;
  /** Service fee percentage (5 means 5 %), from business settings or the server. */
  readonly servicePercentage?: number | null;
  /** A service fee the server already gave, in fils. */
  readonly servicePrice?: Fils | null;
  /** Shipping in fils (outdoor service). */
  readonly shipping?: Fils | null;
  /** A total the server already gave; above 0 it wins. */
  readonly serverTotal?: Fils | null;
  /** The business's VAT settings when it is VAT-registered; absent or null, no VAT is charged. */
  readonly vat?: VatSettings | null;
}

/** The priced cart: every figure the cart panel, the cart call's answer and the order need, in fils. */
export interface CartPricing {
  readonly subtotal: Fils;
  readonly discount: Fils;
  readonly discountLine: DiscountLine | null;
  readonly servicePrice: Fils;
  readonly servicePercentage: number;
  readonly shipping: Fils;
  readonly total: Fils;
  /** Subtotal − discount, floored at 0: the figure shown while server pricing is stale. */
  readonly localTotal: Fils;
  /** Number of lines. */
  readonly count: number;
  /** Sum of quantities. */
  readonly totalItems: number;
  /** The coupon's verdict when a coupon was priced, else null. */
  readonly coupon: CouponValidity | null;
  /** The VAT, line by line, when the business is VAT-registered; else null and the total has none. */
  readonly vat: VatBreakdown | null;
}

/** The codes `priceCart` refuses bad input with. */
export type PriceCartCode =
  | 'pricing.invalid-line'
  | 'pricing.invalid-discount'
  | 'pricing.invalid-amount'
  | 'pricing.discount-coupon-conflict';

function isValidLine(line: PricedLine): boolean {
  const addOn = line.add_ons_price;
  return (
    isFils(line.price) &&
    line.price >= 0 &&
    Number.isSafeInteger(line.quantity) &&
    line.quantity > 0 &&
    (addOn === undefined || addOn === null || (isFils(addOn) && addOn >= 0))
  );
}

function isOptionalAmount(value: Fils | null | undefined): boolean {
  return value === undefined || value === null || (isFils(value) && value >= 0);
}

/**
 * Prices a cart in integer fils, the same way in the browser and in the reference API: items
 * subtotal (add-on price where set), discount or coupon (capped at the subtotal), service fee
 * derived either way, shipping, and the total floored at 0 (a server total above 0 wins). With
 * VAT settings it also gives the VAT of every line, the fee and shipping, and adds the VAT to
 * the total when prices exclude it.
 * @example priceCart({ lines: [{ price: 10000, quantity: 1 }], servicePercentage: 5 }).value.total // 10500
 */
export function priceCart(input: PriceCartInput): Result<CartPricing, PriceCartCode> {
  const index = input.lines.findIndex((line) => !isValidLine(line));
  if (index !== -1) return fail('pricing.invalid-line', { index });
  const discount = input.discount ?? null;
  const coupon = input.coupon ?? null;
  if (discount !== null && coupon !== null) return fail('pricing.discount-coupon-conflict');
  if (discount !== null && !isCartDiscount(discount)) return fail('pricing.invalid-discount');
  if (
    !isOptionalAmount(input.servicePrice) ||
    !isOptionalAmount(input.shipping) ||
    !isOptionalAmount(input.serverTotal)
  ) {
    return fail('pricing.invalid-amount');
  }

  const subtotal = itemsSubtotal(input.lines);
  let taken = discountAmount(discount, subtotal);
  let couponValidity: CouponValidity | null = null;
  if (coupon !== null) {
    const verdict = couponDiscount(coupon, subtotal);
    taken = verdict.ok ? verdict.value : 0;
    couponValidity = verdict.ok
      ? { value: true, reasons: [] }
      : { value: false, reasons: [verdict.code] };
  }
  const fee = serviceFee({
    subtotal,
    servicePrice: input.servicePrice ?? null,
    servicePercentage: input.servicePercentage ?? null,
  });
  const shipping = input.shipping ?? 0;
  // Amounts past Number.MAX_SAFE_INTEGER fils are no longer exact: refuse rather than misprice.
  if (!isFils(subtotal) || !isFils(subtotal + fee.servicePrice + shipping)) {
    return fail('pricing.invalid-amount');
  }
  let totalItems = 0;
  for (const line of input.lines) totalItems += line.quantity;
  const vat =
    input.vat === undefined || input.vat === null
      ? null
      : vatBreakdown({
          lineAmounts: input.lines.map(lineTotal),
          discount: taken,
          servicePrice: fee.servicePrice,
          shipping,
          settings: input.vat,
        });
  // Prices without VAT have it added on top; prices with VAT already hold it.
  const vatOnTop = vat !== null && !vat.pricesIncludeVat ? vat.vat : 0;
  const total = cartTotal({
    subtotal,
    servicePrice: fee.servicePrice,
    shipping,
    discount: taken,
    serverTotal: input.serverTotal ?? null,
  });
  const hasServerTotal = isFils(input.serverTotal) && input.serverTotal > 0;
  if (!isFils(total + vatOnTop)) return fail('pricing.invalid-amount');
  return ok({
    subtotal,
    discount: taken,
    discountLine: discountLine(discount, taken),
    servicePrice: fee.servicePrice,
    servicePercentage: fee.servicePercentage,
    shipping,
    total: hasServerTotal ? total : total + vatOnTop,
    localTotal: localTotal(subtotal, taken),
    count: input.lines.length,
    totalItems,
    coupon: couponValidity,
    vat,
  });
}
