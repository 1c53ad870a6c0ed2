// What the approval rule reads of a priced cart: the subtotal, the cashier's own discount (a
// coupon's does not count) and the add-on prices set against their list prices.
import {
  type ApprovalKind,
  type ApprovalRules,
  saleApprovals,
  type SaleForApproval,
} from '@lamaa/domain';
import type { ApprovedContext } from '../db/schema/approvals.js';
import type { CartBody } from './cart-input.js';
import type { ServerCart } from './cart-service.js';

/** The sale as the domain's approval rule reads it. */
export function saleForApproval(body: CartBody, cart: ServerCart): SaleForApproval {
  const hasManualDiscount =
    cart.couponId === null &&
    body.purchasables.some((line) => line.purchasable_type === 'discount');
  return {
    subtotal: cart.subtotal,
    manualDiscount: hasManualDiscount ? cart.discount : 0,
    lines: cart.lines
      .filter((line) => line.isAddOns)
      .map((line) => ({ listPrice: line.unitFils, setPrice: line.addOnFils })),
  };
}

/** The approvals the sale needs under the rules. */
export function saleNeeds(rules: ApprovalRules, body: CartBody, cart: ServerCart): ApprovalKind[] {
  return saleApprovals(rules, saleForApproval(body, cart));
}

/** What an approval of this sale approves: the vehicle, the discount and the lowered prices. */
export function saleContext(body: CartBody, cart: ServerCart): ApprovedContext {
  const sale = saleForApproval(body, cart);
  return {
    car_id: body.car_id,
    discount_fils: sale.manualDiscount,
    subtotal_fils: sale.subtotal,
    lowered: cart.lines
      .filter((line) => line.isAddOns && line.addOnFils !== null && line.addOnFils < line.unitFils)
      .map((line) => ({
        purchasable_id: line.input.purchasable_id,
        list_fils: line.unitFils,
        set_fils: line.addOnFils ?? line.unitFils,
      })),
  };
}

/**
 * Whether an approval given for `approved` covers the sale as it is now: the same vehicle, a
 * discount no larger, and each lowered price no lower than approved.
 */
export function coversSale(approved: ApprovedContext, now: ApprovedContext): boolean {
  if (approved.car_id !== now.car_id) return false;
  if ((now.discount_fils ?? 0) > (approved.discount_fils ?? 0)) return false;
  return (now.lowered ?? []).every((line) =>
    (approved.lowered ?? []).some(
      (given) => given.purchasable_id === line.purchasable_id && given.set_fils <= line.set_fils,
    ),
  );
}
