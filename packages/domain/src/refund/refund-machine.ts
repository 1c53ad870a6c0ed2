// The counter's refund dialog: edit the refund → check it (validateRefundForm) → the app's
// `submitRefund` actor (which asks for the manager's PIN when the server needs it) → the
// result with its credit note; a refusal goes back to editing and says why, a failed call
// offers a retry with the same Idempotency-Key.
import { assign, fromPromise, setup } from 'xstate';
import { rejectionOf, valueOr } from '../cart/rejection-of.js';
import type { Refusal } from '../refusal/refusal-code.js';
import { type Failure } from '../shared/result.js';
import { type RefundForm, type RefundPayload, validateRefundForm } from './refund-form.js';

/** What the app's `submitRefund` actor receives. */
export interface RefundSubmission {
  readonly payload: RefundPayload;
  readonly idempotencyKey: string;
}

/** A refund made: how much went back and its credit note (null without a tax invoice). */
export interface RefundDone {
  readonly amount: number;
  readonly creditNote: { readonly number: string; readonly url: string } | null;
}

/** What the server answered: the refund, or a refusal (a cancelled approval included). */
export type RefundAnswer =
  | { readonly ok: true; readonly value: RefundDone }
  | { readonly ok: false; readonly refusal: Refusal };

/** The refund dialog's memory. */
export interface RefundContext {
  readonly form: RefundForm;
  readonly payload: RefundPayload;
  readonly attemptKey: string;
  readonly done: RefundDone | null;
  /** The dialog's own check that failed, or null. */
  readonly rejection: Failure | null;
  /** The server's refusal of the last attempt, or null. */
  readonly refusal: Refusal | null;
  readonly makeId: () => string;
}

/** What the dialog opens with. */
export interface RefundInput {
  readonly orderId: number;
  readonly refundable: number;
  readonly makeId: () => string;
}

/** The refund dialog's events. */
export type RefundEvent =
  | {
      readonly type: 'refund.edit';
      readonly changes: Partial<
        Pick<RefundForm, 'mode' | 'lineIds' | 'amount' | 'reason' | 'method'>
      >;
    }
  | { readonly type: 'refund.submit' }
  | { readonly type: 'refund.retry' }
  | { readonly type: 'refund.close' };

type EditEvent = Extract<RefundEvent, { type: 'refund.edit' }>;

/** The refund dialog's flow (see the file's head). */
export const refundMachine = setup({
  types: {
    context: {} as RefundContext,
    input: {} as RefundInput,
    events: {} as RefundEvent,
  },
  actors: {
    submitRefund: fromPromise<RefundAnswer, RefundSubmission>(() =>
      Promise.reject(new Error('submitRefund is provided by the app')),
    ),
  },
  guards: {
    isValidForm: ({ context }) => validateRefundForm(context.form).ok,
    isDone: (_, answer: RefundAnswer) => answer.ok,
  },
  actions: {
    edit: assign(({ context }, params: EditEvent) => ({
      form: { ...context.form, ...params.changes },
      rejection: null,
      refusal: null,
    })),
    beginAttempt: assign(({ context }) => ({
      payload: valueOr(validateRefundForm(context.form), context.payload),
      attemptKey: context.makeId(),
      rejection: null,
      refusal: null,
    })),
    reject: assign(({ context }) => ({ rejection: rejectionOf(validateRefundForm(context.form)) })),
    settle: assign((_, answer: RefundAnswer) =>
      answer.ok ? { done: answer.value } : { refusal: answer.refusal },
    ),
  },
}).createMachine({
  id: 'refund',
  context: ({ input }) => ({
    form: {
      orderId: input.orderId,
      refundable: input.refundable,
      mode: 'whole',
      lineIds: [],
      amount: '',
      reason: 'customer-unhappy',
      method: 'original',
    },
    payload: {
      order_id: input.orderId,
      mode: 'whole',
      reason: 'customer-unhappy',
      method: 'original',
    },
    attemptKey: '',
    done: null,
    rejection: null,
    refusal: null,
    makeId: input.makeId,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'refund.edit': { actions: { type: 'edit', params: ({ event }) => event } },
        'refund.submit': [
          { guard: 'isValidForm', actions: 'beginAttempt', target: 'submitting' },
          { actions: 'reject' },
        ],
        'refund.close': 'closed',
      },
    },
    submitting: {
      invoke: {
        src: 'submitRefund',
        input: ({ context }) => ({ payload: context.payload, idempotencyKey: context.attemptKey }),
        onDone: [
          {
            guard: { type: 'isDone', params: ({ event }) => event.output },
            target: 'done',
            actions: { type: 'settle', params: ({ event }) => event.output },
          },
          { target: 'editing', actions: { type: 'settle', params: ({ event }) => event.output } },
        ],
        onError: 'failed',
      },
    },
    failed: {
      on: {
        'refund.retry': 'submitting',
        'refund.edit': {
          target: 'editing',
          actions: { type: 'edit', params: ({ event }) => event },
        },
        'refund.close': 'closed',
      },
    },
    done: { on: { 'refund.close': 'closed' } },
    closed: { type: 'final' },
  },
});
