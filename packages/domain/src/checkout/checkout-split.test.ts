// The checkout's split payment and its open-shift offer, run through the machine with fakes.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type AvailabilityDay } from '../booking/time-slots.js';
import { addToCart } from '../cart/add-to-cart.js';
import { productCandidate } from '../test/fixtures.js';
import { type Vault } from '../vault/vault.js';
import { checkoutMachine, type OrderSubmission } from './checkout-machine.js';

const added = addToCart([], productCandidate(7, 15000), {
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
const vaults: Vault[] = [
  { id: 4, title: 'Main till', type: 'cash' },
  { id: 6, title: 'Card machine', type: 'visa' },
];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Runs a checkout to the vault step with the payment given; `answers` are the order calls' outcomes. */
async function toVaultStep(
  payment: object,
  answers: Array<'accepted' | Error>,
): Promise<{ actor: ReturnType<typeof start>; submissions: OrderSubmission[]; types: unknown[] }> {
  const submissions: OrderSubmission[] = [];
  const types: unknown[] = [];
  const actor = start(answers, submissions, types);
  actor.send({
    type: 'checkout.start',
    hasCustomer: true,
    hasVehicle: true,
    cart,
    total: 15000,
    payment: payment as never,
  });
  actor.send({ type: 'checkout.location-set', location: { type: 'indoor' } });
  await settle();
  actor.send({
    type: 'checkout.slot-select',
    slot: { date: '2026-03-01', from: '09:00', to: '10:00', available: true },
  });
  await settle();
  return { actor, submissions, types };
}

function start(
  answers: Array<'accepted' | Error>,
  submissions: OrderSubmission[],
  types: unknown[],
) {
  let n = 0;
  return createActor(
    checkoutMachine.provide({
      actors: {
        loadTimeSlots: fromPromise(async (): Promise<AvailabilityDay[]> => [
          { date: '2026-03-01', slots: [{ from: '09:00', to: '10:00', available: true }] },
        ]),
        loadVaults: fromPromise(async ({ input }) => {
          types.push(input.type);
          return vaults;
        }),
        submitOrder: fromPromise(async ({ input }) => {
          submissions.push(input);
          const answer = answers.shift();
          if (answer === undefined || answer instanceof Error) throw answer ?? new Error('');
          return { success: true, message: null, order: { id: 9 } };
        }),
      },
    }),
    {
      input: {
        makeId: () => {
          n += 1;
          return `key-${n}`;
        },
      },
    },
  ).start();
}

const split = {
  method: 'cash',
  type: 'full',
  split: [
    { method: 'cash', amount: '60' },
    { method: 'visa', amount: '100' },
  ],
};

describe('a split payment in the checkout', () => {
  it('lists every vault, needs one per part, and sends the parts with the change from cash', async () => {
    const { actor, submissions, types } = await toVaultStep(split, ['accepted']);
    expect(types).toEqual([null]);
    actor.send({ type: 'checkout.part-vault-select', index: 0, vaultId: 4 });
    actor.send({ type: 'checkout.submit' });
    expect(actor.getSnapshot().context.rejection?.code).toBe('checkout.vault-required');
    actor.send({ type: 'checkout.part-vault-select', index: 1, vaultId: 6 });
    actor.send({ type: 'checkout.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('success');
    expect(submissions[0]?.payload).toMatchObject({
      vault_id: 4,
      payment_method: 'cash',
      payments: [
        { method: 'cash', vault_id: 4, amount: 5000, cash_tendered: 6000 },
        { method: 'visa', vault_id: 6, amount: 10000 },
      ],
    });
    expect(submissions[0]?.payload).not.toHaveProperty('amount');
  });

  it('refuses to start a split whose card part is above the total', () => {
    const actor = start([], [], []);
    actor.send({
      type: 'checkout.start',
      hasCustomer: true,
      hasVehicle: true,
      cart,
      total: 15000,
      payment: { ...split, split: [{ method: 'visa', amount: '151' }] } as never,
    });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.rejection?.code).toBe('payment.split-card-over-remainder');
  });
});

describe('the open-shift offer', () => {
  const noShift = Object.assign(new Error('no shift'), {
    refusal: { code: 'shift.not-open', params: { vault_id: 4 } },
  });

  it('opens a shift on the refused drawer and sends the same attempt again', async () => {
    const { actor, submissions } = await toVaultStep({ method: 'cash', type: 'full' }, [
      noShift,
      'accepted',
    ]);
    actor.send({ type: 'checkout.vault-select', vaultId: 4 });
    actor.send({ type: 'checkout.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error?.refusal).toEqual(noShift.refusal);
    actor.send({ type: 'checkout.shift-open' });
    expect(actor.getSnapshot().value).toBe('openingShift');
    actor.send({ type: 'checkout.back' });
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'checkout.shift-open' });
    actor.send({ type: 'checkout.shift-opened' });
    await settle();
    expect(actor.getSnapshot().value).toBe('success');
    expect(submissions.map((s) => s.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });

  it('is not offered for another failure', async () => {
    const { actor } = await toVaultStep({ method: 'cash', type: 'full' }, [new Error('down')]);
    actor.send({ type: 'checkout.vault-select', vaultId: 4 });
    actor.send({ type: 'checkout.submit' });
    await settle();
    actor.send({ type: 'checkout.shift-open' });
    expect(actor.getSnapshot().value).toBe('failed');
  });
});
