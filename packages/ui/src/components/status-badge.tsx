import { normaliseStatus, orderStatusTone } from '@lamaa/domain';
import type { MessageKey } from '../i18n/resources/en.js';
import { useMessages } from '../i18n/use-messages.js';
import { Badge } from './badge.js';

const STATUS_LABELS: Readonly<Record<string, MessageKey>> = {
  pending: 'common.status-pending',
  'waiting for payment': 'common.status-waiting-for-payment',
  processing: 'common.status-processing',
  received: 'common.status-received',
  completed: 'common.status-completed',
  delivered: 'common.status-delivered',
  cancelled: 'common.status-cancelled',
};

/** Props of StatusBadge. */
export interface StatusBadgeProps {
  /** The order status as the server sends it, any case. */
  status: string;
}

/**
 * An order status in its colour (the domain's orderStatusTone) and in the current
 * language; a status the spec does not list shows as sent, in neutral.
 */
export function StatusBadge({ status }: StatusBadgeProps) {
  const t = useMessages();
  const key = STATUS_LABELS[normaliseStatus(status)];
  return <Badge tone={orderStatusTone(status)}>{key === undefined ? status : t(key)}</Badge>;
}
