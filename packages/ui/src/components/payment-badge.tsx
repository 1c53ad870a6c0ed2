import { normaliseStatus, paymentStatusTone } from '@lamaa/domain';
import { useMessages } from '../i18n/use-messages.js';
import { Badge } from './badge.js';

/** Props of PaymentBadge. */
export interface PaymentBadgeProps {
  /** The payment status as the server sends it ("Paid", "partially paid", ...). */
  status: string;
}

/** A payment status: green when paid, red otherwise (the domain's paymentStatusTone). */
export function PaymentBadge({ status }: PaymentBadgeProps) {
  const t = useMessages();
  const normalised = normaliseStatus(status);
  const label =
    normalised === 'paid'
      ? t('common.payment-paid')
      : normalised === 'partially paid'
        ? t('common.payment-partially-paid')
        : normalised === '' || normalised === 'unpaid'
          ? t('common.payment-unpaid')
          : status;
  return <Badge tone={paymentStatusTone(status)}>{label}</Badge>;
}
