import type { RefundDone } from '@lamaa/domain';
import { Button, Money } from '@lamaa/ui';
import type { OrdersText } from './use-orders-text.js';

/** Props of RefundResult. */
export interface RefundResultProps {
  readonly done: RefundDone;
  readonly t: OrdersText;
  readonly onClose: () => void;
}

/** What a refund did: the amount given back and a link to its tax credit note. */
export function RefundResult({ done, t, onClose }: RefundResultProps) {
  const note = done.creditNote;
  return (
    <div className="orders-refund-result">
      <dl className="orders-facts">
        <div className="orders-facts__row">
          <dt>{t('orders.refunded-amount')}</dt>
          <dd>
            <strong data-testid="refunded-amount">
              <Money fils={done.amount} />
            </strong>
          </dd>
        </div>
        {note !== null ? (
          <div className="orders-facts__row">
            <dt>{t('orders.credit-note')}</dt>
            <dd>
              <a
                href={note.url}
                target="_blank"
                rel="noreferrer"
                aria-label={t('orders.open-credit-note', { number: note.number })}
              >
                <bdi>{note.number}</bdi>
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
      <Button onPress={onClose}>{t('actions.close')}</Button>
    </div>
  );
}
