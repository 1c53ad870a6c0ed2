import { type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import { type LocationType } from '../checkout/location-choice.js';
import { type SelectedCoupon } from '../coupon/coupon-terms.js';
import { type CartDiscount } from '../discount/cart-discount.js';
import { type Fils } from '../money/fils.js';
import { type Failure } from '../shared/result.js';
import { type AddToCartCandidate } from './add-to-cart.js';
import { type CartLine, type LineRef } from './cart-line.js';
import { type ServerPricing } from './cart-sync.js';
import { type CartTotals } from './cart-totals.js';
import { type PageSwitch } from './page-switch.js';
import { type PurchasableKind } from './purchasable-kind.js';
import { type CartClearedCode } from './selection-change.js';

/** A kept cart error: a code for the UI, the server's or the failure's own text when it had one. */
export interface CartError {
  readonly code: 'cart.sync-failed' | 'cart.sync-rejected';
  readonly message: string | null;
  readonly timestamp: number;
}

/** Everything the cart machine holds. */
export interface CartContext {
  readonly lines: readonly CartLine[];
  readonly discount: CartDiscount | null;
  readonly coupon: SelectedCoupon | null;
  readonly customerId: number | null;
  readonly carId: number | null;
  readonly isLoggedIn: boolean;
  /**
   * Where the service is done, once the checkout's location step has one ('remote' adds the
   * server's shipping); null (the in-shop figures) until then and after a reset.
   */
  readonly locationType: LocationType | null;
  /** The last server pricing (the "fees"), null until a sync succeeds or after an order. */
  readonly server: ServerPricing | null;
  /** True after a local change, until a sync answers. */
  readonly isStale: boolean;
  /** The number of the latest sync request issued; answers to older numbers are ignored. */
  readonly syncRequestId: number;
  /** The number of the latest request answered (success or failure). */
  readonly settledRequestId: number;
  readonly error: CartError | null;
  /** The refusal of the last event (add-to-cart checks, edits), for a toast. */
  readonly rejection: Failure | null;
  /** The info code of the last clearing by a customer or vehicle change. */
  readonly info: CartClearedCode | null;
  /** The confirm-and-clear dialog, when entering another catalogue page asked for it. */
  readonly pendingPageSwitch:
    (PageSwitch & { readonly needsConfirm: true; readonly to: PurchasableKind }) | null;
  /** The figures the cart panel shows, recalculated after every change and every sync. */
  readonly totals: CartTotals;
  readonly now: () => number;
}

/** What the app starts the cart machine with: the selection, the session and a clock. */
export interface CartInput {
  readonly customerId?: number | null;
  readonly carId?: number | null;
  readonly isLoggedIn?: boolean;
  /** A sale restored after a reload starts with its lines, discount and coupon. */
  readonly lines?: readonly CartLine[];
  readonly discount?: CartDiscount | null;
  readonly coupon?: SelectedCoupon | null;
  readonly now: () => number;
}

/** The done event of sync request n (actor id `sync-n`). */
export type SyncDone = DoneActorEvent<ServerPricing, `sync-${number}`>;
/** The error event of sync request n (actor id `sync-n`). */
export type SyncError = ErrorActorEvent<unknown, `sync-${number}`>;

/** The events the cart machine accepts, named noun.verb. */
export type CartEvent =
  | { readonly type: 'cart.add'; readonly candidate: AddToCartCandidate }
  | { readonly type: 'cart.remove'; readonly ref: LineRef }
  | { readonly type: 'cart.option-remove'; readonly ref: LineRef; readonly optionId: number }
  | { readonly type: 'cart.quantity-change'; readonly ref: LineRef; readonly quantity: number }
  | { readonly type: 'cart.price-change'; readonly ref: LineRef; readonly price: Fils }
  /** Pays a service line with an entitlement of the vehicle, or (null) at its normal price. */
  | { readonly type: 'cart.plan-set'; readonly ref: LineRef; readonly entitlementId: number | null }
  | { readonly type: 'cart.discount-set'; readonly discount: CartDiscount }
  | { readonly type: 'cart.discount-clear' }
  | { readonly type: 'cart.coupon-set'; readonly coupon: SelectedCoupon }
  | { readonly type: 'cart.coupon-clear' }
  | { readonly type: 'cart.customer-change'; readonly customerId: number | null }
  | { readonly type: 'cart.vehicle-change'; readonly carId: number | null }
  | { readonly type: 'cart.session-change'; readonly isLoggedIn: boolean }
  | { readonly type: 'cart.location-change'; readonly locationType: LocationType | null }
  | { readonly type: 'cart.page-enter'; readonly kind: PurchasableKind }
  | { readonly type: 'cart.page-confirm' }
  | { readonly type: 'cart.page-cancel' }
  /** Empties the cart on purpose: lines, discount and coupon. */
  | { readonly type: 'cart.clear' }
  | { readonly type: 'cart.sync' }
  | { readonly type: 'cart.order-complete' }
  | SyncDone
  | SyncError;
