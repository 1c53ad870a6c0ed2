import { type ActorRefFrom } from 'xstate';
import { type cartMachine } from '../cart/cart-machine.js';
import { type CartEvent } from '../cart/cart-context.js';
import { type CartClearedCode } from '../cart/selection-change.js';
import { type checkoutMachine, type CheckoutEvent } from '../checkout/checkout-machine.js';
import { type PaymentChoice } from '../checkout/payment-choice.js';
import { type couponMachine } from '../coupon/coupon-machine.js';
import { type SelectedCoupon } from '../coupon/coupon-terms.js';
import { type ApprovalRules } from '../approval/approval-rules.js';
import { type SaleApproval } from './sale-approval.js';
import { type SaleRecord } from './sale-record.js';

/** What the sale needs of a vehicle: its id (the app keeps its own full record). */
export interface SaleVehicle {
  readonly id: number | string;
}

/** What the sale needs of a customer: the id and the vehicles to add a new one to. */
export interface SaleCustomer<V extends SaleVehicle> {
  readonly id: number | string;
  readonly cars: readonly V[];
}

/** The sale's cart, checkout and coupon children. */
export type SaleCartRef = ActorRefFrom<typeof cartMachine>;
export type SaleCheckoutRef = ActorRefFrom<typeof checkoutMachine>;
export type SaleCouponRef = ActorRefFrom<typeof couponMachine>;

/** Everything the sale holds: the selection (once), the payment choice and its children. */
export interface SaleContext<C extends SaleCustomer<V>, V extends SaleVehicle> {
  readonly customer: C | null;
  readonly vehicle: V | null;
  /**
   * True after "Change customer" until a customer is chosen: the list is shown again, but the
   * cart, vehicle and customer stay until another customer is actually picked.
   */
  readonly isChangingCustomer: boolean;
  readonly payment: PaymentChoice;
  readonly cart: SaleCartRef;
  readonly checkout: SaleCheckoutRef;
  readonly coupon: SaleCouponRef;
  /** The business's approval rules, once the app has read them (null: nothing is asked). */
  readonly rules: ApprovalRules | null;
  /** The manager's approval being asked for a change held back, or null. */
  readonly approval: SaleApproval | null;
  /** The approval token a manager gave for this sale, carried by its submission. */
  readonly approvalToken: string | null;
}

/** What the app starts the sale with: clocks, the session and a sale kept from before a reload. */
export interface SaleInput<C extends SaleCustomer<V>, V extends SaleVehicle> {
  readonly now: () => number;
  readonly makeId: () => string;
  readonly isLoggedIn?: boolean;
  readonly restored?: SaleRecord<C, V> | null;
}

/** The sale's own events; `cart.*` and `checkout.*` events are passed on to its children. */
export type SaleEvent<C extends SaleCustomer<V>, V extends SaleVehicle> =
  | { readonly type: 'sale.customer-change' }
  | { readonly type: 'sale.customer-change-cancel' }
  /** `vehicle`: one of theirs to choose with them (the one a plate search named). */
  | { readonly type: 'sale.customer-select'; readonly customer: C; readonly vehicle?: V | null }
  | { readonly type: 'sale.vehicle-select'; readonly vehicle: V | null }
  /** A vehicle just created for the selected customer: added to their list and selected. */
  | { readonly type: 'sale.vehicle-add'; readonly vehicle: V }
  | { readonly type: 'sale.payment-set'; readonly payment: PaymentChoice }
  | { readonly type: 'sale.checkout-start' }
  | { readonly type: 'sale.coupon-select'; readonly coupon: SelectedCoupon | null }
  | { readonly type: 'sale.rules-set'; readonly rules: ApprovalRules | null }
  /** The manager's PIN typed, sent (Enter) or given up on (the change is not made). */
  | { readonly type: 'sale.approval-pin'; readonly pin: string }
  | { readonly type: 'sale.approval-submit' }
  | { readonly type: 'sale.approval-cancel' }
  | Exclude<CartEvent, { type: `xstate.${string}` }>
  | CheckoutEvent;

/** What the sale tells the app, for its toasts. */
export type SaleEmitted =
  | { readonly type: 'sale.cart-cleared'; readonly code: CartClearedCode }
  | { readonly type: 'sale.completed' };
