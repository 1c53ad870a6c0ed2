// The flow of a call a manager may have to approve: make the call; when the server answers
// that it needs approval, ask for a manager's PIN, exchange it for an approval token, and
// make the call again with the token. A wrong PIN says so and asks again; cancelling ends the
// flow and leaves the sale as it was.
import { assign, fromPromise, setup } from 'xstate';
import type { Refusal } from '../refusal/refusal-code.js';
import { approvalPinProblem } from './approval-pin.js';
import { APPROVAL_KINDS, type ApprovalKind } from './approval-rules.js';

/** What the guarded call answered: done, a refusal asking for approval, or another refusal. */
export type GuardedAnswer<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly refusal: Refusal };

/** What exchanging a PIN answered: a token, or the refusal (wrong PIN, too many tries…). */
export type GrantAnswer =
  { readonly ok: true; readonly token: string } | { readonly ok: false; readonly refusal: Refusal };

/** The refusal code of a call that needs a manager's approval. */
export const APPROVAL_REQUIRED = 'approval.required';

/** The approval flow's memory. */
export interface ApprovalContext {
  /** What the manager is asked to approve (from the server's refusal). */
  readonly kinds: readonly ApprovalKind[];
  readonly pin: string;
  /** Why the last PIN was not accepted, or null. */
  readonly problem: Refusal | null;
  readonly token: string | null;
  /** The guarded call's last answer. */
  readonly answer: GuardedAnswer<unknown> | null;
}

/** The approval flow's events. */
export type ApprovalEvent =
  | { readonly type: 'pin.change'; readonly pin: string }
  | { readonly type: 'pin.submit' }
  | { readonly type: 'approval.cancel' };

/**
 * The kinds an `approval.required` refusal names in its `actions` parameter (a comma-separated
 * list), keeping only those the domain knows.
 * @example requiredKinds({ code: 'approval.required', params: { actions: 'large-discount' } }) // ['large-discount']
 */
export function requiredKinds(refusal: Refusal): ApprovalKind[] {
  const listed = String(refusal.params?.['actions'] ?? '').split(',');
  return APPROVAL_KINDS.filter((kind) => listed.includes(kind));
}

/** The refusal code of a token that is spent, expired or given for something else. */
export const APPROVAL_TOKEN_INVALID = 'approval.token-invalid';

/** Whether a guarded call's answer asks for a manager's approval (again, for a spent token). */
export const isApprovalRequired = (answer: GuardedAnswer<unknown>): boolean =>
  !answer.ok &&
  (answer.refusal.code === APPROVAL_REQUIRED || answer.refusal.code === APPROVAL_TOKEN_INVALID);

/**
 * One guarded call and the approval it may need. The app provides `callGuarded` (the call,
 * with the token once there is one) and `grantApproval` (the PIN exchange); the machine ends in
 * `finished` with the call's last answer (a cancelled approval ends with the server's refusal).
 */
export const approvalMachine = setup({
  types: {
    context: {} as ApprovalContext,
    events: {} as ApprovalEvent,
    output: {} as GuardedAnswer<unknown>,
  },
  actors: {
    callGuarded: fromPromise<GuardedAnswer<unknown>, { token: string | null }>(() =>
      Promise.reject(new Error('callGuarded is provided by the app')),
    ),
    grantApproval: fromPromise<GrantAnswer, { pin: string; kinds: readonly ApprovalKind[] }>(() =>
      Promise.reject(new Error('grantApproval is provided by the app')),
    ),
  },
  guards: {
    needsApproval: (_, answer: GuardedAnswer<unknown>) => isApprovalRequired(answer),
    isPinWellFormed: ({ context }) => approvalPinProblem(context.pin) === null,
    isGranted: (_, answer: GrantAnswer) => answer.ok,
  },
  actions: {
    setAnswer: assign((_, answer: GuardedAnswer<unknown>) => ({
      answer,
      kinds: answer.ok ? [] : requiredKinds(answer.refusal),
    })),
    setPin: assign((_, params: { pin: string }) => ({ pin: params.pin, problem: null })),
    setPinFormatProblem: assign({ problem: { code: 'approval.pin-format' } as Refusal }),
    setGrant: assign((_, answer: GrantAnswer) =>
      answer.ok
        ? { token: answer.token, problem: null, pin: '' }
        : { problem: answer.refusal, pin: '' },
    ),
    setFailure: assign({ problem: { code: 'server.error' } as Refusal, pin: '' }),
    setCallFailure: assign({
      answer: { ok: false, refusal: { code: 'server.error' } } as GuardedAnswer<unknown>,
    }),
  },
}).createMachine({
  id: 'approval',
  context: { kinds: [], pin: '', problem: null, token: null, answer: null },
  initial: 'calling',
  states: {
    calling: {
      invoke: {
        src: 'callGuarded',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          {
            // A token that was refused again (expired, spent) asks for a fresh approval.
            guard: { type: 'needsApproval', params: ({ event }) => event.output },
            actions: { type: 'setAnswer', params: ({ event }) => event.output },
            target: 'asking',
          },
          {
            actions: { type: 'setAnswer', params: ({ event }) => event.output },
            target: 'finished',
          },
        ],
        onError: { actions: 'setCallFailure', target: 'finished' },
      },
    },
    asking: {
      on: {
        'pin.change': { actions: { type: 'setPin', params: ({ event }) => event } },
        'pin.submit': [
          { guard: 'isPinWellFormed', target: 'checking' },
          { actions: 'setPinFormatProblem' },
        ],
        'approval.cancel': { target: 'finished' },
      },
    },
    checking: {
      invoke: {
        src: 'grantApproval',
        input: ({ context }) => ({ pin: context.pin, kinds: context.kinds }),
        onDone: [
          {
            guard: { type: 'isGranted', params: ({ event }) => event.output },
            actions: { type: 'setGrant', params: ({ event }) => event.output },
            target: 'calling',
          },
          {
            actions: { type: 'setGrant', params: ({ event }) => event.output },
            target: 'asking',
          },
        ],
        onError: { actions: 'setFailure', target: 'asking' },
      },
      on: { 'approval.cancel': { target: 'finished' } },
    },
    finished: { type: 'final' },
  },
  output: ({ context }) => context.answer ?? { ok: false, refusal: { code: 'server.error' } },
});
