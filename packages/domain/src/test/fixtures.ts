import { type AddToCartCandidate } from '../cart/add-to-cart.js';
import { type ServerPricing } from '../cart/cart-sync.js';

/** A service option candidate part, price in fils. */
export function washOption(id: number, price: number | null, isExclusive = false) {
  return { id, is_exclusive: isExclusive, price };
}

/** A service add-to-cart candidate. */
export function serviceCandidate(
  serviceId: number,
  option: ReturnType<typeof washOption>,
  isAddOns = false,
): AddToCartCandidate {
  return { purchasable_type: 'service', purchasable_id: serviceId, option, is_add_ons: isAddOns };
}

/** A product add-to-cart candidate. */
export function productCandidate(id: number, price: number | null): AddToCartCandidate {
  return { purchasable_type: 'product', purchasable_id: id, price };
}

/** A package add-to-cart candidate. */
export function packageCandidate(id: number, price: number | null): AddToCartCandidate {
  return { purchasable_type: 'package', purchasable_id: id, price };
}

/** A plan (a wash book, membership or stored value) as the plans page offers it. */
export function planCandidate(id: number, price: number | null): AddToCartCandidate {
  return { purchasable_type: 'plan', purchasable_id: id, price };
}

/** A server pricing answer with sensible defaults. */
export function serverPricing(overrides: Partial<ServerPricing> = {}): ServerPricing {
  return {
    success: true,
    message: null,
    service_price: 0,
    service_percentage: 0,
    subtotal_price: 0,
    total_price: 0,
    shipping_price: 0,
    discount_price: 0,
    min_order_percentage: null,
    is_valid_coupon: null,
    count: 0,
    min_payment_price: null,
    lines: [],
    ...overrides,
  };
}
