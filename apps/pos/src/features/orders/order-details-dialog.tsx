import type { Order } from '@lamaa/api-client';
import { formatOrderNumber, vaultTitle } from '@lamaa/domain';
import { Dialog, Money, PaymentBadge, StatusBadge, useFormat, useLocale } from '@lamaa/ui';
import { useCounterBranch } from '../../shared/session/counter-branch.js';
import { SoldPlanText } from '../../shared/receipt/sold-plan.js';
import { CarLabel } from './car-label.js';
import { Fact } from './fact.js';
import { localName } from './order-display.js';
import { useSplitText } from '../../shared/payment/use-split-text.js';
import { paymentMethodText } from './payment-method-text.js';
import type { OrdersText } from './use-orders-text.js';

/** Props of OrderDetailsDialog. */
export interface OrderDetailsDialogProps {
  readonly order: Order | null;
  readonly t: OrdersText;
  readonly onClose: () => void;
}

/**
 * The View Order modal: status, payment, method, created date, customer, branch (or N/A),
 * vehicle, the items table, then subtotal, service fee, discount (only above 0, negative),
 * shipping and total.
 */
export function OrderDetailsDialog({ order, t, onClose }: OrderDetailsDialogProps) {
  const format = useFormat();
  // The branch's clock, whatever the till's zone.
  const { timeZone } = useCounterBranch();
  const splitText = useSplitText();
  const { language } = useLocale();
  if (order === null) return null;
  const branch =
    localName(order.branch?.name, language) || order.branch_name || t('orders.not-available');
  return (
    <Dialog
      title={t('orders.order-title', { number: formatOrderNumber(order) })}
      isOpen
      size="lg"
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <dl className="orders-facts">
        <Fact label={t('orders.status')}>
          <StatusBadge status={order.status} />
        </Fact>
        <Fact label={t('orders.payment')}>
          <PaymentBadge status={order.payment_status ?? ''} />
        </Fact>
        <Fact label={t('orders.method')}>{paymentMethodText(order.payment_method, t)}</Fact>
        <Fact label={t('orders.created')}>
          {order.created_at === null ? '' : format.dateTime(order.created_at, timeZone)}
        </Fact>
        <Fact label={t('orders.customer')}>
          {order.customer?.name ?? t('orders.not-available')}
        </Fact>
        <Fact label={t('orders.branch')}>{branch}</Fact>
        <Fact label={t('orders.vehicle')}>
          <CarLabel order={order} language={language} fallback={t('orders.not-available')} />
        </Fact>
      </dl>
      <table className="orders-items">
        <caption>{t('orders.items')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.item-name')}</th>
            <th scope="col">{t('orders.item-options')}</th>
            <th scope="col" className="orders-num">
              {t('orders.item-qty')}
            </th>
            <th scope="col" className="orders-num">
              {t('orders.item-price')}
            </th>
            <th scope="col" className="orders-num">
              {t('orders.item-line-total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <td>{localName(item.name, language)}</td>
              <td>
                {item.purchasable_type === 'plan' ? (
                  <SoldPlanText item={item} />
                ) : (
                  item.options.map((option) => localName(option.name, language)).join(', ')
                )}
              </td>
              <td className="orders-num">{format.number(item.quantity)}</td>
              <td className="orders-num">
                <Money fils={item.price} />
              </td>
              <td className="orders-num">
                <Money fils={item.price * item.quantity} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="orders-facts orders-facts--totals">
        <Fact label={t('orders.subtotal')}>
          <Money fils={order.subtotal_price} />
        </Fact>
        <Fact label={t('orders.service-fee')}>
          <Money fils={order.service_price} />
        </Fact>
        {order.discount_price > 0 ? (
          <Fact label={t('orders.discount')}>
            <Money fils={order.discount_price} isNegative />
          </Fact>
        ) : null}
        <Fact label={t('orders.shipping')}>
          <Money fils={order.shipping_price} />
        </Fact>
        {order.vat !== null ? (
          <Fact label={t('orders.vat', { percent: order.vat.rate_percent })}>
            <Money fils={order.vat.vat_price} />
          </Fact>
        ) : null}
        <Fact label={t('orders.total')}>
          <strong>
            <Money fils={order.total_price} />
          </strong>
        </Fact>
        {order.tax_invoice !== null ? (
          <Fact label={t('orders.tax-invoice')}>
            <a href={order.tax_invoice.url} target="_blank" rel="noopener noreferrer">
              <bdi>{order.tax_invoice.number}</bdi>
            </a>
          </Fact>
        ) : null}
        {order.payments.length > 1
          ? order.payments.map((payment) => (
              <Fact
                key={payment.id}
                label={`${splitText('split.payments')}: ${paymentMethodText(payment.method, t)}`}
              >
                <Money fils={payment.amount} />
                {payment.vault_name === null ? null : (
                  <small>
                    {' · '}
                    {vaultTitle(
                      {
                        id: payment.vault_id ?? 0,
                        name: { en: payment.vault_name, ar: payment.vault_name_ar },
                      },
                      language,
                    )}
                  </small>
                )}
              </Fact>
            ))
          : null}
        {order.credit_notes.map((note) => (
          <Fact key={note.number} label={t('orders.credit-note')}>
            <a href={note.url} target="_blank" rel="noopener noreferrer">
              <bdi>{note.number}</bdi>
            </a>
          </Fact>
        ))}
      </dl>
    </Dialog>
  );
}
