import { describe, expect, it } from 'vitest';
import { productCandidate, serverPricing } from '../test/fixtures.js';
import { addToCart } from './add-to-cart.js';
import { type CartLine } from './cart-line.js';
import { cartTotals } from './cart-totals.js';

const session = { hasVehicle: true, hasCustomer: true, isLoggedIn: true };
const one = addToCart([], productCandidate(1, 10000), session);
const lines = one.ok ? one.value : [];

describe('cartTotals', () => {
  it('recalculates locally while server pricing is stale: total = subtotal − discount', () => {
    const totals = cartTotals({
      lines,
      discount: { type: 'fixed', value: 2500 },
      server: serverPricing({ total_price: 99999 }),
      isStale: true,
    });
    expect(totals).toMatchObject({
      subtotal: 10000,
      discountAmount: 2500,
      totalPrice: 7500,
      isLocal: true,
      cartCount: 1,
      totalItems: 1,
    });
    expect(totals.discountLine?.price).toBe(-2500);
  });

  it('shows the server figures while fresh, deriving the service percentage when the server omits it', () => {
    const totals = cartTotals({
      lines,
      discount: null,
      server: serverPricing({
        subtotal_price: 10000,
        service_price: 500,
        service_percentage: null,
        shipping_price: 1000,
        total_price: 0,
        count: 1,
        min_payment_price: 2000,
        min_order_percentage: 20,
        is_valid_coupon: { value: true, reasons: [] },
      }),
      isStale: false,
    });
    expect(totals).toMatchObject({
      subtotal: 10000,
      servicePrice: 500,
      servicePercentage: 5,
      shippingPrice: 1000,
      totalPrice: 11500,
      minPaymentPrice: 2000,
      minOrderPercentage: 20,
      isValidCoupon: { value: true, reasons: [] },
      isLocal: false,
    });
  });

  it('lets a server total over 0 win', () => {
    const totals = cartTotals({
      lines,
      discount: null,
      server: serverPricing({ total_price: 12345 }),
      isStale: false,
    });
    expect(totals.totalPrice).toBe(12345);
  });

  it('falls back to zeros rather than NaN for lines pricing refuses', () => {
    const bad: CartLine[] = lines.map((l) => ({ ...l, quantity: 0 }));
    expect(cartTotals({ lines: bad, discount: null, server: null, isStale: false })).toMatchObject({
      subtotal: 0,
      totalPrice: 0,
      discountAmount: 0,
      discountLine: null,
    });
    expect(
      cartTotals({ lines: bad, discount: null, server: serverPricing(), isStale: false })
        .discountLine,
    ).toBeNull();
  });
});
