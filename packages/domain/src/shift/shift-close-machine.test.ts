import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { GuardedAnswer } from '../approval/approval-machine.js';
import {
  closeVariance,
  type ShiftCloseRequest,
  shiftCloseMachine,
  type ShiftExpectation,
} from './shift-close-machine.js';

/**
 * Runs the close flow against a server expecting `expected` with a threshold of AED 2. Its close
 * call stands for the app's approval flow: a variance above the threshold is closed once the
 * manager approves (`approves`), else answered with the server's `approval.required`, as the
 * approval flow answers when the cashier cancels the PIN.
 */
function start(expected = 10_000, approves = true) {
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
            const needs = Math.abs(input.counted - expected) > 200 && !approves;
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
    expect(calls).toEqual([{ shiftId: 7, counted: 10_150, counts: null, reason: null }]);
  });

  it('asks for a reason for a count AED 5 short, then closes with it', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'count.set', denomination: 5_000, pieces: 1 });
    actor.send({ type: 'count.set', denomination: 2_000, pieces: 2 });
    actor.send({ type: 'count.set', denomination: 500, pieces: 1 });
    actor.send({ type: 'count.submit' });
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(closeVariance(actor.getSnapshot().context)).toBe(-500);
    actor.send({ type: 'close.submit' });
    expect(actor.getSnapshot().context.problem?.code).toBe('shift.variance-reason-required');
    expect(calls).toEqual([]);
    actor.send({ type: 'reason.change', reason: '  change given twice ' });
    actor.send({ type: 'close.submit' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(calls).toEqual([
      {
        shiftId: 7,
        counted: 9_500,
        counts: { 5000: 1, 2000: 2, 500: 1 },
        reason: 'change given twice',
      },
    ]);
  });

  it('refuses a typed total that is not money and stays counting', () => {
    const { actor } = start();
    actor.send({ type: 'count.mode', mode: 'total' });
    actor.send({ type: 'count.total', text: '12.345' });
    actor.send({ type: 'count.submit' });
    expect(actor.getSnapshot().matches('counting')).toBe(true);
    expect(actor.getSnapshot().context.problem?.code).toBe('shift.amount-invalid');
  });

  it('goes back to the review as it was when the manager is not asked after all', async () => {
    const { actor } = start(10_000, false);
    actor.send({ type: 'count.mode', mode: 'total' });
    actor.send({ type: 'count.total', text: '80' });
    actor.send({ type: 'count.submit' });
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'reason.change', reason: 'short' });
    actor.send({ type: 'close.submit' });
    const back = await waitFor(actor, (s) => s.matches('reviewing') && s.context.report === null);
    expect(back.context.problem).toBeNull();
    expect(back.context.counted).toBe(8_000);
    expect(back.context.reason).toBe('short');
  });

  it('shows a refusal other than approval, and a failed call as a server error', async () => {
    const answers: (GuardedAnswer<unknown> | Error)[] = [
      { ok: false, refusal: { code: 'shift.not-open' } },
      new Error('offline'),
    ];
    const actor = createActor(
      shiftCloseMachine.provide({
        actors: {
          loadExpectation: fromPromise(() => Promise.resolve({ expected: 0, thresholdFils: 200 })),
          closeShift: fromPromise<GuardedAnswer<unknown>, ShiftCloseRequest & { shiftId: number }>(
            () => {
              const answer = answers.shift();
              return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer!);
            },
          ),
        },
      }),
      { input: { shiftId: 7 } },
    ).start();
    actor.send({ type: 'count.submit' });
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'close.submit' });
    const refused = await waitFor(
      actor,
      (s) => s.matches('reviewing') && s.context.problem !== null,
    );
    expect(refused.context.problem?.code).toBe('shift.not-open');
    actor.send({ type: 'close.submit' });
    const failed = await waitFor(
      actor,
      (s) => s.matches('reviewing') && s.context.problem?.code === 'server.error',
    );
    expect(failed.context.report).toBeNull();
  });
});
