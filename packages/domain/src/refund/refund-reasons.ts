// The reasons a refund may be given for: a fixed list of codes that the apps translate.

/** Why money is given back, as a code. */
export const REFUND_REASONS = [
  'service-not-done',
  'customer-unhappy',
  'damage',
  'wrong-price',
  'charged-twice',
  'other',
] as const;

/** One reason a refund is given for. */
export type RefundReason = (typeof REFUND_REASONS)[number];

/** True for one of the listed reasons. */
export function isRefundReason(value: unknown): value is RefundReason {
  return typeof value === 'string' && (REFUND_REASONS as readonly string[]).includes(value);
}
