import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition } from 'xstate';
import { type AvailabilityDay } from '../booking/time-slots.js';
import { addToCart } from '../cart/add-to-cart.js';
import { productCandidate } from '../test/fixtures.js';
import { type Vault } from '../vault/vault.js';
import {
  type CheckoutCompletedEvent,
  checkoutMachine,
  type OrderSubmission,
  type OrderSubmissionResult,
} from './checkout-machine.js';

const added = addToCart([], productCandidate(7, 2500), {
  hasVehicle: true,
  hasCustomer: true,
  isLoggedIn: true,
});
const cart = {
  carId: 2,
  customerId: 1,
  lines: added.ok ? added.value : [],
  discount: null,
  coupon: null,
};
const startEvent = {
  type: 'checkout.start',
  hasCustomer: true,
  hasVehicle: true,
  cart,
  total: 2500,
  payment: { method: 'cash', type: 'full' },
} as const;
const slot = { date: '2026-03-01', from: '09:00', to: '10:00', available: true };
const days: AvailabilityDay[] = [
  { date: '2026-03-01', slots: [{ from: '09:00', to: '10:00', available: true }] },
];
const vaults: Vault[] = [
  { id: 1, title: 'Pety cash' },
  { id: 4, title: 'Main till' },
];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function ids() {
  let n = 0;
  return () => {
    n += 1;
    return `key-${n}`;
  };
}

function harness(
  answers: Array<OrderSubmissionResult | Error>,
  options: { slotsFail?: boolean; vaultsFail?: boolean } = {},
) {
  const submissions: OrderSubmission[] = [];
  const slotTypes: string[] = [];
  const vaultTypes: string[] = [];
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        loadTimeSlots: fromPromise(async ({ input }) => {
          slotTypes.push(input.type);
          if (options.slotsFail === true) throw new Error('down');
          return days;
        }),
        loadVaults: fromPromise(async ({ input }) => {
          vaultTypes.push(input.type ?? 'all');
          if (options.vaultsFail === true) throw new Error('down');
          return vaults;
        }),
        submitOrder: fromPromise(async ({ input }) => {
          submissions.push(input);
          const answer = answers.shift();
          if (answer === undefined || answer instanceof Error) throw answer ?? new Error('');
          return answer;
        }),
      },
    }),
    { input: { makeId: ids() } },
  ).start();
  return { actor, submissions, slotTypes, vaultTypes };
}

const accepted: OrderSubmissionResult = {
  success: true,
  message: 'Order submitted successfully',
  order: { id: 41 },
};

describe('checkoutMachine steps (transition)', () => {
  const [idle] = initialTransition(checkoutMachine, { makeId: () => 'k' });
  it('refuses to start without a customer and vehicle', () => {
    const [next] = transition(checkoutMachine, idle, { ...startEvent, hasVehicle: false });
    expect(next.value).toBe('idle');
    expect(next.context.rejection?.code).toBe('checkout.customer-vehicle-required');
  });
  it('refuses to start with an empty cart or an invalid partial amount', () => {
    const [empty] = transition(checkoutMachine, idle, {
      ...startEvent,
      cart: { ...cart, lines: [] },
    });
    expect(empty.context.rejection?.code).toBe('checkout.cart-empty');
    const [partial] = transition(checkoutMachine, idle, {
      ...startEvent,
      payment: { method: 'cash', type: 'partial', partialAmount: '30' },
    });
    expect(partial.context.rejection?.code).toBe('checkout.partial-amount-invalid');
  });
  it('goes from the checkout button to the location chooser', () => {
    const [next] = transition(checkoutMachine, idle, startEvent);
    expect(next.value).toBe('location');
  });
  it('keeps an outdoor location without address or coordinates out', () => {
    const [loc] = transition(checkoutMachine, idle, startEvent);
    const [next] = transition(checkoutMachine, loc, {
      type: 'checkout.location-set',
      location: { type: 'outdoor' },
    });
    expect(next.value).toBe('location');
    expect(next.context.rejection?.code).toBe('checkout.address-required');
    const [back] = transition(checkoutMachine, loc, { type: 'checkout.back' });
    expect(back.value).toBe('idle');
  });
});

describe('checkoutMachine flows', () => {
  it('runs location → time slot → vault → submit → success and emits checkout.completed on close', async () => {
    const h = harness([accepted]);
    const completed: CheckoutCompletedEvent[] = [];
    h.actor.on('checkout.completed', (event) => completed.push(event));
    h.actor.send(startEvent);
    h.actor.send({
      type: 'checkout.location-set',
      location: { type: 'outdoor', address: 'Villa 12' },
    });
    await settle();
    expect(h.slotTypes).toEqual(['remote']);
    expect(h.actor.getSnapshot().context.days).toEqual([{ date: '2026-03-01', slots: [slot] }]);
    h.actor.send({ type: 'checkout.slot-select', slot: { ...slot, available: false } });
    expect(h.actor.getSnapshot().context.rejection?.code).toBe('checkout.slot-unavailable');
    h.actor.send({ type: 'checkout.slot-select', slot });
    await settle();
    expect(h.vaultTypes).toEqual(['cash']);
    expect(h.actor.getSnapshot().context.vaults.map((v) => v.id)).toEqual([4]);
    h.actor.send({ type: 'checkout.submit' });
    expect(h.actor.getSnapshot().context.rejection?.code).toBe('checkout.vault-required');
    h.actor.send({ type: 'checkout.vault-select', vaultId: 4 });
    h.actor.send({ type: 'checkout.submit' });
    await settle();
    expect(h.actor.getSnapshot().value).toBe('success');
    expect(h.submissions).toHaveLength(1);
    expect(h.submissions[0]?.idempotencyKey).toBe('key-1');
    expect(h.submissions[0]?.payload).toMatchObject({
      vault_id: 4,
      location_type: 'remote',
      address: 'Villa 12',
      booking_time: '09:00',
    });
    h.actor.send({ type: 'checkout.close' });
    expect(h.actor.getSnapshot().value).toBe('idle');
    expect(completed).toEqual([
      {
        type: 'checkout.completed',
        reset: ['customer', 'vehicle', 'payment', 'coupon', 'discount'],
      },
    ]);
    expect(h.actor.getSnapshot().context.cart.lines).toEqual([]);
    expect(h.actor.getSnapshot().context.hasSelection).toBe(false);
  });

  async function toVault(h: ReturnType<typeof harness>) {
    h.actor.send(startEvent);
    h.actor.send({ type: 'checkout.location-set', location: { type: 'indoor' } });
    await settle();
    h.actor.send({ type: 'checkout.slot-select', slot });
    await settle();
    h.actor.send({ type: 'checkout.vault-select', vaultId: 4 });
  }

  it('reuses the idempotency key when the same attempt is retried after a failure', async () => {
    const h = harness([new Error('timeout'), accepted]);
    await toVault(h);
    h.actor.send({ type: 'checkout.submit' });
    await settle();
    expect(h.actor.getSnapshot().value).toBe('failed');
    expect(h.actor.getSnapshot().context.error).toEqual({
      code: 'checkout.order-failed',
      message: 'timeout',
    });
    h.actor.send({ type: 'checkout.retry' });
    await settle();
    expect(h.submissions.map((s) => s.idempotencyKey)).toEqual(['key-1', 'key-1']);
    expect(h.submissions[1]?.payload).toEqual(h.submissions[0]?.payload);
    expect(h.actor.getSnapshot().value).toBe('success');
  });

  it('makes a new key for a new attempt and keeps a refused order as an error', async () => {
    const h = harness([
      { success: false, message: 'Slot taken', order: null },
      new Error(''),
      accepted,
    ]);
    await toVault(h);
    h.actor.send({ type: 'checkout.submit' });
    await settle();
    expect(h.actor.getSnapshot().context.error).toEqual({
      code: 'checkout.order-rejected',
      message: 'Slot taken',
    });
    h.actor.send({ type: 'checkout.back' });
    h.actor.send({ type: 'checkout.submit' });
    await settle();
    expect(h.actor.getSnapshot().context.error).toEqual({
      code: 'checkout.order-failed',
      message: null,
    });
    expect(h.submissions.map((s) => s.idempotencyKey)).toEqual(['key-1', 'key-2']);
    h.actor.send({ type: 'checkout.cancel' });
    expect(h.actor.getSnapshot().value).toBe('idle');
  });

  it('keeps going with an empty list when slots or vaults fail to load, and steps back', async () => {
    const h = harness([], { slotsFail: true, vaultsFail: true });
    h.actor.send(startEvent);
    h.actor.send({ type: 'checkout.location-set', location: { type: 'indoor' } });
    await settle();
    expect(h.slotTypes).toEqual(['in_shop']);
    expect(h.actor.getSnapshot().context.error?.code).toBe('checkout.slots-load-failed');
    h.actor.send({ type: 'checkout.slot-select', slot });
    await settle();
    expect(h.actor.getSnapshot().context.error?.code).toBe('checkout.vaults-load-failed');
    h.actor.send({ type: 'checkout.back' });
    expect(h.actor.getSnapshot().matches('timeSlot')).toBe(true);
    h.actor.send({ type: 'checkout.back' });
    expect(h.actor.getSnapshot().value).toBe('location');
    h.actor.send({ type: 'checkout.cancel' });
    expect(h.actor.getSnapshot().value).toBe('idle');
  });

  it('loads the slots and the vaults again on checkout.reload after a failure', async () => {
    const failing = { slotsFail: true, vaultsFail: true };
    const h = harness([], failing);
    h.actor.send(startEvent);
    h.actor.send({ type: 'checkout.location-set', location: { type: 'indoor' } });
    await settle();
    expect(h.actor.getSnapshot().context.error?.code).toBe('checkout.slots-load-failed');
    failing.slotsFail = false;
    h.actor.send({ type: 'checkout.reload' });
    await settle();
    expect(h.slotTypes).toEqual(['in_shop', 'in_shop']);
    expect(h.actor.getSnapshot().context.error).toBeNull();
    expect(h.actor.getSnapshot().context.days.length).toBeGreaterThan(0);
    h.actor.send({ type: 'checkout.slot-select', slot });
    await settle();
    expect(h.actor.getSnapshot().context.error?.code).toBe('checkout.vaults-load-failed');
    failing.vaultsFail = false;
    h.actor.send({ type: 'checkout.reload' });
    await settle();
    expect(h.actor.getSnapshot().context.error).toBeNull();
    expect(h.actor.getSnapshot().context.vaults.length).toBeGreaterThan(0);
  });
});

describe('checkoutMachine without the app actors', () => {
  it('fails safely: every load and submit reports a failure instead of hanging', async () => {
    const actor = createActor(checkoutMachine, { input: { makeId: () => 'k' } }).start();
    actor.send(startEvent);
    actor.send({ type: 'checkout.location-set', location: { type: 'indoor' } });
    await settle();
    expect(actor.getSnapshot().context.error?.code).toBe('checkout.slots-load-failed');
    actor.send({ type: 'checkout.slot-select', slot });
    await settle();
    expect(actor.getSnapshot().context.error?.code).toBe('checkout.vaults-load-failed');
    actor.send({ type: 'checkout.vault-select', vaultId: 4 });
    actor.send({ type: 'checkout.submit' });
    await settle();
    expect(actor.getSnapshot().context.error).toEqual({
      code: 'checkout.order-failed',
      message: 'submitOrder is provided by the app',
    });
  });
});
