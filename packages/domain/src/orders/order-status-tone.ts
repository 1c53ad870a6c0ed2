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
