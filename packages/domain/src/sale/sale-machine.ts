import { assign, emit, enqueueActions, fromPromise, sendTo, setup } from 'xstate';
import { type GrantAnswer } from '../approval/approval-machine.js';
import { type ApprovalKind } from '../approval/approval-rules.js';
import { type CartSyncRequest } from '../cart/cart-sync.js';
import { cartMachine } from '../cart/cart-machine.js';
import { type CartEvent } from '../cart/cart-context.js';
import { checkoutMachine, type CheckoutEvent } from '../checkout/checkout-machine.js';
import { type PaymentChoice } from '../checkout/payment-choice.js';
import { couponMachine } from '../coupon/coupon-machine.js';
import { type SelectedCoupon } from '../coupon/coupon-terms.js';
import { SALE_CART_ID, validateCouponThroughCart } from './coupon-through-cart.js';
import {
  approvalCart,
  changeApprovals,
  type GuardedCartChange,
  pinFormatProblem,
} from './sale-approval.js';
import {
  type SaleContext,
  type SaleCustomer,
  type SaleEmitted,
  type SaleEvent,
  type SaleInput,
  type SaleVehicle,
} from './sale-context.js';

/** The payment a new sale starts with. */
export const FIRST_PAYMENT: PaymentChoice = { method: 'cash', type: 'full' };

const idOf = (party: { readonly id: number | string } | null): number | null =>
  party === null ? null : Number(party.id);

const sameParty = (
  a: { readonly id: number | string } | null,
  b: { readonly id: number | string } | null,
): boolean => (a?.id ?? null) === (b?.id ?? null);

/**
 * The sale: the selected customer and vehicle (held here only), the payment choice, and the
 * cart, coupon and checkout as child actors. `cart.*` and `checkout.*` events are passed on;
 * a selection change tells the cart (which applies its clearing rules), a coupon is checked
 * through the cart's own call, and closing the success summary resets the whole sale.
 * A factory, so the app's own customer and vehicle records are what the snapshot holds.
 */
export function createSaleMachine<C extends SaleCustomer<V>, V extends SaleVehicle>() {
  type Ctx = SaleContext<C, V>;
  type Ev = SaleEvent<C, V>;
  const hasLines = (context: Ctx) => context.cart.getSnapshot().context.lines.length > 0;
  return setup({
    types: {
      context: {} as Ctx,
      events: {} as Ev,
      input: {} as SaleInput<C, V>,
      emitted: {} as SaleEmitted,
    },
    actors: {
      cart: cartMachine,
      checkout: checkoutMachine,
      coupon: couponMachine.provide({ actors: { validateCoupon: validateCouponThroughCart } }),
      grantApproval: fromPromise<
        GrantAnswer,
        { pin: string; kinds: readonly ApprovalKind[]; cart: CartSyncRequest }
      >(() => Promise.reject(new Error('grantApproval is provided by the app'))),
    },
    guards: {
      isCheckoutSuccess: ({ context }) => context.checkout.getSnapshot().matches('success'),
      needsApproval: ({ context }, change: GuardedCartChange) => {
        const cart = context.cart.getSnapshot().context;
        // A discount the cart refuses anyway (beside a coupon) is not worth a manager's PIN.
        if (change.type === 'cart.discount-set' && cart.coupon !== null) return false;
        return changeApprovals(context.rules, cart, change).length > 0;
      },
      isPinWellFormed: ({ context }) => pinFormatProblem(context.approval?.pin ?? '') === null,
      isGranted: (_, answer: GrantAnswer) => answer.ok,
    },
    actions: {
      toCart: sendTo(
        ({ context }) => context.cart,
        (_, event: CartEvent) => event,
      ),
      toCheckout: sendTo(
        ({ context }) => context.checkout,
        (_, event: CheckoutEvent) => event,
      ),
      tellCoupon: sendTo(
        ({ context }) => context.coupon,
        ({ context }) => ({
          type: 'coupon.selection-change' as const,
          hasCustomer: context.customer !== null,
          hasVehicle: context.vehicle !== null,
        }),
      ),
      startChangingCustomer: assign({ isChangingCustomer: true }),
      stopChangingCustomer: assign({ isChangingCustomer: false }),
      selectCustomer: enqueueActions(
        ({ context, enqueue }, params: { customer: C; vehicle?: V | null }) => {
          enqueue.assign({ isChangingCustomer: false });
          // A customer found by a plate comes with that vehicle, chosen right after them.
          const vehicle = params.vehicle ?? null;
          if (vehicle !== null) enqueue.raise({ type: 'sale.vehicle-select', vehicle });
          // The same customer again: nothing changes (the cart and vehicle stay).
          if (sameParty(params.customer, context.customer)) return;
          const hadLines = hasLines(context);
          enqueue.assign({ customer: params.customer, vehicle: null });
          enqueue.sendTo(context.cart, {
            type: 'cart.customer-change',
            customerId: idOf(params.customer),
          });
          if (hadLines)
            enqueue.emit({ type: 'sale.cart-cleared', code: 'cart.cleared-customer-change' });
        },
      ),
      selectVehicle: enqueueActions(({ context, enqueue }, params: { vehicle: V | null }) => {
        if (sameParty(params.vehicle, context.vehicle)) return;
        const hadLines = hasLines(context);
        enqueue.assign({ vehicle: params.vehicle });
        enqueue.sendTo(context.cart, { type: 'cart.vehicle-change', carId: idOf(params.vehicle) });
        if (hadLines)
          enqueue.emit({ type: 'sale.cart-cleared', code: 'cart.cleared-vehicle-change' });
        // An empty cart kept through the change is priced for the new vehicle.
        else if (params.vehicle !== null) enqueue.sendTo(context.cart, { type: 'cart.sync' });
      }),
      addVehicle: assign(({ context }, params: { vehicle: V }) => ({
        customer:
          context.customer === null
            ? null
            : { ...context.customer, cars: [...context.customer.cars, params.vehicle] },
      })),
      setPayment: assign((_, params: { payment: PaymentChoice }) => ({ payment: params.payment })),
      startCheckout: sendTo(
        ({ context }) => context.checkout,
        ({ context }) => {
          const cart = context.cart.getSnapshot().context;
          return {
            type: 'checkout.start' as const,
            hasCustomer: context.customer !== null,
            hasVehicle: context.vehicle !== null,
            cart: {
              carId: cart.carId ?? 0,
              customerId: cart.customerId ?? 0,
              lines: cart.lines,
              discount: cart.discount,
              coupon: cart.coupon,
            },
            total: cart.totals.totalPrice,
            payment: context.payment,
          };
        },
      ),
      selectCoupon: enqueueActions(
        ({ context, enqueue }, params: { coupon: SelectedCoupon | null }) => {
          enqueue.sendTo(context.coupon, { type: 'coupon.select', coupon: params.coupon });
          // "No coupon": the cart forgets the one it holds (a new one is set by its check).
          if (params.coupon === null && context.cart.getSnapshot().context.coupon !== null)
            enqueue.sendTo(context.cart, { type: 'cart.coupon-clear' });
        },
      ),
      resetCoupon: sendTo(({ context }) => context.coupon, { type: 'coupon.reset' }),
      completeSale: enqueueActions(({ context, enqueue }) => {
        enqueue.sendTo(context.cart, { type: 'cart.order-complete' });
        enqueue.sendTo(context.cart, { type: 'cart.customer-change', customerId: null });
        enqueue.sendTo(context.coupon, { type: 'coupon.reset' });
        enqueue.assign({
          customer: null,
          vehicle: null,
          isChangingCustomer: false,
          payment: FIRST_PAYMENT,
          approvalToken: null,
        });
      }),
      announceCompleted: emit({ type: 'sale.completed' } as const),
      setRules: assign((_, params: { rules: Ctx['rules'] }) => ({ rules: params.rules })),
      holdChange: assign(({ context }, change: GuardedCartChange) => ({
        approval: {
          change,
          kinds: changeApprovals(context.rules, context.cart.getSnapshot().context, change),
          pin: '',
          problem: null,
        },
      })),
      setPin: assign(({ context }, params: { pin: string }) => ({
        approval: context.approval && { ...context.approval, pin: params.pin, problem: null },
      })),
      setPinProblem: assign(({ context }) => ({
        approval: context.approval && {
          ...context.approval,
          problem: pinFormatProblem(context.approval.pin),
        },
      })),
      setGrantProblem: assign(({ context }, answer: GrantAnswer) => ({
        approval: context.approval && {
          ...context.approval,
          pin: '',
          problem: answer.ok ? null : answer.refusal,
        },
      })),
      setCallFailure: assign(({ context }) => ({
        approval: context.approval && {
          ...context.approval,
          pin: '',
          problem: { code: 'server.error' },
        },
      })),
      makeApprovedChange: enqueueActions(({ context, enqueue }, answer: GrantAnswer) => {
        if (!answer.ok || context.approval === null) return;
        enqueue.assign({ approvalToken: answer.token, approval: null });
        enqueue.sendTo(context.cart, context.approval.change);
      }),
      dropApproval: assign({ approval: null }),
      priceRestoredCart: sendTo(({ context }) => context.cart, { type: 'cart.sync' }),
    },
  }).createMachine({
    id: 'sale',
    context: ({ input, spawn }) => {
      const restored = input.restored ?? null;
      const customer = restored?.customer ?? null;
      const vehicle = customer === null ? null : (restored?.vehicle ?? null);
      return {
        customer,
        vehicle,
        isChangingCustomer: false,
        payment: FIRST_PAYMENT,
        cart: spawn('cart', {
          id: 'cart',
          systemId: SALE_CART_ID,
          input: {
            now: input.now,
            isLoggedIn: input.isLoggedIn ?? false,
            customerId: idOf(customer),
            carId: idOf(vehicle),
            lines: restored?.lines ?? [],
            discount: restored?.discount ?? null,
            coupon: restored?.coupon ?? null,
          },
        }),
        checkout: spawn('checkout', { id: 'checkout', input: { makeId: input.makeId } }),
        coupon: spawn('coupon', {
          id: 'coupon',
          input: { hasCustomer: customer !== null, hasVehicle: vehicle !== null },
        }),
        rules: null,
        approval: null,
        approvalToken: null,
      };
    },
    // A sale kept from before a reload is priced again by the server.
    entry: 'priceRestoredCart',
    initial: 'selling',
    states: {
      selling: {
        on: {
          // A change the business sends to a manager waits for the PIN (docs/product/approvals.md).
          'cart.discount-set': [
            {
              guard: { type: 'needsApproval', params: ({ event }) => event },
              actions: { type: 'holdChange', params: ({ event }) => event },
              target: 'approving',
            },
            { actions: { type: 'toCart', params: ({ event }) => event } },
          ],
          'cart.price-change': [
            {
              guard: { type: 'needsApproval', params: ({ event }) => event },
              actions: { type: 'holdChange', params: ({ event }) => event },
              target: 'approving',
            },
            { actions: { type: 'toCart', params: ({ event }) => event } },
          ],
        },
      },
      approving: {
        initial: 'asking',
        on: {
          'sale.approval-cancel': { target: 'selling', actions: 'dropApproval' },
          // One guarded change at a time: another waits until this one is settled.
          'cart.discount-set': {},
          'cart.price-change': {},
        },
        states: {
          asking: {
            on: {
              'sale.approval-pin': { actions: { type: 'setPin', params: ({ event }) => event } },
              'sale.approval-submit': [
                { guard: 'isPinWellFormed', target: 'checking' },
                { actions: 'setPinProblem' },
              ],
            },
          },
          checking: {
            invoke: {
              src: 'grantApproval',
              input: ({ context }) => {
                const approval = context.approval;
                if (approval === null) throw new Error('No approval is being asked for.');
                return {
                  pin: approval.pin,
                  kinds: approval.kinds,
                  cart: approvalCart(context.cart.getSnapshot().context, approval.change),
                };
              },
              onDone: [
                {
                  guard: { type: 'isGranted', params: ({ event }) => event.output },
                  actions: { type: 'makeApprovedChange', params: ({ event }) => event.output },
                  target: '#sale.selling',
                },
                {
                  actions: { type: 'setGrantProblem', params: ({ event }) => event.output },
                  target: 'asking',
                },
              ],
              onError: { actions: 'setCallFailure', target: 'asking' },
            },
          },
        },
      },
    },
    on: {
      'sale.rules-set': { actions: { type: 'setRules', params: ({ event }) => event } },
      'sale.customer-change': { actions: 'startChangingCustomer' },
      'sale.customer-change-cancel': { actions: 'stopChangingCustomer' },
      'sale.customer-select': {
        actions: [{ type: 'selectCustomer', params: ({ event }) => event }, 'tellCoupon'],
      },
      'sale.vehicle-select': {
        actions: [{ type: 'selectVehicle', params: ({ event }) => event }, 'tellCoupon'],
      },
      'sale.vehicle-add': {
        actions: [
          { type: 'addVehicle', params: ({ event }) => event },
          { type: 'selectVehicle', params: ({ event }) => event },
          'tellCoupon',
        ],
      },
      'sale.payment-set': { actions: { type: 'setPayment', params: ({ event }) => event } },
      'sale.checkout-start': { actions: 'startCheckout' },
      'sale.coupon-select': { actions: { type: 'selectCoupon', params: ({ event }) => event } },
      'cart.*': { actions: { type: 'toCart', params: ({ event }) => event as CartEvent } },
      // Clearing the cart on purpose drops its coupon: the coupon block forgets it quietly.
      'cart.clear': {
        actions: [{ type: 'toCart', params: ({ event }) => event }, 'resetCoupon'],
      },
      'checkout.*': {
        actions: { type: 'toCheckout', params: ({ event }) => event },
      },
      'checkout.close': [
        {
          guard: 'isCheckoutSuccess',
          actions: [
            { type: 'toCheckout', params: ({ event }) => event },
            'completeSale',
            'tellCoupon',
            'announceCompleted',
          ],
        },
        { actions: { type: 'toCheckout', params: ({ event }) => event } },
      ],
    },
  });
}
