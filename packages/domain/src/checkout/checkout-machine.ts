import { assign, emit, fromPromise, setup } from 'xstate';
import {
  canSelectSlot,
  groupTimeSlots,
  type TimeSlot,
  type TimeSlotDay,
  type AvailabilityDay,
} from '../booking/time-slots.js';
import { type CartSyncSource } from '../cart/cart-sync.js';
import { rejectionOf, valueOr } from '../cart/rejection-of.js';
import { type Fils } from '../money/fils.js';
import { type Failure, fail } from '../shared/result.js';
import { visibleVaults, type Vault } from '../vault/vault.js';
import { checkCheckout, checkCheckoutStart } from './checkout-checks.js';
import {
  type LocationChoice,
  locationType,
  type LocationType,
  validateLocation,
} from './location-choice.js';
import { buildOrderPayload, type OrderPayload } from './order-payload.js';
import { splitPaymentParts } from '../payment/split-payment.js';
import { type Refusal } from '../refusal/refusal-code.js';
import { refusalField } from '../refusal/refusal-of-error.js';
import {
  checkPaymentChoice,
  isSplitChoice,
  type PaymentChoice,
  type PaymentMethod,
} from './payment-choice.js';

/** What the app's `submitOrder` actor receives: the payload and the attempt's idempotency key. */
export interface OrderSubmission {
  readonly payload: OrderPayload;
  readonly idempotencyKey: string;
}

/** What `submitOrder` answers (POST /pos/order). */
export interface OrderSubmissionResult {
  readonly success: boolean;
  readonly message: string | null;
  readonly order: { readonly id: number; readonly order_number?: string | null } | null;
}

/** The parts of the checkout the success dialog's close resets, in the spec's words. */
export const CHECKOUT_RESET = ['customer', 'vehicle', 'payment', 'coupon', 'discount'] as const;

/** Emitted when the success dialog closes: the app resets what `reset` lists. */
export interface CheckoutCompletedEvent {
  readonly type: 'checkout.completed';
  readonly reset: typeof CHECKOUT_RESET;
}

/** The checkout wizard's memory. */
export interface CheckoutContext {
  /** Whether the wizard was started with a customer and vehicle selected. */
  readonly hasSelection: boolean;
  readonly cart: CartSyncSource;
  readonly total: Fils;
  readonly payment: PaymentChoice;
  readonly partialAmount: Fils | null;
  readonly location: LocationChoice;
  readonly cityId: number | null;
  readonly days: readonly TimeSlotDay[];
  readonly slot: TimeSlot | null;
  readonly vaults: readonly Vault[];
  readonly vaultId: number | null;
  /** A split payment's vault for each part, in the parts' order (null: not chosen yet). */
  readonly partVaults: readonly (number | null)[];
  /** The current attempt's payload and idempotency key, sent again as is on retry. */
  readonly payload: OrderPayload;
  readonly attemptKey: string;
  readonly result: OrderSubmissionResult | null;
  readonly error: {
    readonly code: string;
    readonly message: string | null;
    /** The server's refusal, when the call was refused with a code. */
    readonly refusal?: Refusal | null;
  } | null;
  readonly rejection: Failure | null;
  readonly makeId: () => string;
}

/** What the checkout starts with: the id maker for idempotency keys. */
export interface CheckoutInput {
  readonly makeId: () => string;
}

/** The checkout's events. */
export type CheckoutEvent =
  | {
      readonly type: 'checkout.start';
      readonly hasCustomer: boolean;
      readonly hasVehicle: boolean;
      readonly cart: CartSyncSource;
      readonly total: Fils;
      readonly payment: PaymentChoice;
      readonly cityId?: number | null;
    }
  | { readonly type: 'checkout.location-set'; readonly location: LocationChoice }
  | { readonly type: 'checkout.slot-select'; readonly slot: TimeSlot }
  | { readonly type: 'checkout.vault-select'; readonly vaultId: number }
  | {
      readonly type: 'checkout.part-vault-select';
      readonly index: number;
      readonly vaultId: number;
    }
  | { readonly type: 'checkout.shift-open' }
  | { readonly type: 'checkout.shift-opened' }
  | { readonly type: 'checkout.submit' }
  | { readonly type: 'checkout.retry' }
  | { readonly type: 'checkout.reload' }
  | { readonly type: 'checkout.back' }
  | { readonly type: 'checkout.cancel' }
  | { readonly type: 'checkout.close' };

type Ev<T extends CheckoutEvent['type']> = Extract<CheckoutEvent, { type: T }>;

function messageOf(error: unknown): string | null {
  return error instanceof Error && error.message !== '' ? error.message : null;
}

/** The vault the order names: the chosen one, or for a split payment the first part's once every part has one. */
function chosenVault(context: CheckoutContext): number | null {
  if (!isSplitChoice(context.payment)) return context.vaultId;
  const parts = context.payment.split;
  const chosen = context.partVaults.slice(0, parts.length);
  return chosen.length === parts.length && chosen.every((id) => id !== null)
    ? (chosen[0] ?? null)
    : null;
}

function readiness(context: CheckoutContext) {
  return {
    hasCustomer: context.hasSelection,
    hasVehicle: context.hasSelection,
    lineCount: context.cart.lines.length,
    vaultId: chosenVault(context),
    hasSlot: context.slot !== null,
  };
}

/** The payment part of the order: one method, or a split payment's parts with their vaults. */
function paymentOf(context: CheckoutContext): Pick<OrderPayload, 'payment_method' | 'payments'> {
  const payment = context.payment;
  if (!isSplitChoice(payment)) return {};
  const parts = payment.split.map((part, index) => ({
    ...part,
    vaultId: context.partVaults[index] ?? null,
  }));
  const checked = checkPaymentChoice({ ...payment, split: parts }, context.total);
  const split = checked.ok ? checked.value.split : undefined;
  if (split === undefined) return {};
  return { payment_method: split.parts[0]?.method ?? 'cash', payments: splitPaymentParts(split) };
}

const NO_CART: CartSyncSource = {
  carId: 0,
  customerId: 0,
  lines: [],
  discount: null,
  coupon: null,
};

const EMPTY: Omit<CheckoutContext, 'makeId'> = {
  hasSelection: false,
  cart: NO_CART,
  total: 0,
  payment: { method: 'cash', type: 'full' },
  partialAmount: null,
  location: { type: 'indoor' },
  cityId: null,
  days: [],
  slot: null,
  vaults: [],
  vaultId: null,
  partVaults: [],
  payload: buildOrderPayload({ cart: NO_CART }),
  attemptKey: '',
  result: null,
  error: null,
  rejection: null,
};

/**
 * The checkout wizard: location → time slot → vault → submit → success. Slots, vaults and the
 * order go through the app's actors; each attempt carries an idempotency key from `makeId`,
 * reused when the same attempt is retried after a failure.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    input: {} as CheckoutInput,
    events: {} as CheckoutEvent,
    emitted: {} as CheckoutCompletedEvent,
  },
  actors: {
    loadTimeSlots: fromPromise<AvailabilityDay[], { readonly type: LocationType }>(() =>
      Promise.reject(new Error('loadTimeSlots is provided by the app')),
    ),
    loadVaults: fromPromise<Vault[], { readonly type: PaymentMethod | null }>(() =>
      Promise.reject(new Error('loadVaults is provided by the app')),
    ),
    submitOrder: fromPromise<OrderSubmissionResult, OrderSubmission>(() =>
      Promise.reject(new Error('submitOrder is provided by the app')),
    ),
  },
  guards: {
    canStart: (_, params: Ev<'checkout.start'>) =>
      checkCheckoutStart({ ...params, lineCount: params.cart.lines.length }).ok &&
      checkPaymentChoice(params.payment, params.total).ok,
    isValidLocation: (_, params: Ev<'checkout.location-set'>) =>
      validateLocation(params.location).ok,
    isSelectableSlot: (_, params: Ev<'checkout.slot-select'>) => canSelectSlot(params.slot),
    isReadyToSubmit: ({ context }) => checkCheckout(readiness(context)).ok,
    isAccepted: (_, params: OrderSubmissionResult) => params.success,
    needsShift: ({ context }) => context.error?.refusal?.code === 'shift.not-open',
  },
  actions: {
    start: assign((_, params: Ev<'checkout.start'>) => {
      const payment = valueOr(checkPaymentChoice(params.payment, params.total), { amount: null });
      return {
        ...EMPTY,
        hasSelection: params.hasCustomer && params.hasVehicle,
        cart: params.cart,
        total: params.total,
        payment: params.payment,
        partialAmount: payment.amount,
        cityId: params.cityId ?? null,
      };
    }),
    rejectStart: assign((_, params: Ev<'checkout.start'>) => ({
      rejection:
        rejectionOf(checkCheckoutStart({ ...params, lineCount: params.cart.lines.length })) ??
        rejectionOf(checkPaymentChoice(params.payment, params.total)),
    })),
    setLocation: assign((_, params: Ev<'checkout.location-set'>) => ({
      location: params.location,
      slot: null,
      rejection: null,
    })),
    rejectLocation: assign((_, params: Ev<'checkout.location-set'>) => ({
      rejection: rejectionOf(validateLocation(params.location)),
    })),
    setDays: assign((_, params: readonly AvailabilityDay[]) => ({
      days: groupTimeSlots(params),
      error: null,
    })),
    setSlotsFailure: assign({
      days: [],
      error: { code: 'checkout.slots-load-failed', message: null },
    }),
    setSlot: assign((_, params: Ev<'checkout.slot-select'>) => ({
      slot: params.slot,
      rejection: null,
    })),
    rejectSlot: assign({ rejection: fail('checkout.slot-unavailable') }),
    setVaults: assign((_, params: readonly Vault[]) => ({
      vaults: visibleVaults(params),
      error: null,
    })),
    setVaultsFailure: assign({
      vaults: [],
      error: { code: 'checkout.vaults-load-failed', message: null },
    }),
    setVault: assign((_, params: Ev<'checkout.vault-select'>) => ({
      vaultId: params.vaultId,
      rejection: null,
    })),
    setPartVault: assign(({ context }, params: Ev<'checkout.part-vault-select'>) => {
      const parts = isSplitChoice(context.payment) ? context.payment.split.length : 0;
      const chosen = Array.from({ length: parts }, (_, index) =>
        index === params.index ? params.vaultId : (context.partVaults[index] ?? null),
      );
      return { partVaults: chosen, rejection: null };
    }),
    rejectSubmit: assign(({ context }) => ({
      rejection: rejectionOf(checkCheckout(readiness(context))),
    })),
    beginAttempt: assign(({ context }) => ({
      attemptKey: context.makeId(),
      payload: {
        ...buildOrderPayload({
          cart: context.cart,
          vaultId: chosenVault(context),
          payment: {
            method: context.payment.method,
            isPartial: context.payment.type === 'partial',
            amount: context.partialAmount,
            reference: context.payment.reference ?? null,
            isFullTaxInvoice: context.payment.isFullTaxInvoice === true,
          },
          location: context.location,
          slot: context.slot,
          cityId: context.cityId,
        }),
        ...paymentOf(context),
      },
      error: null,
      rejection: null,
    })),
    setResult: assign((_, params: OrderSubmissionResult) => ({ result: params, error: null })),
    setRejected: assign((_, params: OrderSubmissionResult) => ({
      error: { code: 'checkout.order-rejected', message: params.message },
    })),
    setFailure: assign((_, params: { error: unknown }) => ({
      error: {
        code: 'checkout.order-failed',
        message: messageOf(params.error),
        ...refusalField(params.error),
      },
    })),
    reset: assign(EMPTY),
    announceCompleted: emit({ type: 'checkout.completed', reset: CHECKOUT_RESET }),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({ ...EMPTY, makeId: input.makeId }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'checkout.start': [
          {
            guard: { type: 'canStart', params: ({ event }) => event },
            actions: { type: 'start', params: ({ event }) => event },
            target: 'location',
          },
          { actions: { type: 'rejectStart', params: ({ event }) => event } },
        ],
      },
    },
    location: {
      on: {
        'checkout.location-set': [
          {
            guard: { type: 'isValidLocation', params: ({ event }) => event },
            actions: { type: 'setLocation', params: ({ event }) => event },
            target: 'timeSlot',
          },
          { actions: { type: 'rejectLocation', params: ({ event }) => event } },
        ],
        'checkout.back': { target: 'idle', actions: 'reset' },
      },
    },
    timeSlot: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadTimeSlots',
            input: ({ context }) => ({ type: locationType(context.location.type) }),
            onDone: {
              target: 'choosing',
              actions: { type: 'setDays', params: ({ event }) => event.output },
            },
            onError: { target: 'choosing', actions: 'setSlotsFailure' },
          },
        },
        choosing: {
          on: {
            'checkout.reload': 'loading',
            'checkout.slot-select': [
              {
                guard: { type: 'isSelectableSlot', params: ({ event }) => event },
                actions: { type: 'setSlot', params: ({ event }) => event },
                target: '#checkout.vault',
              },
              { actions: 'rejectSlot' },
            ],
          },
        },
      },
      on: { 'checkout.back': 'location' },
    },
    vault: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadVaults',
            // A split payment lists every vault; each part then picks one of its kind.
            input: ({ context }) => ({
              type: isSplitChoice(context.payment) ? null : context.payment.method,
            }),
            onDone: {
              target: 'choosing',
              actions: { type: 'setVaults', params: ({ event }) => event.output },
            },
            onError: { target: 'choosing', actions: 'setVaultsFailure' },
          },
        },
        choosing: {
          on: {
            'checkout.reload': 'loading',
            'checkout.vault-select': {
              actions: { type: 'setVault', params: ({ event }) => event },
            },
            'checkout.part-vault-select': {
              actions: { type: 'setPartVault', params: ({ event }) => event },
            },
            'checkout.submit': [
              { guard: 'isReadyToSubmit', actions: 'beginAttempt', target: '#checkout.submitting' },
              { actions: 'rejectSubmit' },
            ],
          },
        },
      },
      on: { 'checkout.back': 'timeSlot' },
    },
    submitting: {
      invoke: {
        src: 'submitOrder',
        input: ({ context }) => ({ payload: context.payload, idempotencyKey: context.attemptKey }),
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => event.output },
            actions: { type: 'setResult', params: ({ event }) => event.output },
            target: 'success',
          },
          {
            actions: { type: 'setRejected', params: ({ event }) => event.output },
            target: 'failed',
          },
        ],
        onError: {
          actions: { type: 'setFailure', params: ({ event }) => event },
          target: 'failed',
        },
      },
    },
    failed: {
      on: {
        // The same attempt again: same payload, same idempotency key.
        'checkout.retry': 'submitting',
        'checkout.back': 'vault.choosing',
        'checkout.cancel': { target: 'idle', actions: 'reset' },
        // Cash refused for a drawer with no open shift: open one here, keeping the sale.
        'checkout.shift-open': { guard: 'needsShift', target: 'openingShift' },
      },
    },
    openingShift: {
      on: {
        // The shift is open: the same attempt again.
        'checkout.shift-opened': 'submitting',
        'checkout.back': 'failed',
        'checkout.cancel': { target: 'idle', actions: 'reset' },
      },
    },
    success: {
      on: {
        'checkout.close': { target: 'idle', actions: ['reset', 'announceCompleted'] },
      },
    },
  },
  on: {
    'checkout.cancel': { target: '.idle', actions: 'reset' },
  },
});
