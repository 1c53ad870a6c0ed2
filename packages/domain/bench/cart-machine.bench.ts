// Runs 1,000 cart-machine events (adds, quantity changes, removals) through a real actor with
// customer and vehicle selected, so every event also recalculates and issues a sync request.
import { bench, describe } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type CartEvent } from '../src/cart/cart-context.js';
import { cartMachine } from '../src/cart/cart-machine.js';
import { type CartSyncRequest, type ServerPricing } from '../src/cart/cart-sync.js';

const answer: ServerPricing = {
  success: true,
  message: null,
  service_price: null,
  service_percentage: 5,
  subtotal_price: 0,
  total_price: 0,
  shipping_price: 0,
  discount_price: 0,
  min_order_percentage: null,
  is_valid_coupon: null,
  count: 0,
  min_payment_price: null,
  lines: [],
};

const events: CartEvent[] = Array.from({ length: 1000 }, (_, i): CartEvent => {
  const id = 1 + (i % 200);
  const ref = { purchasable_type: 'product', purchasable_id: id } as const;
  if (i % 4 === 0 || i < 200) {
    return {
      type: 'cart.add',
      candidate: { purchasable_type: 'product', purchasable_id: id, price: 500 + id },
    };
  }
  if (i % 4 === 1) return { type: 'cart.quantity-change', ref, quantity: 1 + (i % 5) };
  if (i % 4 === 2)
    return { type: 'cart.discount-set', discount: { type: 'fixed', value: 100 + (i % 50) } };
  return { type: 'cart.remove', ref };
});

const machine = cartMachine.provide({
  actors: { syncCart: fromPromise<ServerPricing, CartSyncRequest>(async () => answer) },
});

describe('cart machine', () => {
  bench('cartMachine, 1,000 events with sync requests', async () => {
    const actor = createActor(machine, {
      input: { customerId: 1, carId: 2, isLoggedIn: true, now: () => 0 },
    }).start();
    for (const event of events) actor.send(event);
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (actor.getSnapshot().context.syncRequestId !== 1000)
      throw new Error('every event should sync');
    actor.stop();
  });
});
