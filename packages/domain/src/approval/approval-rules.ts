// When a sale at the counter needs a manager's approval: the business's rules (each one switched
// on or off in the office) and the pure checks the server and the POS both ask.
import { type Fils, isFils } from '../money/fils.js';

/** What a manager can approve at the counter. */
export const APPROVAL_KINDS = [
  'large-discount',
  'lowered-price',
  'order-delete',
  'refund',
  'shift-variance',
  'plan-transfer',
] as const;

/** One thing a manager approves. */
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

/** A business's approval rules: which need a manager, and what counts as a large discount. */
export interface ApprovalRules {
  /** A manual discount above either threshold below. */
  readonly largeDiscount: boolean;
  /** A discount taking off more than this share of the items subtotal is large (1–100). */
  readonly largeDiscountPercent: number;
  /** A discount taking off more than this many fils is large. */
  readonly largeDiscountFils: Fils;
  /** An add-on price set below the service's list price. */
  readonly loweredPrice: boolean;
  /** Deleting an order (only unpaid ones can be deleted). */
  readonly orderDelete: boolean;
  /** Any refund. */
  readonly refund: boolean;
}

/** The rules of a business that has not changed them: 20 % or AED 100; deleting is free. */
export const DEFAULT_APPROVAL_RULES: ApprovalRules = {
  largeDiscount: true,
  largeDiscountPercent: 20,
  largeDiscountFils: 10_000,
  loweredPrice: true,
  orderDelete: false,
  refund: true,
};

/** The lowest and highest share a large-discount threshold may be, in percent. */
export const APPROVAL_PERCENT_RANGE = { min: 1, max: 100 } as const;

/** Why a set of rules is refused. */
export type ApprovalRulesCode = 'approval.threshold-invalid';

/**
 * What is wrong with a set of rules, or null: the percentage is a whole number from 1 to 100 and
 * the amount whole fils above 0.
 * @example approvalRulesProblem({ ...DEFAULT_APPROVAL_RULES, largeDiscountPercent: 0 }) // 'approval.threshold-invalid'
 */
export function approvalRulesProblem(rules: ApprovalRules): ApprovalRulesCode | null {
  const percent = rules.largeDiscountPercent;
  const percentOk =
    Number.isInteger(percent) &&
    percent >= APPROVAL_PERCENT_RANGE.min &&
    percent <= APPROVAL_PERCENT_RANGE.max;
  const filsOk = isFils(rules.largeDiscountFils) && rules.largeDiscountFils > 0;
  return percentOk && filsOk ? null : 'approval.threshold-invalid';
}

/**
 * Whether a discount taking off `discount` fils of `subtotal` is above a threshold: more than
 * `largeDiscountFils`, or more than `largeDiscountPercent` of the subtotal (compared exactly,
 * without rounding). A discount at a threshold is not above it.
 * @example isLargeDiscount(DEFAULT_APPROVAL_RULES, 100_00, 21_00) // true
 */
export function isLargeDiscount(rules: ApprovalRules, subtotal: Fils, discount: Fils): boolean {
  if (!isFils(discount) || discount <= 0) return false;
  if (discount > rules.largeDiscountFils) return true;
  if (!isFils(subtotal) || subtotal <= 0) return false;
  return BigInt(discount) * 100n > BigInt(subtotal) * BigInt(rules.largeDiscountPercent);
}

/** A line of a sale as the approval rule reads it: its list price and the price set, if any. */
export interface ApprovalLine {
  readonly listPrice: Fils;
  /** The add-on price the cashier set, or null when the list price stands. */
  readonly setPrice: Fils | null;
}

/** What the approval rule reads of a sale. */
export interface SaleForApproval {
  /** The items subtotal, in fils. */
  readonly subtotal: Fils;
  /** What the cashier's own discount takes off (a coupon's does not count), in fils. */
  readonly manualDiscount: Fils;
  readonly lines: readonly ApprovalLine[];
}

/** Whether a line's price was set below its list price. */
export function isLoweredPrice(line: ApprovalLine): boolean {
  return line.setPrice !== null && line.setPrice > 0 && line.setPrice < line.listPrice;
}

/**
 * The approvals a sale needs under the rules, in the order APPROVAL_KINDS lists them; empty
 * when it needs none.
 * @example saleApprovals(DEFAULT_APPROVAL_RULES, { subtotal: 10_000, manualDiscount: 5_000, lines: [] }) // ['large-discount']
 */
export function saleApprovals(rules: ApprovalRules, sale: SaleForApproval): ApprovalKind[] {
  const kinds: ApprovalKind[] = [];
  if (rules.largeDiscount && isLargeDiscount(rules, sale.subtotal, sale.manualDiscount)) {
    kinds.push('large-discount');
  }
  if (rules.loweredPrice && sale.lines.some(isLoweredPrice)) kinds.push('lowered-price');
  return kinds;
}

/** The approvals deleting an order needs: one when the business asks for it. */
export function orderDeleteApprovals(rules: ApprovalRules): ApprovalKind[] {
  return rules.orderDelete ? ['order-delete'] : [];
}

/** The approvals a refund needs: one when the business asks for it. */
export function refundApprovals(rules: ApprovalRules): ApprovalKind[] {
  return rules.refund ? ['refund'] : [];
}

/**
 * Whether an approval granted for `granted` covers every kind in `needed`.
 * @example coversApprovals(['large-discount'], ['large-discount', 'lowered-price']) // false
 */
export function coversApprovals(
  granted: readonly ApprovalKind[],
  needed: readonly ApprovalKind[],
): boolean {
  return needed.every((kind) => granted.includes(kind));
}
