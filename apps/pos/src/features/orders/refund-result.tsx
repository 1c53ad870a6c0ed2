import type { RefundDone } from '@lamaa/domain';
import { Button, Money } from '@lamaa/ui';
import { Fact } from './fact.js';
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
        <Fact label={t('orders.refunded-amount')}>
          <strong data-testid="refunded-amount">
            <Money fils={done.amount} />
          </strong>
        </Fact>
        {note !== null ? (
          <Fact label={t('orders.credit-note')}>
            <a
              href={note.url}
              target="_blank"
              rel="noreferrer"
              aria-label={t('orders.open-credit-note', { number: note.number })}
            >
              <bdi>{note.number}</bdi>
            </a>
          </Fact>
        ) : null}
      </dl>
      <Button onPress={onClose}>{t('actions.close')}</Button>
    </div>
  );
}
