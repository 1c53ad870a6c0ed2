// The reasons a refund may be given for: a fixed list of codes that the apps translate.

/** Why money is given back at the counter, as a code. */
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

/** The reason of the refund a sold plan's cancelling makes (the office's, never the counter's). */
export const PLAN_CANCEL_REASON = 'plan-cancelled';

/** Every reason a refund is recorded with: the counter's, and a sold plan cancelled. */
export const RECORDED_REFUND_REASONS = [...REFUND_REASONS, PLAN_CANCEL_REASON] as const;

/** One reason a refund was recorded with. */
export type RecordedRefundReason = (typeof RECORDED_REFUND_REASONS)[number];

/** True for one of the counter's reasons. */
export function isRefundReason(value: unknown): value is RefundReason {
  return typeof value === 'string' && (REFUND_REASONS as readonly string[]).includes(value);
}
