// The payment dialog's split payment and its open-shift offer.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { changeDue, validateOrderPayment } from './order-payment.js';
import { orderPaymentMachine, type PaymentSubmission } from './order-payment-machine.js';

const form = { orderId: 9, total: 15000, method: null, isPartial: false, cash: '' } as const;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('validateOrderPayment with parts', () => {
  it('sends the parts, the first part as the method and the amount paid as cash', () => {
    const parts = [
      { method: 'cash', amount: '60' },
      { method: 'visa', amount: '100', reference: 'R-1' },
    ] as const;
    expect(validateOrderPayment({ ...form, parts })).toEqual({
      ok: true,
      value: {
        order_id: 9,
        payment_method_id: 'cash',
        is_partial: false,
        cash: 15000,
        payments: [
          { method: 'cash', amount: 5000, cash_tendered: 6000 },
          { method: 'visa', amount: 10000, payment_reference: 'R-1' },
        ],
      },
    });
    expect(changeDue({ ...form, parts })).toBe(1000);
  });
  it('refuses a card part above what is owed, with the split code', () => {
    expect(
      validateOrderPayment({ ...form, parts: [{ method: 'visa', amount: '150.01' }] }),
    ).toEqual({
      ok: false,
      code: 'payment.split-card-over-remainder',
      params: { part: 1, max: 15000 },
    });
  });
});

describe('the open-shift offer of the payment dialog', () => {
  it('opens a shift after a shift.not-open refusal and sends the same attempt again', async () => {
    const sent: PaymentSubmission[] = [];
    const outcomes = [
      Object.assign(new Error('no shift'), { refusal: { code: 'shift.not-open' } }),
      null,
    ];
    let n = 0;
    const actor = createActor(
      orderPaymentMachine.provide({
        actors: {
          submitPayment: fromPromise(async ({ input }) => {
            sent.push(input);
            const outcome = outcomes.shift();
            if (outcome) throw outcome;
            return { reference: 'PAY-000001' };
          }),
        },
      }),
      {
        input: {
          orderId: 9,
          total: 15000,
          makeId: () => {
            n += 1;
            return `key-${n}`;
          },
        },
      },
    ).start();
    actor.send({ type: 'payment.edit', changes: { method: 'cash', cash: '150' } });
    actor.send({ type: 'payment.shift-open' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'payment.submit' });
    await settle();
    expect(actor.getSnapshot().context.error?.refusal?.code).toBe('shift.not-open');
    actor.send({ type: 'payment.shift-open' });
    expect(actor.getSnapshot().value).toBe('openingShift');
    actor.send({ type: 'payment.shift-cancel' });
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'payment.shift-open' });
    actor.send({ type: 'payment.shift-opened' });
    await settle();
    expect(actor.getSnapshot().value).toBe('completed');
    expect(sent.map((s) => s.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });
});
