// The manager's approval asked for when the cashier makes the change that needs it (a large
// discount applied, an add-on price set below its list price), not at submission: what the
// change needs, the cart the manager approves, and the flow's memory in the sale.
import { approvalPinProblem } from '../approval/approval-pin.js';
import {
  type ApprovalKind,
  type ApprovalRules,
  isLargeDiscount,
  isLoweredPrice,
  saleApprovals,
} from '../approval/approval-rules.js';
import { type CartContext, type CartEvent } from '../cart/cart-context.js';
import { setAddOnPrice } from '../cart/cart-edits.js';
import { type CartLine, isSameLine } from '../cart/cart-line.js';
import { buildCartSyncRequest, type CartSyncRequest } from '../cart/cart-sync.js';
import { cartTotals } from '../cart/cart-totals.js';
import { discountAmount } from '../discount/cart-discount.js';
import { type Refusal } from '../refusal/refusal-code.js';

/** A cart change a manager may have to approve. */
export type GuardedCartChange = Extract<
  CartEvent,
  { type: 'cart.discount-set' } | { type: 'cart.price-change' }
>;

/** The approval the sale is asking for: the change held back, the kinds, the PIN typed. */
export interface SaleApproval {
  readonly change: GuardedCartChange;
  /** Every kind the cart needs once the change is made (the token must cover them all). */
  readonly kinds: readonly ApprovalKind[];
  readonly pin: string;
  /** Why the last PIN was not accepted, or null. */
  readonly problem: Refusal | null;
}

/** The cart as it would be with the change made (a refused price change leaves it as it is). */
function changedCart(cart: CartContext, change: GuardedCartChange): CartContext {
  if (change.type === 'cart.discount-set') return { ...cart, discount: change.discount };
  const lines = setAddOnPrice(cart.lines, change.ref, change.price);
  return lines.ok ? { ...cart, lines: lines.value } : cart;
}

const approvalLines = (lines: readonly CartLine[]) =>
  lines.map((line) => ({ listPrice: line.price, setPrice: line.add_ons_price }));

/**
 * The kinds a change needs a manager for under the business's rules, or none: a discount the
 * rules call large, or an add-on price below its list price. When it needs one, the answer
 * names every kind the whole cart will need after it, so one token covers the sale.
 * @example changeApprovals(DEFAULT_APPROVAL_RULES, cart, { type: 'cart.discount-set', discount: { type: 'percentage', value: 50 } }) // ['large-discount']
 */
export function changeApprovals(
  rules: ApprovalRules | null,
  cart: CartContext,
  change: GuardedCartChange,
): ApprovalKind[] {
  if (rules === null) return [];
  const after = changedCart(cart, change);
  const totals = cartTotals({ ...after, isStale: true });
  let isNeeded: boolean;
  if (change.type === 'cart.discount-set') {
    const amount = discountAmount(change.discount, totals.subtotal);
    isNeeded = rules.largeDiscount && isLargeDiscount(rules, totals.subtotal, amount);
  } else {
    const line = after.lines.find((candidate) => isSameLine(candidate, change.ref));
    isNeeded =
      rules.loweredPrice &&
      line !== undefined &&
      isLoweredPrice({ listPrice: line.price, setPrice: change.price });
  }
  if (!isNeeded) return [];
  return saleApprovals(rules, {
    subtotal: totals.subtotal,
    manualDiscount: totals.discountAmount,
    lines: approvalLines(after.lines),
  });
}

/** The cart the manager approves, as the cart call takes it: the cart with the change made. */
export function approvalCart(cart: CartContext, change: GuardedCartChange): CartSyncRequest {
  const after = changedCart(cart, change);
  return buildCartSyncRequest({
    carId: after.carId ?? 0,
    customerId: after.customerId ?? 0,
    lines: after.lines,
    discount: after.discount,
    coupon: after.coupon,
  });
}

/** A PIN as typed: the format's refusal, or null when it may be sent. */
export function pinFormatProblem(pin: string): Refusal | null {
  return approvalPinProblem(pin) === null ? null : { code: 'approval.pin-format' };
}
