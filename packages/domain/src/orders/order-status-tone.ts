/** The colour family of a status badge; the UI maps each to its theme colours. */
export type BadgeTone = 'amber' | 'blue' | 'green' | 'red' | 'neutral';

/** Lower-cases a status and folds spaces, underscores and dashes to single spaces. */
export function normaliseStatus(status: string | null | undefined): string {
  return (status ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
}

const STATUS_TONES: Readonly<Record<string, BadgeTone>> = {
  pending: 'amber',
  'waiting for payment': 'amber',
  processing: 'blue',
  received: 'blue',
  completed: 'green',
  delivered: 'green',
  cancelled: 'red',
};

/** Statuses whose orders may be deleted, already normalised. */
const DELETABLE_STATUSES: ReadonlySet<string> = new Set([
  'pending',
  'cancelled',
  'waiting for payment',
]);

/**
 * The badge tone of an order status: pending and waiting for payment amber, processing and
 * received blue, completed and delivered green, cancelled red, anything else neutral.
 * @example orderStatusTone('Waiting for payment') // 'amber'
 */
export function orderStatusTone(status: string | null | undefined): BadgeTone {
  return STATUS_TONES[normaliseStatus(status)] ?? 'neutral';
}

/** True only when the payment status says paid (any case), not partially paid. */
export function isOrderPaid(status: string | null | undefined): boolean {
  return normaliseStatus(status) === 'paid';
}

/** The payment badge tone: green when paid, red otherwise. */
export function paymentStatusTone(status: string | null | undefined): 'green' | 'red' {
  return isOrderPaid(status) ? 'green' : 'red';
}

/** True when the order may be deleted: pending, cancelled or waiting for payment, any case. */
export function isOrderDeletable(status: string | null | undefined): boolean {
  return DELETABLE_STATUSES.has(normaliseStatus(status));
}

/** The payment statuses of an order on which money was taken (even if some went back). */
const TAKEN_STATUSES = new Set(['paid', 'partially paid', 'partially refunded', 'refunded']);

/** True once money was taken on the order: paid, partially paid, or (partly) refunded. */
export function hasOrderPayments(paymentStatus: string | null | undefined): boolean {
  return TAKEN_STATUSES.has(normaliseStatus(paymentStatus));
}

/** Why an order may not be deleted: its status, or money taken on it (undone only by a refund). */
export type OrderDeleteRefusal = 'order.status-not-deletable' | 'order.has-payments';

/**
 * Why an order may not be deleted, or null when it may: a pending, cancelled or
 * waiting-for-payment order on which nothing was paid. Money never disappears with a delete.
 * @example orderDeleteRefusal({ status: 'Pending', payment_status: 'Partially paid' }) // 'order.has-payments'
 */
export function orderDeleteRefusal(order: {
  readonly status: string | null | undefined;
  readonly payment_status: string | null | undefined;
}): OrderDeleteRefusal | null {
  if (!isOrderDeletable(order.status)) return 'order.status-not-deletable';
  if (hasOrderPayments(order.payment_status)) return 'order.has-payments';
  return null;
}

/** Why no payment may be taken on an order: nothing is left to pay, or the job was cancelled. */
export type OrderPaymentRefusal = 'order.already-paid' | 'order.cancelled-not-payable';

/**
 * Why a payment may not be taken on an order, or null when it may: one that is paid in full,
 * or cancelled (money is not taken on a job that will not be done), is refused.
 * @example orderPaymentRefusal({ status: 'Cancelled', payment_status: 'Unpaid' }) // 'order.cancelled-not-payable'
 */
export function orderPaymentRefusal(order: {
  readonly status: string | null | undefined;
  readonly payment_status: string | null | undefined;
}): OrderPaymentRefusal | null {
  if (isOrderPaid(order.payment_status)) return 'order.already-paid';
  if (normaliseStatus(order.status) === 'cancelled') return 'order.cancelled-not-payable';
  return null;
}
