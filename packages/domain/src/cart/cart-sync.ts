import { type LocationType } from '../checkout/location-choice.js';
import { type CouponValidity, type SelectedCoupon } from '../coupon/coupon-terms.js';
import { type CartDiscount } from '../discount/cart-discount.js';
import { type Fils } from '../money/fils.js';
import { type CartLine, type LinePayload } from './cart-line.js';
import { type PurchasableKind } from './purchasable-kind.js';

/** One purchasable of the cart call, money in fils (the api-client converts to AED). */
export interface SyncPurchasable {
  readonly purchasable_id: number;
  readonly purchasable_type: PurchasableKind | 'discount';
  readonly quantity: number;
  readonly option_ids: readonly number[] | null;
  readonly discount_type?: CartDiscount['type'];
  /** Percent for a percentage discount, fils for a fixed one. */
  readonly discount_value?: number;
  readonly add_ons_price?: Fils;
  /** A service line paid by this entitlement of the vehicle. */
  readonly entitlement_id?: number;
}

/** The body of POST /pos/cart (docs/product/api.md), money in fils. */
export interface CartSyncRequest {
  readonly car_id: number;
  readonly user_id: number;
  readonly purchasables: readonly SyncPurchasable[];
  readonly coupon_code?: string;
  readonly coupon_id?: number;
  /** Only when the checkout has a location: 'remote' is priced with shipping. */
  readonly location_type?: LocationType;
}

/** One line of the cart call's answer, with the server's payload for it. */
export interface ServerLine {
  readonly purchasable_id: number;
  readonly purchasable_type: PurchasableKind;
  readonly quantity: number;
  readonly option_ids: readonly number[] | null;
  readonly is_add_ons: boolean;
  readonly add_ons_price: Fils | null;
  readonly payload: LinePayload | null;
}

/** The cart call's answer (docs/product/api.md), money in fils; missing fee figures are null. */
export interface ServerPricing {
  readonly success: boolean;
  readonly message: string | null;
  /** Why the cart is refused when `success` is false, as a refusal code. */
  readonly code?: string | undefined;
  readonly service_price: Fils | null;
  readonly service_percentage: number | null;
  readonly subtotal_price: Fils;
  readonly total_price: Fils;
  readonly shipping_price: Fils;
  readonly discount_price: Fils;
  readonly min_order_percentage: number | null;
  readonly is_valid_coupon: CouponValidity | null;
  readonly count: number;
  readonly min_payment_price: Fils | null;
  readonly lines: readonly ServerLine[];
  /** The VAT of a VAT-registered business; null or absent when it charges none. */
  readonly vat?: ServerVat | null;
}

/** The server's VAT figures for a cart or order, money in fils. */
export interface ServerVat {
  readonly rate_percent: number;
  readonly prices_include_vat: boolean;
  readonly net_price: Fils;
  readonly vat_price: Fils;
}

/** What the cart sync request is built from. */
export interface CartSyncSource {
  readonly carId: number;
  readonly customerId: number;
  readonly lines: readonly CartLine[];
  readonly discount: CartDiscount | null;
  readonly coupon: SelectedCoupon | null;
  /** Absent or null: no location chosen yet, so none is sent. */
  readonly locationType?: LocationType | null;
}

/**
 * Builds the cart call's body: every line (add-on price only when set), the discount as a
 * 'discount' purchasable, the coupon's code and id only when one is selected, and the
 * location type only when one is set.
 */
export function buildCartSyncRequest(source: CartSyncSource): CartSyncRequest {
  const purchasables: SyncPurchasable[] = source.lines.map((line) => ({
    purchasable_id: line.purchasable_id,
    purchasable_type: line.purchasable_type,
    quantity: line.quantity,
    option_ids: line.option_ids,
    ...(line.add_ons_price === null ? {} : { add_ons_price: line.add_ons_price }),
    ...(line.entitlement_id ? { entitlement_id: line.entitlement_id } : {}),
  }));
  if (source.discount !== null) {
    purchasables.push({
      purchasable_id: 0,
      purchasable_type: 'discount',
      quantity: 1,
      option_ids: null,
      discount_type: source.discount.type,
      discount_value: source.discount.value,
    });
  }
  return {
    car_id: source.carId,
    user_id: source.customerId,
    purchasables,
    ...(source.coupon === null
      ? {}
      : { coupon_code: source.coupon.code, coupon_id: source.coupon.id }),
    ...(source.locationType === undefined || source.locationType === null
      ? {}
      : { location_type: source.locationType }),
  };
}

/** Copies the server's per-line payloads onto the matching cart lines (same type and id). */
export function applyServerLines(
  lines: readonly CartLine[],
  server: readonly ServerLine[],
): CartLine[] {
  return lines.map((line) => {
    const match = server.find(
      (s) =>
        s.purchasable_type === line.purchasable_type && s.purchasable_id === line.purchasable_id,
    );
    return match === undefined ? line : { ...line, payload: match.payload };
  });
}
