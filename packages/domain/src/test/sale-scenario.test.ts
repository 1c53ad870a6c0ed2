// End-to-end scenario of the commerce rules through the sale machine: a cashier chooses a
// customer and vehicle, builds a cart, discounts it, checks out and closes the success dialog,
// priced with the same pure functions the API uses.
import { describe, expect, it } from 'vitest';
import { cartTotals } from '../cart/cart-totals.js';
import { priceCart } from '../pricing/price-cart.js';
import { serviceCandidate, washOption } from './fixtures.js';
import { amal, settle, startSale } from './sale-harness.js';

describe('a cashier sells a wash with a 10 % discount', () => {
  it('prices it locally, takes the server pricing, checks out and resets the sale', async () => {
    const sale = startSale();
    sale.actor.send({ type: 'sale.customer-select', customer: amal });
    sale.actor.send({ type: 'sale.vehicle-select', vehicle: amal.cars[0] ?? null });
    sale.actor.send({ type: 'cart.add', candidate: serviceCandidate(1, washOption(10, 8000)) });
    sale.actor.send({ type: 'cart.add', candidate: serviceCandidate(1, washOption(11, 2000)) });
    sale.actor.send({ type: 'cart.discount-set', discount: { type: 'percentage', value: 10 } });

    // While stale, the panel shows the local total: 100.00 − 10.00 = 90.00 AED.
    expect(cartTotals(sale.cart)).toMatchObject({
      subtotal: 10000,
      discountAmount: 1000,
      totalPrice: 9000,
      isLocal: true,
    });

    // The reference API prices the same request with the same function (5 % service fee).
    const server = priceCart({
      lines: sale.cart.lines,
      discount: sale.cart.discount,
      servicePercentage: 5,
    });
    expect(server.ok).toBe(true);
    if (!server.ok) return;
    await sale.answer(sale.requests.length, {
      subtotal_price: server.value.subtotal,
      discount_price: server.value.discount,
      service_price: server.value.servicePrice,
      service_percentage: server.value.servicePercentage,
      total_price: server.value.total,
      count: server.value.count,
    });
    expect(cartTotals(sale.cart)).toMatchObject({
      totalPrice: 9500,
      servicePrice: 500,
      isLocal: false,
    });

    sale.actor.send({
      type: 'sale.payment-set',
      payment: { method: 'cash', type: 'partial', partialAmount: '50' },
    });
    sale.actor.send({ type: 'sale.checkout-start' });
    sale.actor.send({ type: 'checkout.location-set', location: { type: 'indoor' } });
    await settle();
    sale.actor.send({
      type: 'checkout.slot-select',
      slot: { date: '2026-03-01', from: '09:00', to: '10:00', available: true },
    });
    await settle();
    sale.actor.send({ type: 'checkout.vault-select', vaultId: 4 });
    sale.actor.send({ type: 'checkout.submit' });
    await settle();

    expect(sale.submissions).toEqual([expect.objectContaining({ idempotencyKey: 'attempt-1' })]);
    expect(sale.submissions[0]?.payload).toMatchObject({
      purchasables: [
        { purchasable_id: 1, purchasable_type: 'service', quantity: 1, option_ids: [10, 11] },
        { purchasable_type: 'discount', discount_type: 'percentage', discount_value: 10 },
      ],
      vault_id: 4,
      payment_method: 'cash',
      is_partial: true,
      amount: 5000,
      location_type: 'in_shop',
      booking_date: '2026-03-01',
    });
    expect(sale.checkout.value).toBe('success');

    sale.actor.send({ type: 'checkout.close' });
    expect(sale.checkout.value).toBe('idle');
    expect(sale.sale).toMatchObject({
      customer: null,
      vehicle: null,
      payment: { method: 'cash', type: 'full' },
    });
    expect(sale.cart).toMatchObject({
      lines: [],
      server: null,
      discount: null,
      coupon: null,
      customerId: null,
      carId: null,
    });
    expect(sale.emitted).toEqual([{ type: 'sale.completed' }]);
  });
});
