import type { Order } from '@lamaa/api-client';
import { formatOrderNumber } from '@lamaa/domain';
import { Button } from '@lamaa/ui';
import { Fragment } from 'react';
import {
  Receipt,
  receiptAed as aed,
  ReceiptLine,
  ReceiptLink,
  receiptBooking,
  receiptDateTime,
  withPercent,
  type BilingualText,
} from '../../shared/receipt/receipt.js';
import { ReceiptPlanLines } from '../../shared/receipt/sold-plan.js';
import { PaymentParts } from '../../shared/receipt/payment-parts.js';
import { useCounterBranch } from '../../shared/session/counter-branch.js';
import { checkoutAr } from './checkout-ar.js';
import { checkoutEn, type CheckoutKey } from './checkout-en.js';
import { useToasts } from '../../shared/toasts-context.js';
import type { CheckoutText } from './use-checkout-text.js';

/** Props of OrderSuccess. */
export interface OrderSuccessProps {
  readonly order: Order;
  /** The change given from the cash part of a split payment (fils), shown when above 0. */
  readonly change?: number;
  readonly message: string;
  readonly onClose: () => void;
  readonly t: CheckoutText;
}

/** A checkout string in both languages, for the bilingual receipt. */
const both = (key: CheckoutKey): BilingualText => ({ en: checkoutEn[key], ar: checkoutAr[key] });

/** An item's name in both languages (one side may be empty). */
function itemName(item: Order['items'][number]): string {
  const en = item.name?.en ?? '';
  const ar = item.name?.ar ?? '';
  return [en, ar].filter((part) => part !== '').join(' / ');
}

/**
 * The order-success summary: the server's message, then a bilingual 80 mm receipt (order
 * number and date, items, totals, booking) that the print stylesheet prints alone, with Print
 * and Close.
 */
export function OrderSuccess({ order, change = 0, message, onClose, t }: OrderSuccessProps) {
  const toasts = useToasts();
  const { timeZone } = useCounterBranch();
  const invoice = order.tax_invoice;
  const booking = order.booking_date
    ? receiptBooking(order.booking_date, order.booking_time || null)
    : '';
  return (
    <div>
      <p role="status" className="pos-receipt__message">
        {message}
      </p>
      <Receipt
        title={both('checkout.receipt-title')}
        label={t('checkout.receipt-title')}
        testId="order-receipt"
        actions={
          <>
            <Button variant="outline" onPress={() => window.print()}>
              {t('checkout.print')}
            </Button>
            {invoice !== null ? (
              <Button
                variant="outline"
                onPress={() => {
                  // The whole address, so the link works when pasted in a message to the customer.
                  const link = new URL(invoice.url, window.location.origin).href;
                  void navigator.clipboard
                    .writeText(link)
                    .then(() => toasts.success(t('checkout.invoice-link-copied')));
                }}
              >
                {t('checkout.copy-invoice-link')}
              </Button>
            ) : null}
            <Button variant="primary" onPress={onClose}>
              {t('checkout.close')}
            </Button>
          </>
        }
      >
        <ReceiptLine label={both('checkout.order-number')} value={formatOrderNumber(order)} />
        {order.created_at === null ? null : (
          <ReceiptLine
            label={both('checkout.receipt-date')}
            value={receiptDateTime(new Date(order.created_at), timeZone)}
          />
        )}
        <ul className="pos-receipt__items" aria-label={t('checkout.items')}>
          {order.items.map((item) => (
            <Fragment key={item.id}>
              <li className="pos-receipt__item">
                <span>
                  {item.quantity} × {itemName(item)}
                </span>
                <bdi>{aed(item.price * item.quantity)}</bdi>
              </li>
              <ReceiptPlanLines item={item} />
            </Fragment>
          ))}
        </ul>
        <ReceiptLine label={both('checkout.subtotal')} value={aed(order.subtotal_price)} />
        {order.service_price > 0 ? (
          <ReceiptLine label={both('checkout.service-fee')} value={aed(order.service_price)} />
        ) : null}
        {order.discount_price > 0 ? (
          <ReceiptLine label={both('checkout.discount')} value={`- ${aed(order.discount_price)}`} />
        ) : null}
        {order.shipping_price > 0 ? (
          <ReceiptLine label={both('checkout.shipping')} value={aed(order.shipping_price)} />
        ) : null}
        {order.vat !== null ? (
          <ReceiptLine
            label={withPercent(both('checkout.vat'), order.vat.rate_percent)}
            value={aed(order.vat.vat_price)}
          />
        ) : null}
        <ReceiptLine label={both('checkout.total')} value={aed(order.total_price)} />
        {order.cash !== null ? (
          <ReceiptLine label={both('checkout.paid')} value={aed(order.cash)} />
        ) : null}
        <PaymentParts payments={order.payments} change={change} />
        {booking !== '' ? <ReceiptLine label={both('checkout.booking')} value={booking} /> : null}
        {invoice !== null ? (
          <ReceiptLink
            label={both('checkout.tax-invoice')}
            href={invoice.url}
            text={invoice.number}
          />
        ) : null}
      </Receipt>
    </div>
  );
}
