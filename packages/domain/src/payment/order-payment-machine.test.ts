import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition } from 'xstate';
import {
  orderPaymentMachine,
  type PaymentReceipt,
  type PaymentSubmission,
} from './order-payment-machine.js';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function ids() {
  let n = 0;
  return () => {
    n += 1;
    return `pay-${n}`;
  };
}

function harness(answers: Array<PaymentReceipt | Error>) {
  const calls: PaymentSubmission[] = [];
  const actor = createActor(
    orderPaymentMachine.provide({
      actors: {
        submitPayment: fromPromise(async ({ input }) => {
          calls.push(input);
          const answer = answers.shift();
          if (answer === undefined || answer instanceof Error)
            throw answer ?? new Error('no answer');
          return answer;
        }),
      },
    }),
    { input: { orderId: 9, total: 10000, makeId: ids() } },
  ).start();
  return { actor, calls };
}

describe('orderPaymentMachine steps (transition)', () => {
  it('refuses to submit without a method', () => {
    const [s0] = initialTransition(orderPaymentMachine, {
      orderId: 9,
      total: 10000,
      makeId: () => 'k',
    });
    const [s1] = transition(orderPaymentMachine, s0, { type: 'payment.submit' });
    expect(s1.value).toBe('editing');
    expect(s1.context.rejection).toEqual({ ok: false, code: 'payment.method-required' });
  });
  it('clears the refusal on edit', () => {
    const [s0] = initialTransition(orderPaymentMachine, {
      orderId: 9,
      total: 10000,
      makeId: () => 'k',
    });
    const [s1] = transition(orderPaymentMachine, s0, { type: 'payment.submit' });
    const [s2] = transition(orderPaymentMachine, s1, {
      type: 'payment.edit',
      changes: { method: 'cash' },
    });
    expect(s2.context.rejection).toBeNull();
    expect(s2.context.form.method).toBe('cash');
  });
});

describe('orderPaymentMachine flows', () => {
  it('pays, shows the receipt and closes', async () => {
    const h = harness([{ reference: 'RC-77' }]);
    h.actor.send({ type: 'payment.edit', changes: { method: 'cash', cash: '120' } });
    h.actor.send({ type: 'payment.submit' });
    await settle();
    expect(h.calls).toEqual([
      {
        idempotencyKey: 'pay-1',
        payload: { order_id: 9, payment_method_id: 'cash', is_partial: false, cash: 12000 },
      },
    ]);
    expect(h.actor.getSnapshot().context.receipt).toEqual({ reference: 'RC-77' });
    h.actor.send({ type: 'payment.close' });
    expect(h.actor.getSnapshot().status).toBe('done');
  });

  it('reuses the key on retry of the same attempt and makes a new one after an edit', async () => {
    const h = harness([
      new Error('Failed to complete payment'),
      new Error(''),
      { reference: null },
    ]);
    h.actor.send({ type: 'payment.edit', changes: { method: 'visa', isPartial: true } });
    h.actor.send({ type: 'payment.submit' });
    await settle();
    expect(h.actor.getSnapshot().context.error).toEqual({
      code: 'payment.failed',
      message: 'Failed to complete payment',
    });
    h.actor.send({ type: 'payment.retry' });
    await settle();
    expect(h.actor.getSnapshot().context.error?.message).toBeNull();
    h.actor.send({ type: 'payment.edit', changes: { reference: 'R-2' } });
    h.actor.send({ type: 'payment.submit' });
    await settle();
    expect(h.calls.map((c) => c.idempotencyKey)).toEqual(['pay-1', 'pay-1', 'pay-2']);
    expect(h.calls[2]?.payload).toEqual({
      order_id: 9,
      payment_method_id: 'visa',
      is_partial: true,
      payment_reference: 'R-2',
      cash: 10000,
    });
    expect(h.actor.getSnapshot().value).toBe('completed');
  });

  it('can be closed while editing or after a failure', async () => {
    const a = harness([]);
    a.actor.send({ type: 'payment.close' });
    expect(a.actor.getSnapshot().status).toBe('done');
    const b = harness([new Error('x')]);
    b.actor.send({ type: 'payment.edit', changes: { method: 'visa' } });
    b.actor.send({ type: 'payment.submit' });
    await settle();
    b.actor.send({ type: 'payment.close' });
    expect(b.actor.getSnapshot().status).toBe('done');
  });
});

describe('orderPaymentMachine without the app actor', () => {
  it('fails safely with the failure kept as payment.failed', async () => {
    const actor = createActor(orderPaymentMachine, {
      input: { orderId: 1, total: 100, makeId: () => 'k' },
    }).start();
    actor.send({ type: 'payment.edit', changes: { method: 'visa' } });
    actor.send({ type: 'payment.submit' });
    await settle();
    expect(actor.getSnapshot().context.error).toEqual({
      code: 'payment.failed',
      message: 'submitPayment is provided by the app',
    });
  });
});
