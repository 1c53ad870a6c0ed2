import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { type Actor, createActor, fromPromise } from 'xstate';
import { productCandidateArb, serviceCandidateArb } from '../test/arbitraries.js';
import { serverPricing } from '../test/fixtures.js';
import { type CartEvent } from './cart-context.js';
import { cartMachine } from './cart-machine.js';
import { type CartSyncRequest, type ServerPricing } from './cart-sync.js';
import { PURCHASABLE_KINDS } from './purchasable-kind.js';

type CartActor = Actor<typeof cartMachine>;

function assertInvariants(actor: CartActor): void {
  const { lines } = actor.getSnapshot().context;
  const exclusive = lines.flatMap((l) => l.selectedOptions).filter((o) => o.is_exclusive);
  expect(exclusive.length).toBeLessThanOrEqual(1);
  for (const line of lines) {
    if (line.purchasable_type === 'service') expect(line.quantity).toBe(1);
    expect(line.quantity).toBeGreaterThan(0);
    expect(line.price).toBeGreaterThan(0);
    if (line.add_ons_price !== null) expect(line.add_ons_price).toBeGreaterThan(0);
  }
  expect(new Set(lines.map((l) => l.purchasable_type)).size).toBeLessThanOrEqual(1);
  const { totals } = actor.getSnapshot().context;
  expect(Number.isSafeInteger(totals.totalPrice)).toBe(true);
  expect(totals.totalPrice).toBeGreaterThanOrEqual(0);
  expect(totals.discountAmount).toBeLessThanOrEqual(totals.subtotal);
}

/** One random user action, sent to the real machine; invariants are checked after every step. */
class SendCommand implements fc.Command<object, CartActor> {
  constructor(readonly event: CartEvent) {}
  check(): boolean {
    return true;
  }
  run(_model: object, actor: CartActor): void {
    actor.send(this.event);
    assertInvariants(actor);
  }
  toString(): string {
    return JSON.stringify(this.event);
  }
}

const refArb = fc.record({
  purchasable_type: fc.constantFrom(...PURCHASABLE_KINDS),
  purchasable_id: fc.integer({ min: 1, max: 5 }),
});

const commandArb = fc.oneof(
  {
    weight: 4,
    arbitrary: serviceCandidateArb.map(
      (candidate) => new SendCommand({ type: 'cart.add', candidate }),
    ),
  },
  {
    weight: 2,
    arbitrary: productCandidateArb.map(
      (candidate) => new SendCommand({ type: 'cart.add', candidate }),
    ),
  },
  { weight: 1, arbitrary: refArb.map((ref) => new SendCommand({ type: 'cart.remove', ref })) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(refArb, fc.integer({ min: -2, max: 4 }))
      .map(([ref, quantity]) => new SendCommand({ type: 'cart.quantity-change', ref, quantity })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(refArb, fc.integer({ min: 1, max: 8 }))
      .map(([ref, optionId]) => new SendCommand({ type: 'cart.option-remove', ref, optionId })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(refArb, fc.integer({ min: -100, max: 9000 }))
      .map(([ref, price]) => new SendCommand({ type: 'cart.price-change', ref, price })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(...PURCHASABLE_KINDS)
      .map((kind) => new SendCommand({ type: 'cart.page-enter', kind })),
  },
  { weight: 1, arbitrary: fc.constant(new SendCommand({ type: 'cart.page-confirm' })) },
  {
    weight: 1,
    arbitrary: fc
      .option(fc.integer({ min: 1, max: 3 }), { nil: null })
      .map((carId) => new SendCommand({ type: 'cart.vehicle-change', carId })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('in_shop' as const, 'remote' as const, null)
      .map((locationType) => new SendCommand({ type: 'cart.location-change', locationType })),
  },
);

function startCart(sync: (request: CartSyncRequest) => Promise<ServerPricing>): CartActor {
  return createActor(
    cartMachine.provide({
      actors: { syncCart: fromPromise<ServerPricing, CartSyncRequest>(({ input }) => sync(input)) },
    }),
    { input: { customerId: 1, carId: 2, isLoggedIn: true, now: () => 0 } },
  ).start();
}

describe('cartMachine model-based run', () => {
  test.prop([fc.commands([commandArb], { maxCommands: 60 })], { numRuns: 150 })(
    'no reachable cart holds two exclusive options, a service quantity other than 1 or a non-positive price',
    (commands) => {
      const requests: CartSyncRequest[] = [];
      const actor = startCart(async (request) => {
        requests.push(request);
        return serverPricing();
      });
      fc.modelRun(() => ({ model: {}, real: actor }), commands);
      // A cart with lines and a vehicle was last priced with the location type it holds.
      const { context } = actor.getSnapshot();
      expect(requests).toHaveLength(context.syncRequestId);
      if (context.lines.length > 0 && context.carId !== null)
        expect(requests.at(-1)?.location_type).toBe(context.locationType ?? undefined);
      actor.stop();
    },
  );
});

describe('cartMachine sync ordering', () => {
  test.prop([fc.scheduler(), fc.array(productCandidateArb, { minLength: 1, maxLength: 8 })], {
    numRuns: 100,
  })('a stale sync response never overwrites a newer one', async (s, candidates) => {
    let calls = 0;
    const actor = startCart((request) => {
      calls += 1;
      // Each answer carries its request number in total_price so the test can tell them apart.
      return s.schedule(
        Promise.resolve(serverPricing({ total_price: calls, count: request.purchasables.length })),
      );
    });
    const applied: number[] = [];
    actor.subscribe((snapshot) => {
      const total = snapshot.context.server?.total_price;
      if (total !== undefined && applied.at(-1) !== total) applied.push(total);
    });
    for (const candidate of candidates) actor.send({ type: 'cart.add', candidate });
    actor.send({ type: 'cart.sync' });
    await s.waitAll();
    const { context } = actor.getSnapshot();
    expect(applied.every((n, i) => i === 0 || n > (applied[i - 1] ?? 0))).toBe(true);
    expect(context.server?.total_price).toBe(context.syncRequestId);
    expect(context.settledRequestId).toBe(context.syncRequestId);
    expect(context.isStale).toBe(false);
    actor.stop();
  });
});
