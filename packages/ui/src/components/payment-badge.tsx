import { normaliseStatus, paymentStatusTone } from '@lamaa/domain';
import type { MessageKey } from '../i18n/resources/en.js';
import { useMessages } from '../i18n/use-messages.js';
import { Badge } from './badge.js';

/** The payment states the server sends (null or empty while unpaid), normalised. */
const PAYMENT_LABELS: Readonly<Record<string, MessageKey>> = {
  '': 'common.payment-unpaid',
  unpaid: 'common.payment-unpaid',
  paid: 'common.payment-paid',
  'partially paid': 'common.payment-partially-paid',
  'partially refunded': 'common.payment-partially-refunded',
  refunded: 'common.payment-refunded',
};

/** Props of PaymentBadge. */
export interface PaymentBadgeProps {
  /** The payment status as the server sends it ("Paid", "partially paid", ...). */
  status: string;
}

/**
 * A payment status in the current language, green when paid and red otherwise (the domain's
 * paymentStatusTone); a status the contract does not list shows as sent.
 */
export function PaymentBadge({ status }: PaymentBadgeProps) {
  const t = useMessages();
  const key = PAYMENT_LABELS[normaliseStatus(status)];
  return <Badge tone={paymentStatusTone(status)}>{key === undefined ? status : t(key)}</Badge>;
}
