import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition } from 'xstate';
import { cartScenario } from '../test/cart-scenario.js';
import {
  packageCandidate,
  productCandidate,
  serviceCandidate,
  washOption,
} from '../test/fixtures.js';
import { cartMachine, syncRequestNumber } from './cart-machine.js';

const clock = () => 1_700_000_000_000;
const product = { purchasable_type: 'product', purchasable_id: 7 } as const;

describe('cartMachine steps (transition)', () => {
  const [start] = initialTransition(cartMachine, {
    now: clock,
    isLoggedIn: true,
    customerId: 1,
    carId: 2,
  });

  it('adds a line, marks pricing stale and issues sync request 1', () => {
    const [next, actions] = transition(cartMachine, start, {
      type: 'cart.add',
      candidate: productCandidate(7, 2500),
    });
    expect(next.context.lines).toHaveLength(1);
    expect(next.context.isStale).toBe(true);
    expect(next.context.syncRequestId).toBe(1);
    expect(actions.map((a) => a.type)).toContain('xstate.spawnChild');
  });

  it('keeps the refusal code and issues no sync when an add-to-cart check fails', () => {
    const [anonymous] = initialTransition(cartMachine, { now: clock });
    const [next, actions] = transition(cartMachine, anonymous, {
      type: 'cart.add',
      candidate: productCandidate(7, 2500),
    });
    expect(next.context.rejection).toEqual({
      ok: false,
      code: 'cart.vehicle-required',
      params: { kind: 'product' },
    });
    expect(next.context.lines).toEqual([]);
    expect(actions.map((a) => a.type)).not.toContain('xstate.spawnChild');
  });

  it('refuses a discount before a customer and vehicle are selected', () => {
    const [noCar] = initialTransition(cartMachine, { now: clock, isLoggedIn: true, customerId: 1 });
    const [next] = transition(cartMachine, noCar, {
      type: 'cart.discount-set',
      discount: { type: 'fixed', value: 100 },
    });
    expect(next.context.rejection).toEqual({ ok: false, code: 'discount.selection-required' });
    expect(next.context.discount).toBeNull();
  });

  it('recalculates locally but does not sync without a customer and vehicle', () => {
    const [noCar] = initialTransition(cartMachine, { now: clock, isLoggedIn: true, customerId: 1 });
    const [next] = transition(cartMachine, noCar, {
      type: 'cart.coupon-set',
      coupon: { code: 'EID10', id: 3 },
    });
    expect(next.context.isStale).toBe(true);
    expect(next.context.syncRequestId).toBe(0);
  });

  it('ignores a sync answer for an older request number', () => {
    const [one] = transition(cartMachine, start, {
      type: 'cart.add',
      candidate: productCandidate(7, 2500),
    });
    const [two] = transition(cartMachine, one, {
      type: 'cart.quantity-change',
      ref: product,
      quantity: 2,
    });
    const [after] = transition(cartMachine, two, {
      type: 'xstate.done.actor.sync-1',
      actorId: 'sync-1',
      output: { success: true } as never,
    });
    expect(after.context.server).toBeNull();
    expect(after.context.isStale).toBe(true);
    const [afterError] = transition(cartMachine, two, {
      type: 'xstate.error.actor.sync-1',
      actorId: 'sync-1',
      error: new Error('late failure'),
    });
    expect(afterError.context.error).toBeNull();
    expect(syncRequestNumber('sync-12')).toBe(12);
    expect(syncRequestNumber('other')).toBe(-1);
  });
});

describe('cartMachine flows', () => {
  it('re-syncs after an add when customer and vehicle are selected, and a sync restores server pricing', async () => {
    const s = cartScenario().add(serviceCandidate(3, washOption(11, 8000)));
    expect(s.requests[0]?.input).toEqual({
      car_id: 2,
      user_id: 1,
      purchasables: [
        { purchasable_id: 3, purchasable_type: 'service', quantity: 1, option_ids: [11] },
      ],
    });
    const payload = { price: 8000, status: 'ok', conflicts: [], message: null };
    await s.answer(1, {
      subtotal_price: 8000,
      total_price: 8400,
      lines: [
        {
          purchasable_id: 3,
          purchasable_type: 'service',
          quantity: 1,
          option_ids: [11],
          is_add_ons: false,
          add_ons_price: null,
          payload,
        },
      ],
    });
    expect(s.context.isStale).toBe(false);
    expect(s.context.server?.total_price).toBe(8400);
    expect(s.context.totals).toMatchObject({ totalPrice: 8400, isLocal: false });
    expect(s.context.lines[0]?.payload).toEqual(payload);
    expect(s.context.settledRequestId).toBe(1);
    expect(Object.keys(s.actor.getSnapshot().children)).toEqual([]);
  });

  it('recalculates the totals locally after every change, marking them local', () => {
    const s = cartScenario().add(productCandidate(7, 2500)).add(productCandidate(7, 2500));
    expect(s.context.totals).toMatchObject({ subtotal: 5000, totalPrice: 5000, isLocal: true });
    s.send({ type: 'cart.discount-set', discount: { type: 'fixed', value: 1000 } });
    expect(s.context.totals).toMatchObject({ discountAmount: 1000, totalPrice: 4000 });
    s.send({ type: 'cart.order-complete' });
    expect(s.context.totals).toMatchObject({ subtotal: 0, totalPrice: 0 });
  });

  it('keeps only the newest answer when answers arrive out of order', async () => {
    const s = cartScenario().add(productCandidate(7, 2500)).add(productCandidate(8, 1000));
    await s.answer(2, { total_price: 3500 });
    await s.answer(1, { total_price: 2500 });
    expect(s.context.server?.total_price).toBe(3500);
    expect(Object.keys(s.actor.getSnapshot().children)).toEqual([]);
  });

  it('keeps the server totals and empties the items when syncing an empty cart', async () => {
    const s = cartScenario()
      .add(productCandidate(7, 2500))
      .send({ type: 'cart.remove', ref: product });
    await s.answer(2, { subtotal_price: 0, total_price: 0, service_price: 0, shipping_price: 500 });
    expect(s.context.lines).toEqual([]);
    expect(s.context.server?.shipping_price).toBe(500);
  });

  it('keeps a server success=false as the cart error with its message', async () => {
    const s = cartScenario().add(productCandidate(7, 2500));
    await s.answer(1, { success: false, message: 'Branch closed' });
    expect(s.context.error).toEqual({
      code: 'cart.sync-rejected',
      message: 'Branch closed',
      timestamp: 1_700_000_000_000,
    });
    expect(s.context.isStale).toBe(true);
  });

  it('keeps a sync failure as the cart error (its message, else none for the fallback text)', async () => {
    const s = cartScenario().add(productCandidate(7, 2500));
    await s.fail(1, new Error('Network down'));
    expect(s.context.error).toMatchObject({ code: 'cart.sync-failed', message: 'Network down' });
    s.add(productCandidate(8, 100));
    await s.fail(2, 'plain text');
    expect(s.context.error?.message).toBe('plain text');
    s.add(productCandidate(9, 100));
    await s.fail(3, { weird: true });
    expect(s.context.error?.message).toBeNull();
    s.add(productCandidate(10, 100));
    await s.fail(2, new Error('late'));
    await s.answer(4, {});
    expect(s.context.error).toBeNull();
  });

  it('ignores a failure of an older request', async () => {
    const s = cartScenario().add(productCandidate(7, 2500)).add(productCandidate(8, 100));
    await s.fail(1, new Error('old'));
    expect(s.context.error).toBeNull();
  });

  it('merges, edits and removes, re-syncing after each change', () => {
    const s = cartScenario()
      .add(serviceCandidate(1, washOption(10, 5000), true))
      .add(serviceCandidate(1, washOption(11, 2000)))
      .send({
        type: 'cart.price-change',
        ref: { purchasable_type: 'service', purchasable_id: 1 },
        price: 6000,
      })
      .send({
        type: 'cart.option-remove',
        ref: { purchasable_type: 'service', purchasable_id: 1 },
        optionId: 11,
      })
      .send({
        type: 'cart.quantity-change',
        ref: { purchasable_type: 'service', purchasable_id: 1 },
        quantity: 3,
      });
    expect(s.context.lines[0]).toMatchObject({ price: 5000, add_ons_price: 6000, quantity: 1 });
    expect(s.context.rejection).toEqual({ ok: false, code: 'cart.service-quantity-fixed' });
    expect(s.requests).toHaveLength(5);
    s.send({ type: 'cart.price-change', ref: product, price: 100 });
    expect(s.context.rejection?.code).toBe('cart.line-not-found');
    s.send({ type: 'cart.option-remove', ref: product, optionId: 1 });
    expect(s.context.rejection?.code).toBe('cart.line-not-found');
  });

  it('clears a non-empty cart on customer change, which also clears the car', () => {
    const s = cartScenario()
      .add(productCandidate(7, 2500))
      .send({ type: 'cart.customer-change', customerId: 5 });
    expect(s.context).toMatchObject({
      lines: [],
      info: 'cart.cleared-customer-change',
      customerId: 5,
      carId: null,
    });
    s.send({ type: 'cart.customer-change', customerId: 5 });
    expect(s.context.customerId).toBe(5);
  });

  it('clears a non-empty cart on vehicle change and says nothing for an empty one', () => {
    const s = cartScenario()
      .add(productCandidate(7, 2500))
      .send({ type: 'cart.vehicle-change', carId: 9 });
    expect(s.context).toMatchObject({ lines: [], info: 'cart.cleared-vehicle-change', carId: 9 });
    s.send({ type: 'cart.vehicle-change', carId: 9 }).send({
      type: 'cart.vehicle-change',
      carId: 10,
    });
    expect(s.context.carId).toBe(10);
    const empty = cartScenario().send({ type: 'cart.customer-change', customerId: 3 });
    expect(empty.context.info).toBeNull();
  });

  it('keeps discount and coupon mutually exclusive and validates the discount', () => {
    const s = cartScenario()
      .add(productCandidate(7, 2500))
      .send({ type: 'cart.discount-set', discount: { type: 'percentage', value: 150 } });
    expect(s.context.rejection?.code).toBe('discount.percentage-too-high');
    s.send({ type: 'cart.discount-set', discount: { type: 'fixed', value: 0 } });
    expect(s.context.rejection?.code).toBe('discount.invalid-value');
    s.send({ type: 'cart.discount-set', discount: { type: 'percentage', value: 10 } });
    expect(s.context.discount).toEqual({ type: 'percentage', value: 10 });
    s.send({ type: 'cart.coupon-set', coupon: { code: 'EID10', id: 3 } });
    expect(s.context.rejection?.code).toBe('cart.discount-coupon-conflict');
    s.send({ type: 'cart.discount-clear' }).send({
      type: 'cart.coupon-set',
      coupon: { code: 'EID10', id: 3 },
    });
    expect(s.context.coupon).toEqual({ code: 'EID10', id: 3 });
    expect(s.requests.at(-1)?.input).toMatchObject({ coupon_code: 'EID10', coupon_id: 3 });
    s.send({ type: 'cart.discount-set', discount: { type: 'fixed', value: 100 } });
    expect(s.context.rejection?.code).toBe('cart.discount-coupon-conflict');
    s.send({ type: 'cart.coupon-clear' });
    expect(s.context.coupon).toBeNull();
  });

  it('asks to confirm a page switch with the last 3 items, then clears on confirm', () => {
    const s = cartScenario()
      .add(productCandidate(7, 2500))
      .send({ type: 'cart.page-enter', kind: 'package' });
    expect(s.context.pendingPageSwitch).toMatchObject({
      needsConfirm: true,
      from: 'product',
      to: 'package',
    });
    s.send({ type: 'cart.page-cancel' });
    expect(s.context.pendingPageSwitch).toBeNull();
    expect(s.context.lines).toHaveLength(1);
    s.send({ type: 'cart.page-enter', kind: 'package' }).send({ type: 'cart.page-confirm' });
    expect(s.context.lines).toEqual([]);
    s.send({ type: 'cart.page-confirm' }).send({ type: 'cart.page-enter', kind: 'product' });
    expect(s.context.pendingPageSwitch).toBeNull();
    s.add(packageCandidate(3, 9000));
    expect(s.context.lines).toHaveLength(1);
  });

  it('clears the cart and the fees after a successful order', async () => {
    const s = cartScenario().add(productCandidate(7, 2500));
    await s.answer(1, { total_price: 2500 });
    s.send({ type: 'cart.coupon-set', coupon: { code: 'X', id: 1 } }).send({
      type: 'cart.order-complete',
    });
    expect(s.context).toMatchObject({
      lines: [],
      server: null,
      coupon: null,
      discount: null,
      isStale: false,
    });
  });

  it('starts over on cart.clear: no lines, no discount, no coupon, and syncs the empty cart', () => {
    const s = cartScenario().add(productCandidate(7, 2500));
    s.send({ type: 'cart.discount-set', discount: { type: 'fixed', value: 1000 } });
    const withDiscount = s.requests.length;
    s.send({ type: 'cart.clear' });
    expect(s.context).toMatchObject({ lines: [], discount: null, coupon: null, isStale: true });
    expect(s.context.totals.totalPrice).toBe(0);
    expect(s.requests).toHaveLength(withDiscount + 1);
    expect(s.requests.at(-1)?.input).toMatchObject({ purchasables: [] });
    expect(s.requests.at(-1)?.input).not.toHaveProperty('coupon_code');

    const coupon = cartScenario().add(productCandidate(7, 2500));
    coupon.send({ type: 'cart.coupon-set', coupon: { code: 'X', id: 1 } });
    coupon.send({ type: 'cart.clear' });
    expect(coupon.context.coupon).toBeNull();
    expect(coupon.requests.at(-1)?.input).not.toHaveProperty('coupon_code');
  });

  it('follows the session and syncs on demand and on clear', () => {
    const s = cartScenario({ isLoggedIn: false }).add(productCandidate(7, 2500));
    expect(s.context.rejection?.code).toBe('cart.login-required');
    s.send({ type: 'cart.session-change', isLoggedIn: true }).add(productCandidate(7, 2500));
    s.send({ type: 'cart.sync' }).send({ type: 'cart.clear' });
    expect(s.requests).toHaveLength(3);
    expect(s.context.lines).toEqual([]);
  });
});

describe('cartMachine location type', () => {
  it('re-syncs a non-empty cart with the location type when it changes, and not when it stays', async () => {
    const s = cartScenario().add(productCandidate(7, 2500));
    expect(s.requests[0]?.input).not.toHaveProperty('location_type');
    await s.answer(1, { subtotal_price: 2500, total_price: 2500 });
    s.send({ type: 'cart.location-change', locationType: 'remote' });
    expect(s.context.locationType).toBe('remote');
    expect(s.context.isStale).toBe(true);
    expect(s.requests).toHaveLength(2);
    expect(s.requests[1]?.input).toMatchObject({ car_id: 2, user_id: 1, location_type: 'remote' });
    await s.answer(2, { subtotal_price: 2500, shipping_price: 2500, total_price: 5000 });
    expect(s.context.totals).toMatchObject({ shippingPrice: 2500, totalPrice: 5000 });
    // The same type again changes nothing and asks nothing.
    s.send({ type: 'cart.location-change', locationType: 'remote' });
    expect(s.requests).toHaveLength(2);
    expect(s.context.isStale).toBe(false);
    // Edits keep it on every later request.
    s.send({ type: 'cart.quantity-change', ref: product, quantity: 2 });
    expect(s.requests[2]?.input).toMatchObject({ location_type: 'remote' });
    await s.answer(3, { subtotal_price: 5000, shipping_price: 2500, total_price: 7500 });
    // Back to no location: the request leaves it out and the figures lose the shipping.
    s.send({ type: 'cart.location-change', locationType: null });
    expect(s.context.locationType).toBeNull();
    expect(s.requests[3]?.input).not.toHaveProperty('location_type');
    await s.answer(4, { subtotal_price: 5000, total_price: 5000 });
    expect(s.context.totals).toMatchObject({ shippingPrice: 0, totalPrice: 5000 });
  });

  it('sends in_shop when chosen, and keeps the type of an empty cart without a request', () => {
    const empty = cartScenario().send({ type: 'cart.location-change', locationType: 'in_shop' });
    expect(empty.context.locationType).toBe('in_shop');
    expect(empty.context.isStale).toBe(false);
    expect(empty.requests).toHaveLength(0);
    empty.add(productCandidate(7, 2500));
    expect(empty.requests[0]?.input).toMatchObject({ location_type: 'in_shop' });
  });

  it('keeps the type without a request while no vehicle is selected', () => {
    const s = cartScenario({ carId: null })
      .add(productCandidate(7, 2500))
      .send({ type: 'cart.location-change', locationType: 'remote' });
    expect(s.context.locationType).toBe('remote');
    expect(s.requests).toHaveLength(0);
  });

  it('forgets the type after an order and on a customer or vehicle change', async () => {
    const s = cartScenario()
      .add(productCandidate(7, 2500))
      .send({ type: 'cart.location-change', locationType: 'remote' });
    await s.answer(2, { shipping_price: 2500, total_price: 5000 });
    s.send({ type: 'cart.order-complete' });
    expect(s.context.locationType).toBeNull();

    const vehicle = cartScenario()
      .add(productCandidate(7, 2500))
      .send({ type: 'cart.location-change', locationType: 'remote' })
      .send({ type: 'cart.vehicle-change', carId: 2 });
    // The same vehicle again is no change: the type stays.
    expect(vehicle.context.locationType).toBe('remote');
    vehicle.send({ type: 'cart.vehicle-change', carId: 5 });
    expect(vehicle.context.locationType).toBeNull();
    vehicle.add(productCandidate(7, 2500));
    expect(vehicle.requests.at(-1)?.input).not.toHaveProperty('location_type');

    const customer = cartScenario()
      .add(productCandidate(7, 2500))
      .send({ type: 'cart.location-change', locationType: 'in_shop' })
      .send({ type: 'cart.customer-change', customerId: 9 });
    expect(customer.context.locationType).toBeNull();
  });
});

describe('cartMachine without the app actor', () => {
  it('keeps the failure as the cart error instead of hanging', async () => {
    const actor = createActor(cartMachine, {
      input: { now: clock, isLoggedIn: true, customerId: 1, carId: 2 },
    }).start();
    actor.send({ type: 'cart.add', candidate: productCandidate(7, 2500) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.error).toMatchObject({
      code: 'cart.sync-failed',
      message: 'syncCart is provided by the app',
    });
  });
});
