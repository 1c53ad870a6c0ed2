import { assign, enqueueActions, fromPromise, setup, stopChild } from 'xstate';
import { type CartDiscount, checkCartDiscount } from '../discount/cart-discount.js';
import { fail, type Result } from '../shared/result.js';
import { addToCart } from './add-to-cart.js';
import { type CartContext, type CartEvent, type CartInput } from './cart-context.js';
import {
  removeLine,
  removeOption,
  setAddOnPrice,
  setLinePlan,
  setLineQuantity,
} from './cart-edits.js';
import { type CartLine } from './cart-line.js';
import {
  applyServerLines,
  buildCartSyncRequest,
  type CartSyncRequest,
  type ServerPricing,
} from './cart-sync.js';
import { cartTotals } from './cart-totals.js';
import { pageSwitch } from './page-switch.js';
import { rejectionOf, valueOr } from './rejection-of.js';
import { cartAfterSelectionChange } from './selection-change.js';

type Ev<T extends CartEvent['type']> = Extract<CartEvent, { type: T }>;

/** Reads the request number out of a sync actor's id ('sync-7' → 7). */
export function syncRequestNumber(actorId: string): number {
  const match = /^sync-(\d{1,15})$/.exec(actorId);
  return match === null ? -1 : Number(match[1]);
}

function errorMessage(error: unknown): string | null {
  if (error instanceof Error && error.message !== '') return error.message;
  return typeof error === 'string' && error !== '' ? error : null;
}

function sessionOf(context: CartContext) {
  return {
    hasVehicle: context.carId !== null,
    hasCustomer: context.customerId !== null,
    isLoggedIn: context.isLoggedIn,
  };
}

/** A discount needs a customer and vehicle selected first, and well-formed terms. */
function checkDiscountSet(
  context: CartContext,
  discount: CartDiscount,
): Result<
  CartDiscount,
  'discount.selection-required' | 'discount.invalid-value' | 'discount.percentage-too-high'
> {
  if (context.customerId === null || context.carId === null)
    return fail('discount.selection-required');
  return checkCartDiscount(discount);
}

function changed(lines: readonly CartLine[]): Partial<CartContext> {
  return { lines, isStale: true, rejection: null, info: null };
}

/**
 * The cart: local changes recalculate at once and mark server pricing stale; with a customer
 * and vehicle selected every change re-syncs through the app's `syncCart` actor, numbered so
 * an answer to an older request never overwrites a newer one (a superseded request is stopped).
 * The checkout's location type rides along on every request once set ('remote' is priced with
 * shipping); changing it re-prices a cart with lines, and a reset forgets it.
 */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    input: {} as CartInput,
    events: {} as CartEvent,
  },
  actors: {
    syncCart: fromPromise<ServerPricing, CartSyncRequest>(() =>
      Promise.reject(new Error('syncCart is provided by the app')),
    ),
  },
  guards: {
    canAdd: ({ context }, params: Ev<'cart.add'>) =>
      addToCart(context.lines, params.candidate, sessionOf(context)).ok,
    hasCoupon: ({ context }) => context.coupon !== null,
    hasDiscount: ({ context }) => context.discount !== null,
    canSetDiscount: ({ context }, params: Ev<'cart.discount-set'>) =>
      checkDiscountSet(context, params.discount).ok,
    isLatestSync: ({ context }, params: { actorId: string }) =>
      syncRequestNumber(params.actorId) === context.syncRequestId,
    isLatestRejection: ({ context }, params: { actorId: string; output: ServerPricing }) =>
      syncRequestNumber(params.actorId) === context.syncRequestId && !params.output.success,
    hasPendingPageSwitch: ({ context }) => context.pendingPageSwitch !== null,
    isNewLocation: ({ context }, params: Ev<'cart.location-change'>) =>
      params.locationType !== context.locationType,
    isNewLocationOfLines: ({ context }, params: Ev<'cart.location-change'>) =>
      params.locationType !== context.locationType && context.lines.length > 0,
  },
  actions: {
    addLine: assign(({ context }, params: Ev<'cart.add'>) =>
      changed(
        valueOr(addToCart(context.lines, params.candidate, sessionOf(context)), context.lines),
      ),
    ),
    rejectAdd: assign(({ context }, params: Ev<'cart.add'>) => ({
      rejection: rejectionOf(addToCart(context.lines, params.candidate, sessionOf(context))),
    })),
    removeLine: assign(({ context }, params: Ev<'cart.remove'>) =>
      changed(removeLine(context.lines, params.ref)),
    ),
    removeOption: assign(({ context }, params: Ev<'cart.option-remove'>) => {
      const result = removeOption(context.lines, params.ref, params.optionId);
      return result.ok ? changed(result.value) : { rejection: result };
    }),
    changeQuantity: assign(({ context }, params: Ev<'cart.quantity-change'>) => {
      const result = setLineQuantity(context.lines, params.ref, params.quantity);
      return result.ok ? changed(result.value) : { rejection: result };
    }),
    changePrice: assign(({ context }, params: Ev<'cart.price-change'>) => {
      const result = setAddOnPrice(context.lines, params.ref, params.price);
      return result.ok ? changed(result.value) : { rejection: result };
    }),
    setPlan: assign(({ context }, params: Ev<'cart.plan-set'>) =>
      changed(setLinePlan(context.lines, params.ref, params.entitlementId)),
    ),
    setDiscount: assign((_, params: Ev<'cart.discount-set'>) => ({
      discount: params.discount,
      isStale: true,
      rejection: null,
    })),
    rejectDiscount: assign(({ context }, params: Ev<'cart.discount-set'>) => ({
      rejection: rejectionOf(checkDiscountSet(context, params.discount)),
    })),
    rejectBothDiscounts: assign({ rejection: fail('cart.discount-coupon-conflict') }),
    clearDiscount: assign({ discount: null, isStale: true, rejection: null }),
    setCoupon: assign((_, params: Ev<'cart.coupon-set'>) => ({
      coupon: params.coupon,
      isStale: true,
      rejection: null,
    })),
    clearCoupon: assign({ coupon: null, isStale: true, rejection: null }),
    changeCustomer: assign(({ context }, params: Ev<'cart.customer-change'>) => {
      if (params.customerId === context.customerId) return {};
      const outcome = cartAfterSelectionChange(context.lines, 'customer');
      // Changing the customer clears the car as well (docs/product/cart.md), and the
      // location chosen for the old cart.
      return {
        customerId: params.customerId,
        carId: null,
        locationType: null,
        lines: outcome.lines,
        info: outcome.info,
        isStale: outcome.info === null ? context.isStale : true,
      };
    }),
    changeVehicle: assign(({ context }, params: Ev<'cart.vehicle-change'>) => {
      if (params.carId === context.carId) return {};
      const outcome = cartAfterSelectionChange(context.lines, 'vehicle');
      return {
        carId: params.carId,
        locationType: null,
        lines: outcome.lines,
        info: outcome.info,
        isStale: outcome.info === null ? context.isStale : true,
      };
    }),
    changeSession: assign((_, params: Ev<'cart.session-change'>) => ({
      isLoggedIn: params.isLoggedIn,
    })),
    changeLocation: assign((_, params: Ev<'cart.location-change'>) => ({
      locationType: params.locationType,
    })),
    markStale: assign({ isStale: true }),
    askPageSwitch: assign(({ context }, params: Ev<'cart.page-enter'>) => {
      const verdict = pageSwitch(context.lines, params.kind);
      return { pendingPageSwitch: verdict.needsConfirm ? { ...verdict, to: params.kind } : null };
    }),
    closePageSwitch: assign({ pendingPageSwitch: null }),
    clearLines: assign({ lines: [], isStale: true, rejection: null }),
    syncIfSelected: enqueueActions(({ context, enqueue }) => {
      if (context.customerId === null || context.carId === null) return;
      // A newer request supersedes the one in flight: stop it (its fetch is aborted through the
      // actor's signal) so answers never pile up; the number guard still drops any late answer.
      if (context.settledRequestId < context.syncRequestId) {
        enqueue.stopChild(`sync-${context.syncRequestId}`);
      }
      const next = context.syncRequestId + 1;
      enqueue.assign({ syncRequestId: next });
      enqueue.spawnChild('syncCart', {
        id: `sync-${next}`,
        input: buildCartSyncRequest({
          carId: context.carId,
          customerId: context.customerId,
          lines: context.lines,
          discount: context.discount,
          coupon: context.coupon,
          locationType: context.locationType,
        }),
      });
    }),
    releaseSync: stopChild((_, params: { actorId: string }) => params.actorId),
    applyServerPricing: assign(
      ({ context }, params: { actorId: string; output: ServerPricing }) => ({
        server: params.output,
        // Syncing an empty cart keeps the server's totals and empties the items.
        lines:
          context.lines.length === 0 ? [] : applyServerLines(context.lines, params.output.lines),
        isStale: false,
        error: null,
        settledRequestId: syncRequestNumber(params.actorId),
      }),
    ),
    keepServerRejection: assign(
      ({ context }, params: { actorId: string; output: ServerPricing }) => ({
        error: {
          code: 'cart.sync-rejected',
          message: params.output.message,
          timestamp: context.now(),
        },
        settledRequestId: syncRequestNumber(params.actorId),
      }),
    ),
    keepSyncFailure: assign(({ context }, params: { actorId: string; error: unknown }) => ({
      error: {
        code: 'cart.sync-failed',
        message: errorMessage(params.error),
        timestamp: context.now(),
      },
      settledRequestId: syncRequestNumber(params.actorId),
    })),
    recalculate: assign(({ context }) => ({ totals: cartTotals(context) })),
    completeOrder: assign({
      lines: [],
      locationType: null,
      discount: null,
      coupon: null,
      server: null,
      isStale: false,
      error: null,
      rejection: null,
      pendingPageSwitch: null,
    }),
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({
    lines: input.lines ?? [],
    discount: input.discount ?? null,
    coupon: input.coupon ?? null,
    customerId: input.customerId ?? null,
    carId: input.carId ?? null,
    isLoggedIn: input.isLoggedIn ?? false,
    locationType: null,
    server: null,
    // Restored lines were priced before the reload: local figures until the next sync.
    isStale: (input.lines?.length ?? 0) > 0,
    syncRequestId: 0,
    settledRequestId: 0,
    error: null,
    rejection: null,
    info: null,
    pendingPageSwitch: null,
    now: input.now,
    totals: cartTotals({
      lines: input.lines ?? [],
      discount: input.discount ?? null,
      server: null,
      isStale: (input.lines?.length ?? 0) > 0,
    }),
  }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'cart.add': [
          {
            guard: { type: 'canAdd', params: ({ event }) => event },
            actions: [
              { type: 'addLine', params: ({ event }) => event },
              'recalculate',
              'syncIfSelected',
            ],
          },
          { actions: { type: 'rejectAdd', params: ({ event }) => event } },
        ],
        'cart.remove': {
          actions: [
            { type: 'removeLine', params: ({ event }) => event },
            'recalculate',
            'syncIfSelected',
          ],
        },
        'cart.option-remove': {
          actions: [
            { type: 'removeOption', params: ({ event }) => event },
            'recalculate',
            'syncIfSelected',
          ],
        },
        'cart.quantity-change': {
          actions: [
            { type: 'changeQuantity', params: ({ event }) => event },
            'recalculate',
            'syncIfSelected',
          ],
        },
        'cart.price-change': {
          actions: [
            { type: 'changePrice', params: ({ event }) => event },
            'recalculate',
            'syncIfSelected',
          ],
        },
        'cart.plan-set': {
          actions: [{ type: 'setPlan', params: ({ event }) => event }, 'syncIfSelected'],
        },
        'cart.discount-set': [
          { guard: 'hasCoupon', actions: 'rejectBothDiscounts' },
          {
            guard: { type: 'canSetDiscount', params: ({ event }) => event },
            actions: [
              { type: 'setDiscount', params: ({ event }) => event },
              'recalculate',
              'syncIfSelected',
            ],
          },
          { actions: { type: 'rejectDiscount', params: ({ event }) => event } },
        ],
        'cart.discount-clear': { actions: ['clearDiscount', 'recalculate', 'syncIfSelected'] },
        'cart.coupon-set': [
          { guard: 'hasDiscount', actions: 'rejectBothDiscounts' },
          {
            actions: [
              { type: 'setCoupon', params: ({ event }) => event },
              'recalculate',
              'syncIfSelected',
            ],
          },
        ],
        'cart.coupon-clear': { actions: ['clearCoupon', 'recalculate', 'syncIfSelected'] },
        'cart.customer-change': {
          actions: [{ type: 'changeCustomer', params: ({ event }) => event }, 'recalculate'],
        },
        'cart.vehicle-change': {
          actions: [{ type: 'changeVehicle', params: ({ event }) => event }, 'recalculate'],
        },
        'cart.session-change': {
          actions: { type: 'changeSession', params: ({ event }) => event },
        },
        'cart.location-change': [
          {
            guard: { type: 'isNewLocationOfLines', params: ({ event }) => event },
            actions: [
              { type: 'changeLocation', params: ({ event }) => event },
              'markStale',
              'recalculate',
              'syncIfSelected',
            ],
          },
          // An empty cart only keeps it: there is nothing to price again.
          {
            guard: { type: 'isNewLocation', params: ({ event }) => event },
            actions: { type: 'changeLocation', params: ({ event }) => event },
          },
        ],
        'cart.page-enter': { actions: { type: 'askPageSwitch', params: ({ event }) => event } },
        'cart.page-confirm': {
          guard: 'hasPendingPageSwitch',
          actions: ['clearLines', 'closePageSwitch', 'recalculate', 'syncIfSelected'],
        },
        'cart.page-cancel': { actions: 'closePageSwitch' },
        // Clearing on purpose starts the sale over: a discount or coupon keyed in for the old
        // lines must not silently apply to the next ones.
        'cart.clear': {
          actions: ['clearLines', 'clearDiscount', 'clearCoupon', 'recalculate', 'syncIfSelected'],
        },
        'cart.sync': { actions: 'syncIfSelected' },
        'cart.order-complete': { actions: ['completeOrder', 'recalculate'] },
        'xstate.done.actor.*': [
          {
            guard: { type: 'isLatestRejection', params: ({ event }) => event },
            actions: [
              { type: 'releaseSync', params: ({ event }) => event },
              { type: 'keepServerRejection', params: ({ event }) => event },
            ],
          },
          {
            guard: { type: 'isLatestSync', params: ({ event }) => event },
            actions: [
              { type: 'releaseSync', params: ({ event }) => event },
              { type: 'applyServerPricing', params: ({ event }) => event },
              'recalculate',
            ],
          },
          { actions: { type: 'releaseSync', params: ({ event }) => event } },
        ],
        'xstate.error.actor.*': [
          {
            guard: { type: 'isLatestSync', params: ({ event }) => event },
            actions: [
              { type: 'releaseSync', params: ({ event }) => event },
              { type: 'keepSyncFailure', params: ({ event }) => event },
            ],
          },
          { actions: { type: 'releaseSync', params: ({ event }) => event } },
        ],
      },
    },
  },
});
