import { assign, fromPromise, setup } from 'xstate';
import { rejectionOf, valueOr } from '../cart/rejection-of.js';
import { type Refusal } from '../refusal/refusal-code.js';
import { refusalField } from '../refusal/refusal-of-error.js';
import { type Failure } from '../shared/result.js';
import {
  type OrderPaymentForm,
  type OrderPaymentPayload,
  validateOrderPayment,
} from './order-payment.js';

/** What the app's `submitPayment` actor receives. */
export interface PaymentSubmission {
  readonly payload: OrderPaymentPayload;
  readonly idempotencyKey: string;
}

/** The receipt the completed dialog shows (the call's answer shape is not in the spec). */
export interface PaymentReceipt {
  readonly reference: string | null;
}

/** The payment dialog's memory. */
export interface OrderPaymentContext {
  readonly form: OrderPaymentForm;
  /** The current attempt's payload and idempotency key, sent again as is on retry. */
  readonly payload: OrderPaymentPayload;
  readonly attemptKey: string;
  readonly receipt: PaymentReceipt | null;
  readonly rejection: Failure | null;
  readonly error: {
    readonly code: 'payment.failed';
    readonly message: string | null;
    /** The server's refusal, when the call was refused with a code (the actor's Error `refusal`). */
    readonly refusal?: Refusal;
  } | null;
  readonly makeId: () => string;
}

/** What the dialog opens with: the order and the id maker for idempotency keys. */
export interface OrderPaymentInput {
  readonly orderId: number;
  readonly total: number;
  readonly makeId: () => string;
}

/** The payment dialog's events. */
export type OrderPaymentEvent =
  | {
      readonly type: 'payment.edit';
      readonly changes: Partial<
        Pick<OrderPaymentForm, 'method' | 'isPartial' | 'cash' | 'reference' | 'parts'>
      >;
    }
  | { readonly type: 'payment.submit' }
  | { readonly type: 'payment.retry' }
  | { readonly type: 'payment.shift-open' }
  | { readonly type: 'payment.shift-opened' }
  | { readonly type: 'payment.shift-cancel' }
  | { readonly type: 'payment.close' };

type EditEvent = Extract<OrderPaymentEvent, { type: 'payment.edit' }>;

/**
 * The order payment dialog: edit → submit (rules of `validateOrderPayment`) → the app's
 * `submitPayment` actor → receipt, or failure with a retry that reuses the attempt's key.
 */
export const orderPaymentMachine = setup({
  types: {
    context: {} as OrderPaymentContext,
    input: {} as OrderPaymentInput,
    events: {} as OrderPaymentEvent,
  },
  actors: {
    submitPayment: fromPromise<PaymentReceipt, PaymentSubmission>(() =>
      Promise.reject(new Error('submitPayment is provided by the app')),
    ),
  },
  guards: {
    isValidForm: ({ context }) => validateOrderPayment(context.form).ok,
    needsShift: ({ context }) => context.error?.refusal?.code === 'shift.not-open',
  },
  actions: {
    edit: assign(({ context }, params: EditEvent) => ({
      form: { ...context.form, ...params.changes },
      rejection: null,
    })),
    beginAttempt: assign(({ context }) => ({
      payload: valueOr(validateOrderPayment(context.form), context.payload),
      attemptKey: context.makeId(),
      error: null,
      rejection: null,
    })),
    reject: assign(({ context }) => ({
      rejection: rejectionOf(validateOrderPayment(context.form)),
    })),
    setReceipt: assign((_, params: PaymentReceipt) => ({ receipt: params })),
    setFailure: assign((_, params: { error: unknown }) => ({
      error: {
        code: 'payment.failed' as const,
        message:
          params.error instanceof Error && params.error.message !== ''
            ? params.error.message
            : null,
        ...refusalField(params.error),
      },
    })),
  },
}).createMachine({
  id: 'orderPayment',
  context: ({ input }) => ({
    form: {
      orderId: input.orderId,
      total: input.total,
      method: null,
      isPartial: false,
      cash: '',
      reference: null,
    },
    payload: { order_id: input.orderId, payment_method_id: 'cash', is_partial: false, cash: 0 },
    attemptKey: '',
    receipt: null,
    rejection: null,
    error: null,
    makeId: input.makeId,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'payment.edit': { actions: { type: 'edit', params: ({ event }) => event } },
        'payment.submit': [
          { guard: 'isValidForm', actions: 'beginAttempt', target: 'submitting' },
          { actions: 'reject' },
        ],
        'payment.close': 'closed',
      },
    },
    submitting: {
      invoke: {
        src: 'submitPayment',
        input: ({ context }) => ({ payload: context.payload, idempotencyKey: context.attemptKey }),
        onDone: {
          target: 'completed',
          actions: { type: 'setReceipt', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'setFailure', params: ({ event }) => event },
        },
      },
    },
    failed: {
      on: {
        'payment.retry': 'submitting',
        // Cash refused for a drawer with no open shift: open one here, keeping the payment.
        'payment.shift-open': { guard: 'needsShift', target: 'openingShift' },
        'payment.edit': {
          target: 'editing',
          actions: { type: 'edit', params: ({ event }) => event },
        },
        'payment.close': 'closed',
      },
    },
    openingShift: {
      on: {
        // The shift is open: the same attempt again, with its key.
        'payment.shift-opened': 'submitting',
        'payment.shift-cancel': 'failed',
        'payment.close': 'closed',
      },
    },
    completed: {
      on: { 'payment.close': 'closed' },
    },
    closed: { type: 'final' },
  },
});
