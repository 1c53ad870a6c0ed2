import { type TimeSlot } from '../booking/time-slots.js';
import {
  buildCartSyncRequest,
  type CartSyncSource,
  type SyncPurchasable,
} from '../cart/cart-sync.js';
import { type Fils } from '../money/fils.js';
import {
  hasCoordinates,
  type LocationChoice,
  locationType,
  type LocationType,
} from './location-choice.js';
import { type SplitPaymentPart } from '../payment/split-payment.js';
import { type PaymentMethod } from './payment-choice.js';

/** A pickup or drop-off point of an outdoor order. */
export interface OrderAddressPoint {
  readonly lat: number;
  readonly lng: number;
  readonly details: string;
  readonly city_id?: number;
}

/**
 * The body of POST /pos/order (docs/product/checkout.md), money in fils; each optional field
 * only when present.
 */
export interface OrderPayload {
  readonly car_id: number;
  readonly user_id: number;
  readonly purchasables: readonly SyncPurchasable[];
  readonly coupon_code?: string;
  readonly coupon_id?: number;
  readonly vault_id?: number;
  readonly payment_method?: PaymentMethod;
  readonly is_partial?: boolean;
  readonly amount?: Fils;
  readonly payment_reference?: string;
  readonly location_type?: LocationType;
  readonly address?: string;
  readonly booking_date?: string;
  readonly booking_time?: string;
  readonly pickup_address?: OrderAddressPoint;
  readonly drop_off_address?: OrderAddressPoint;
  readonly is_full_tax_invoice?: boolean;
  /** A split payment's parts; the first names `payment_method` and `vault_id`. */
  readonly payments?: readonly SplitPaymentPart[];
}

/** Everything the order is built from. */
export interface OrderPayloadSource {
  readonly cart: CartSyncSource;
  readonly vaultId?: number | null;
  readonly payment?: {
    readonly method: PaymentMethod;
    readonly isPartial: boolean;
    /** The partial amount in fils, only for a partial payment. */
    readonly amount?: Fils | null;
    readonly reference?: string | null;
    /** Sent only when asked: the customer wants a full tax invoice. */
    readonly isFullTaxInvoice?: boolean;
  } | null;
  readonly location?: LocationChoice | null;
  readonly slot?: TimeSlot | null;
  readonly cityId?: number | null;
}

function point(
  location: LocationChoice,
  cityId: number | null | undefined,
): OrderAddressPoint | null {
  const { latitude: lat, longitude: lng } = location;
  if (typeof lat !== 'number' || typeof lng !== 'number' || !hasCoordinates(location)) return null;
  return {
    lat,
    lng,
    details: (location.address ?? '').trim(),
    ...(cityId === undefined || cityId === null ? {} : { city_id: cityId }),
  };
}

/**
 * Builds the order submission with exactly the spec's fields, each only when present: the cart
 * (as the cart call sends it), vault, payment (reference only for visa, amount only when
 * partial), location type, outdoor address and points, and the booking date and time.
 */
export function buildOrderPayload(source: OrderPayloadSource): OrderPayload {
  const payload: { -readonly [K in keyof OrderPayload]: OrderPayload[K] } = {
    ...buildCartSyncRequest(source.cart),
  };
  if (source.vaultId !== undefined && source.vaultId !== null) payload.vault_id = source.vaultId;
  const payment = source.payment;
  if (payment !== undefined && payment !== null) {
    payload.payment_method = payment.method;
    payload.is_partial = payment.isPartial;
    if (payment.isPartial && payment.amount !== undefined && payment.amount !== null) {
      payload.amount = payment.amount;
    }
    const reference = payment.reference?.trim() ?? '';
    if (payment.method === 'visa' && reference !== '') payload.payment_reference = reference;
    if (payment.isFullTaxInvoice === true) payload.is_full_tax_invoice = true;
  }
  const location = source.location;
  if (location !== undefined && location !== null) {
    payload.location_type = locationType(location.type);
    if (location.type === 'outdoor') {
      const address = location.address?.trim() ?? '';
      if (address !== '') payload.address = address;
      const at = point(location, source.cityId);
      if (at !== null) {
        payload.pickup_address = at;
        payload.drop_off_address = at;
      }
    }
  }
  if (source.slot !== undefined && source.slot !== null) {
    payload.booking_date = source.slot.date;
    payload.booking_time = source.slot.from;
  }
  return payload;
}
