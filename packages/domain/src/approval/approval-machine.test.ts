import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import type { ApprovalKind } from './approval-rules.js';
import {
  approvalMachine,
  type GrantAnswer,
  type GuardedAnswer,
  requiredKinds,
} from './approval-machine.js';

const required: GuardedAnswer<string> = {
  ok: false,
  refusal: { code: 'approval.required', params: { actions: 'large-discount,lowered-price' } },
};

/** Runs the flow with a call that needs a token and a PIN exchange that takes `goodPin`. */
function start(goodPin = '1234') {
  const tokens: (string | null)[] = [];
  const pins: string[] = [];
  const actor = createActor(
    approvalMachine.provide({
      actors: {
        callGuarded: fromPromise<GuardedAnswer<unknown>, { token: string | null }>(({ input }) => {
          tokens.push(input.token);
          return Promise.resolve(input.token === 'tok' ? { ok: true, value: 'saved' } : required);
        }),
        grantApproval: fromPromise<GrantAnswer, { pin: string; kinds: readonly ApprovalKind[] }>(
          ({ input }) => {
            pins.push(input.pin);
            return Promise.resolve(
              input.pin === goodPin
                ? { ok: true, token: 'tok' }
                : { ok: false, refusal: { code: 'approval.pin-invalid' } },
            );
          },
        ),
      },
    }),
  ).start();
  return { actor, tokens, pins };
}

const settle = (actor: ReturnType<typeof start>['actor'], state: 'asking' | 'finished') =>
  new Promise<void>((resolve) => {
    const check = () => actor.getSnapshot().matches(state) && resolve();
    actor.subscribe(check);
    check();
  });

describe('approvalMachine', () => {
  it('ends at once with a call that needs no approval', async () => {
    const actor = createActor(
      approvalMachine.provide({
        actors: {
          callGuarded: fromPromise<GuardedAnswer<unknown>, { token: string | null }>(() =>
            Promise.resolve({ ok: true, value: 1 }),
          ),
        },
      }),
    ).start();
    await expect(toPromise(actor)).resolves.toEqual({ ok: true, value: 1 });
  });

  it('asks for a PIN, says a wrong one is wrong, and retries the call with the token', async () => {
    const { actor, tokens, pins } = start();
    await settle(actor, 'asking');
    expect(actor.getSnapshot().context.kinds).toEqual(['large-discount', 'lowered-price']);
    actor.send({ type: 'pin.change', pin: '9999' });
    actor.send({ type: 'pin.submit' });
    await settle(actor, 'asking');
    await new Promise<void>((resolve) => {
      const check = () => actor.getSnapshot().context.problem !== null && resolve();
      actor.subscribe(check);
      check();
    });
    expect(actor.getSnapshot().context.problem).toEqual({ code: 'approval.pin-invalid' });
    expect(actor.getSnapshot().context.pin).toBe('');
    actor.send({ type: 'pin.change', pin: '1234' });
    expect(actor.getSnapshot().context.problem).toBeNull();
    actor.send({ type: 'pin.submit' });
    await expect(toPromise(actor)).resolves.toEqual({ ok: true, value: 'saved' });
    expect(tokens).toEqual([null, 'tok']);
    expect(pins).toEqual(['9999', '1234']);
  });

  it('does not send a PIN that is not 4 to 6 digits', async () => {
    const { actor, pins } = start();
    await settle(actor, 'asking');
    actor.send({ type: 'pin.change', pin: '12' });
    actor.send({ type: 'pin.submit' });
    expect(actor.getSnapshot().value).toBe('asking');
    expect(actor.getSnapshot().context.problem).toEqual({ code: 'approval.pin-format' });
    expect(pins).toEqual([]);
  });

  it('ends with the server refusal when cancelled, without calling again', async () => {
    const { actor, tokens } = start();
    await settle(actor, 'asking');
    actor.send({ type: 'approval.cancel' });
    await expect(toPromise(actor)).resolves.toEqual(required);
    expect(tokens).toEqual([null]);
  });

  it('ends with another refusal as it came', async () => {
    const refused: GuardedAnswer<unknown> = { ok: false, refusal: { code: 'slot.full' } };
    const actor = createActor(
      approvalMachine.provide({
        actors: {
          callGuarded: fromPromise<GuardedAnswer<unknown>, { token: string | null }>(() =>
            Promise.resolve(refused),
          ),
        },
      }),
    ).start();
    await expect(toPromise(actor)).resolves.toEqual(refused);
  });
});

describe('requiredKinds', () => {
  it('reads the kinds the refusal lists and drops unknown ones', () => {
    expect(
      requiredKinds({ code: 'approval.required', params: { actions: 'order-delete,nonsense' } }),
    ).toEqual(['order-delete']);
    expect(requiredKinds({ code: 'approval.required' })).toEqual([]);
  });
});

describe('a token the server refuses', () => {
  it('asks for the PIN again', async () => {
    const answers: GuardedAnswer<unknown>[] = [
      { ok: false, refusal: { code: 'approval.required', params: { actions: 'order-delete' } } },
      {
        ok: false,
        refusal: { code: 'approval.token-invalid', params: { actions: 'order-delete' } },
      },
    ];
    const actor = createActor(
      approvalMachine.provide({
        actors: {
          callGuarded: fromPromise<GuardedAnswer<unknown>, { token: string | null }>(() =>
            Promise.resolve(answers.shift() ?? { ok: true, value: 'deleted' }),
          ),
          grantApproval: fromPromise<GrantAnswer, { pin: string; kinds: readonly ApprovalKind[] }>(
            () => Promise.resolve({ ok: true, token: 'tok' }),
          ),
        },
      }),
    ).start();
    await settle(actor, 'asking');
    actor.send({ type: 'pin.change', pin: '2468' });
    actor.send({ type: 'pin.submit' });
    await new Promise<void>((resolve) => {
      const check = () =>
        answers.length === 0 && actor.getSnapshot().matches('asking') && resolve();
      actor.subscribe(check);
      check();
    });
    expect(actor.getSnapshot().context.kinds).toEqual(['order-delete']);
    actor.send({ type: 'pin.change', pin: '2468' });
    actor.send({ type: 'pin.submit' });
    await expect(toPromise(actor)).resolves.toEqual({ ok: true, value: 'deleted' });
  });
});
