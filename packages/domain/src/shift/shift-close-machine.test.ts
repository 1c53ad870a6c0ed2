import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { GrantAnswer, GuardedAnswer } from '../approval/approval-machine.js';
import type { ApprovalKind } from '../approval/approval-rules.js';
import {
  closeVariance,
  type ShiftCloseRequest,
  shiftCloseMachine,
  type ShiftExpectation,
} from './shift-close-machine.js';

/** Runs the close flow against a server expecting `expected` with a threshold of AED 2. */
function start(expected = 10_000) {
  const calls: ShiftCloseRequest[] = [];
  let loads = 0;
  const actor = createActor(
    shiftCloseMachine.provide({
      actors: {
        loadExpectation: fromPromise<ShiftExpectation, { shiftId: number }>(() => {
          loads += 1;
          return Promise.resolve({ expected, thresholdFils: 200 });
        }),
        closeShift: fromPromise<GuardedAnswer<unknown>, ShiftCloseRequest & { shiftId: number }>(
          ({ input }) => {
            calls.push(input);
            const variance = input.counted - expected;
            const needs = Math.abs(variance) > 200 && input.token !== 'tok';
            return Promise.resolve(
              needs
                ? {
                    ok: false,
                    refusal: { code: 'approval.required', params: { actions: 'shift-variance' } },
                  }
                : { ok: true, value: { z_number: 1 } },
            );
          },
        ),
        grantApproval: fromPromise<
          GrantAnswer,
          { pin: string; kinds: readonly ApprovalKind[]; shiftId: number }
        >(({ input }) =>
          Promise.resolve(
            input.pin === '2468'
              ? { ok: true, token: 'tok' }
              : { ok: false, refusal: { code: 'approval.pin-invalid' } },
          ),
        ),
      },
    }),
    { input: { shiftId: 7 } },
  ).start();
  return { actor, calls, loads: () => loads };
}

describe('shiftCloseMachine', () => {
  it('keeps the expected cash hidden until the count is submitted', async () => {
    const { actor, loads } = start();
    actor.send({ type: 'count.set', denomination: 5_000, pieces: 2 });
    expect(actor.getSnapshot().context.expectation).toBeNull();
    expect(loads()).toBe(0);
    actor.send({ type: 'count.submit' });
    const snapshot = await waitFor(actor, (s) => s.matches('reviewing'));
    expect(snapshot.context.counted).toBe(10_000);
    expect(closeVariance(snapshot.context)).toBe(0);
  });

  it('closes a count within the threshold without a reason or a PIN', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'count.mode', mode: 'total' });
    actor.send({ type: 'count.total', text: '101.50' });
    actor.send({ type: 'count.submit' });
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'close.submit' });
    const done = await waitFor(actor, (s) => s.matches('closed'));
    expect(done.context.report).toEqual({ z_number: 1 });
    expect(calls).toEqual([
      { shiftId: 7, counted: 10_150, counts: null, reason: null, token: null },
    ]);
  });

  it('asks for a reason, then a manager PIN, for a count AED 5 short', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'count.set', denomination: 5_000, pieces: 1 });
    actor.send({ type: 'count.set', denomination: 2_000, pieces: 2 });
    actor.send({ type: 'count.set', denomination: 500, pieces: 1 });
    actor.send({ type: 'count.submit' });
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(closeVariance(actor.getSnapshot().context)).toBe(-500);
    actor.send({ type: 'close.submit' });
    expect(actor.getSnapshot().context.problem?.code).toBe('shift.variance-reason-required');
    actor.send({ type: 'reason.change', reason: 'change given twice' });
    actor.send({ type: 'close.submit' });
    await waitFor(actor, (s) => s.matches('asking'));
    actor.send({ type: 'pin.change', pin: '1111' });
    actor.send({ type: 'pin.submit' });
    const wrong = await waitFor(actor, (s) => s.matches('asking') && s.context.problem !== null);
    expect(wrong.context.problem?.code).toBe('approval.pin-invalid');
    actor.send({ type: 'pin.change', pin: '2468' });
    actor.send({ type: 'pin.submit' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(calls.at(-1)).toMatchObject({
      counted: 9_500,
      reason: 'change given twice',
      token: 'tok',
    });
  });

  it('refuses a typed total that is not money and stays counting', () => {
    const { actor } = start();
    actor.send({ type: 'count.mode', mode: 'total' });
    actor.send({ type: 'count.total', text: '12.345' });
    actor.send({ type: 'count.submit' });
    expect(actor.getSnapshot().matches('counting')).toBe(true);
    expect(actor.getSnapshot().context.problem?.code).toBe('shift.amount-invalid');
  });

  it('goes back to the review when the manager is not asked after all', async () => {
    const { actor } = start();
    actor.send({ type: 'count.mode', mode: 'total' });
    actor.send({ type: 'count.total', text: '80' });
    actor.send({ type: 'count.submit' });
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'reason.change', reason: 'short' });
    actor.send({ type: 'close.submit' });
    await waitFor(actor, (s) => s.matches('asking'));
    actor.send({ type: 'approval.cancel' });
    expect(actor.getSnapshot().matches('reviewing')).toBe(true);
    expect(actor.getSnapshot().context.counted).toBe(8_000);
  });
});
