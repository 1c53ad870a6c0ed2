import { assign, fromPromise, setup } from 'xstate';
import { COUPON_FLAG_RESET_MS } from '../constants/limits.js';
import type { Refusal } from '../refusal/refusal-code.js';
import { type CouponValidity, type SelectedCoupon } from './coupon-terms.js';

/** What the coupon block tells the user, as a code with its parameters. */
export type CouponNotice =
  | { readonly code: 'coupon.applied'; readonly params: { readonly name: string } }
  | {
      readonly code: 'coupon.invalid';
      readonly reasons: readonly string[];
      /** The same reasons as codes the UI translates, when the server sent them. */
      readonly reasonCodes: readonly Refusal[];
    }
  | { readonly code: 'coupon.removed' }
  | { readonly code: 'coupon.pending' };

/** The coupon flow's memory. */
export interface CouponContext {
  readonly coupon: SelectedCoupon | null;
  readonly hasCustomer: boolean;
  readonly hasVehicle: boolean;
  readonly notice: CouponNotice | null;
  /** True for COUPON_FLAG_RESET_MS.applying after a coupon is applied, so the cart does not re-apply it. */
  readonly isJustApplied: boolean;
  /** True for COUPON_FLAG_RESET_MS.feedback after a coupon was removed or refused. */
  readonly isJustRemoved: boolean;
}

/** The coupon flow's events. `coupon: null` is the "no coupon" choice. */
export type CouponEvent =
  | { readonly type: 'coupon.select'; readonly coupon: SelectedCoupon | null }
  /** Forgets the coupon quietly (a finished or cleared sale): no 'coupon.removed' notice. */
  | { readonly type: 'coupon.reset' }
  | {
      readonly type: 'coupon.selection-change';
      readonly hasCustomer: boolean;
      readonly hasVehicle: boolean;
    };

/** What the coupon machine starts with. */
export interface CouponInput {
  readonly hasCustomer?: boolean;
  readonly hasVehicle?: boolean;
}

type SelectEvent = Extract<CouponEvent, { type: 'coupon.select' }>;
type SelectionEvent = Extract<CouponEvent, { type: 'coupon.selection-change' }>;

/**
 * The coupon flow: a chosen coupon waits (pending) until a customer and vehicle are selected,
 * is validated by the app's `validateCoupon` actor (the cart call's `is_valid_coupon`), and is
 * then applied ('coupon.applied' with its name) or removed with the server's reasons.
 */
export const couponMachine = setup({
  types: {
    context: {} as CouponContext,
    // The assertion carries the input type to setup(); without it xstate would infer `{}`.
    // The rule sees only that `{}` fits an all-optional interface.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    input: {} as CouponInput,
    events: {} as CouponEvent,
  },
  actors: {
    validateCoupon: fromPromise<CouponValidity, SelectedCoupon>(() =>
      Promise.reject(new Error('validateCoupon is provided by the app')),
    ),
  },
  delays: {
    applyingFlagReset: COUPON_FLAG_RESET_MS.applying,
    feedbackFlagReset: COUPON_FLAG_RESET_MS.feedback,
  },
  guards: {
    isNoCoupon: (_, params: SelectEvent) => params.coupon === null,
    hasSelection: ({ context }) => context.hasCustomer && context.hasVehicle,
    isValid: (_, params: CouponValidity) => params.value,
  },
  actions: {
    setCoupon: assign((_, params: SelectEvent) => ({ coupon: params.coupon, notice: null })),
    setSelection: assign((_, params: SelectionEvent) => ({
      hasCustomer: params.hasCustomer,
      hasVehicle: params.hasVehicle,
    })),
    setPendingNotice: assign({ notice: { code: 'coupon.pending' } }),
    setApplied: assign(({ context }) => ({
      notice: {
        code: 'coupon.applied',
        params: { name: context.coupon?.code ?? '' },
      },
      isJustApplied: true,
    })),
    setRefused: assign((_, params: CouponValidity) => ({
      coupon: null,
      notice: {
        code: 'coupon.invalid',
        reasons: params.reasons,
        reasonCodes: params.reason_codes ?? [],
      },
      isJustRemoved: true,
    })),
    setRefusedByFailure: assign({
      coupon: null,
      notice: { code: 'coupon.invalid', reasons: [], reasonCodes: [] } as CouponNotice,
      isJustRemoved: true,
    }),
    setRemoved: assign({
      coupon: null,
      notice: { code: 'coupon.removed' } as CouponNotice,
      isJustRemoved: true,
    }),
    reset: assign({ coupon: null, notice: null, isJustApplied: false, isJustRemoved: false }),
    clearJustApplied: assign({ isJustApplied: false }),
    clearNotice: assign({ notice: null }),
    clearFeedback: assign({ isJustRemoved: false, notice: null }),
  },
}).createMachine({
  id: 'coupon',
  context: ({ input }) => ({
    coupon: null,
    hasCustomer: input.hasCustomer ?? false,
    hasVehicle: input.hasVehicle ?? false,
    notice: null,
    isJustApplied: false,
    isJustRemoved: false,
  }),
  initial: 'none',
  on: {
    'coupon.select': [
      { guard: { type: 'isNoCoupon', params: ({ event }) => event }, target: '.removed' },
      { actions: { type: 'setCoupon', params: ({ event }) => event }, target: '.checking' },
    ],
    'coupon.selection-change': {
      actions: { type: 'setSelection', params: ({ event }) => event },
    },
    'coupon.reset': { actions: 'reset', target: '.none' },
  },
  states: {
    none: {},
    checking: {
      always: [{ guard: 'hasSelection', target: 'validating' }, { target: 'pending' }],
    },
    pending: {
      entry: 'setPendingNotice',
      on: {
        'coupon.selection-change': {
          actions: { type: 'setSelection', params: ({ event }) => event },
          target: 'checking',
        },
      },
    },
    validating: {
      invoke: {
        src: 'validateCoupon',
        input: ({ context }) => context.coupon ?? { code: '', id: 0 },
        onDone: [
          {
            guard: { type: 'isValid', params: ({ event }) => event.output },
            target: 'applied',
          },
          {
            actions: { type: 'setRefused', params: ({ event }) => event.output },
            target: 'refused',
          },
        ],
        onError: { actions: 'setRefusedByFailure', target: 'refused' },
      },
    },
    applied: {
      entry: 'setApplied',
      after: {
        applyingFlagReset: { actions: 'clearJustApplied' },
        feedbackFlagReset: { actions: 'clearNotice' },
      },
    },
    refused: {
      after: { feedbackFlagReset: { actions: 'clearFeedback', target: 'none' } },
    },
    removed: {
      entry: 'setRemoved',
      after: { feedbackFlagReset: { actions: 'clearFeedback', target: 'none' } },
    },
  },
});
