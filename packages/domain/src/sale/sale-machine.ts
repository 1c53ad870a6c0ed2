import { assign, emit, enqueueActions, sendTo, setup } from 'xstate';
import { cartMachine } from '../cart/cart-machine.js';
import { type CartEvent } from '../cart/cart-context.js';
import { checkoutMachine, type CheckoutEvent } from '../checkout/checkout-machine.js';
import { type PaymentChoice } from '../checkout/payment-choice.js';
import { couponMachine } from '../coupon/coupon-machine.js';
import { type SelectedCoupon } from '../coupon/coupon-terms.js';
import { SALE_CART_ID, validateCouponThroughCart } from './coupon-through-cart.js';
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
    },
    guards: {
      isCheckoutSuccess: ({ context }) => context.checkout.getSnapshot().matches('success'),
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
        });
      }),
      announceCompleted: emit({ type: 'sale.completed' } as const),
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
      };
    },
    // A sale kept from before a reload is priced again by the server.
    entry: 'priceRestoredCart',
    on: {
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
