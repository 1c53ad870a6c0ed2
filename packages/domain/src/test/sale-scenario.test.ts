// End-to-end scenario of the commerce rules: a cashier builds a cart, discounts it, checks out
// and closes the success dialog, with the same pure functions the API uses for pricing.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type AvailabilityDay } from '../booking/time-slots.js';
import { type Vault } from '../vault/vault.js';
import { checkoutMachine, type OrderSubmission } from '../checkout/checkout-machine.js';
import { cartTotals } from '../cart/cart-totals.js';
import { priceCart } from '../pricing/price-cart.js';
import { cartScenario } from './cart-scenario.js';
import { serviceCandidate, washOption } from './fixtures.js';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a cashier sells a wash with a 10 % discount', () => {
  it('prices it locally, takes the server pricing, checks out and clears the cart', async () => {
    const cart = cartScenario()
      .add(serviceCandidate(1, washOption(10, 8000)))
      .add(serviceCandidate(1, washOption(11, 2000)))
      .send({ type: 'cart.discount-set', discount: { type: 'percentage', value: 10 } });

    // While stale, the panel shows the local total: 100.00 − 10.00 = 90.00 AED.
    const local = cartTotals(cart.context);
    expect(local).toMatchObject({
      subtotal: 10000,
      discountAmount: 1000,
      totalPrice: 9000,
      isLocal: true,
    });

    // The reference API prices the same request with the same function (5 % service fee).
    const server = priceCart({
      lines: cart.context.lines,
      discount: cart.context.discount,
      servicePercentage: 5,
    });
    expect(server.ok).toBe(true);
    if (!server.ok) return;
    await cart.answer(3, {
      subtotal_price: server.value.subtotal,
      discount_price: server.value.discount,
      service_price: server.value.servicePrice,
      service_percentage: server.value.servicePercentage,
      total_price: server.value.total,
      count: server.value.count,
    });
    expect(cartTotals(cart.context)).toMatchObject({
      totalPrice: 9500,
      servicePrice: 500,
      isLocal: false,
    });

    const submissions: OrderSubmission[] = [];
    const checkout = createActor(
      checkoutMachine.provide({
        actors: {
          loadTimeSlots: fromPromise(async (): Promise<AvailabilityDay[]> => [
            { date: '2026-03-01', slots: [{ from: '09:00', to: '10:00', available: true }] },
          ]),
          loadVaults: fromPromise(async (): Promise<Vault[]> => [{ id: 4, title: 'Main till' }]),
          submitOrder: fromPromise(async ({ input }) => {
            submissions.push(input);
            return { success: true, message: null, order: { id: 77 } };
          }),
        },
      }),
      { input: { makeId: () => 'attempt-1' } },
    ).start();
    const resets: string[][] = [];
    checkout.on('checkout.completed', (event) => resets.push([...event.reset]));

    checkout.send({
      type: 'checkout.start',
      hasCustomer: true,
      hasVehicle: true,
      cart: {
        carId: 2,
        customerId: 1,
        lines: cart.context.lines,
        discount: cart.context.discount,
        coupon: cart.context.coupon,
      },
      total: 9500,
      payment: { method: 'cash', type: 'partial', partialAmount: '50' },
    });
    checkout.send({ type: 'checkout.location-set', location: { type: 'indoor' } });
    await settle();
    checkout.send({
      type: 'checkout.slot-select',
      slot: { date: '2026-03-01', from: '09:00', to: '10:00', available: true },
    });
    await settle();
    checkout.send({ type: 'checkout.vault-select', vaultId: 4 });
    checkout.send({ type: 'checkout.submit' });
    await settle();

    expect(submissions[0]?.payload).toMatchObject({
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
    expect(checkout.getSnapshot().value).toBe('success');

    cart.send({ type: 'cart.order-complete' });
    checkout.send({ type: 'checkout.close' });
    expect(cart.context.lines).toEqual([]);
    expect(cart.context.server).toBeNull();
    expect(resets).toEqual([['customer', 'vehicle', 'payment', 'coupon', 'discount']]);
  });
});
