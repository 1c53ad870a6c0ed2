import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { validateRefundForm } from './refund-form.js';
import { type RefundAnswer, refundMachine, type RefundSubmission } from './refund-machine.js';

function start(answers: (RefundAnswer | Error)[]) {
  const sent: RefundSubmission[] = [];
  let id = 0;
  const actor = createActor(
    refundMachine.provide({
      actors: {
        submitRefund: fromPromise<RefundAnswer, RefundSubmission>(({ input }) => {
          sent.push(input);
          const answer = answers.shift();
          if (answer === undefined) throw new Error('no answer scripted');
          return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
        }),
      },
    }),
    { input: { orderId: 7, refundable: 10_000, makeId: () => `key-${++id}` } },
  );
  actor.start();
  return { actor, sent };
}

const done: RefundAnswer = {
  ok: true,
  value: { amount: 2_500, creditNote: { number: 'CN-000001', url: '/c/x' } },
};

describe('validateRefundForm', () => {
  const form = {
    orderId: 1,
    refundable: 500,
    mode: 'amount' as const,
    lineIds: [],
    amount: '5',
    reason: 'other' as const,
    method: 'cash' as const,
  };

  it('builds the call of each mode and refuses what the server would', () => {
    expect(validateRefundForm(form)).toEqual({
      ok: true,
      value: { order_id: 1, mode: 'amount', amount: 500, reason: 'other', method: 'cash' },
    });
    expect(validateRefundForm({ ...form, amount: '5.01' })).toEqual({
      ok: false,
      code: 'refund.exceeds-refundable',
      params: { max: 500 },
    });
    expect(validateRefundForm({ ...form, amount: '0' }).ok).toBe(false);
    expect(validateRefundForm({ ...form, mode: 'lines' })).toEqual({
      ok: false,
      code: 'refund.lines-required',
    });
    expect(validateRefundForm({ ...form, mode: 'lines', lineIds: [4] })).toMatchObject({
      ok: true,
      value: { line_ids: [4] },
    });
    expect(validateRefundForm({ ...form, mode: 'whole', amount: '' })).toMatchObject({ ok: true });
  });
});

describe('refundMachine', () => {
  it('checks the form, sends the refund and ends with its credit note', async () => {
    const { actor, sent } = start([done]);
    actor.send({ type: 'refund.edit', changes: { mode: 'lines' } });
    actor.send({ type: 'refund.submit' });
    expect(actor.getSnapshot().context.rejection?.code).toBe('refund.lines-required');
    actor.send({ type: 'refund.edit', changes: { lineIds: [3] } });
    actor.send({ type: 'refund.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(sent).toEqual([
      {
        payload: {
          order_id: 7,
          mode: 'lines',
          line_ids: [3],
          reason: 'customer-unhappy',
          method: 'original',
        },
        idempotencyKey: 'key-1',
      },
    ]);
    expect(actor.getSnapshot().context.done?.creditNote?.number).toBe('CN-000001');
    actor.send({ type: 'refund.close' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('goes back to editing with the refusal, and retries a failed call with its key', async () => {
    const refused: RefundAnswer = {
      ok: false,
      refusal: { code: 'refund.exceeds-refundable', params: { max: '10.00' } },
    };
    const { actor, sent } = start([refused, new Error('offline'), done]);
    actor.send({ type: 'refund.submit' });
    await waitFor(actor, (snapshot) => snapshot.context.refusal !== null);
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'refund.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'refund.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(sent.map((submission) => submission.idempotencyKey)).toEqual([
      'key-1',
      'key-2',
      'key-2',
    ]);
  });
});
