import type { Order } from '@lamaa/api-client';
import { filsToAed, formatOrderNumber } from '@lamaa/domain';
import { Button } from '@lamaa/ui';
import { checkoutAr } from './checkout-ar.js';
import { checkoutEn, type CheckoutKey } from './checkout-en.js';
import type { CheckoutText } from './use-checkout-text.js';

/** Props of OrderSuccess. */
export interface OrderSuccessProps {
  readonly order: Order;
  readonly message: string;
  readonly onClose: () => void;
  readonly t: CheckoutText;
}

/** AED with two decimals, identical on both halves of the bilingual receipt. */
const aed = (fils: number) => `AED ${filsToAed(fils).toFixed(2)}`;

/** A receipt line with its English and Arabic labels, whatever the screen language. */
function ReceiptLine({ label, value }: { readonly label: CheckoutKey; readonly value: string }) {
  return (
    <div className="pos-receipt__line">
      <span className="pos-receipt__label">
        <span lang="en">{checkoutEn[label]}</span>
        <span lang="ar" dir="rtl">
          {checkoutAr[label]}
        </span>
      </span>
      <bdi className="pos-receipt__value">{value}</bdi>
    </div>
  );
}

/** An item's name in both languages (one side may be empty). */
function itemName(item: Order['items'][number]): string {
  const en = item.name?.en ?? '';
  const ar = item.name?.ar ?? '';
  return [en, ar].filter((part) => part !== '').join(' / ');
}

/**
 * The order-success summary: the server's message, then a bilingual 80 mm receipt (order
 * number, items, totals, booking) that the print stylesheet prints alone, with Print and Close.
 */
export function OrderSuccess({ order, message, onClose, t }: OrderSuccessProps) {
  const booking = [order.booking_date, order.booking_time]
    .filter((part) => part !== null && part !== '')
    .join(' ');
  return (
    <div className="pos-receipt-wrap">
      <p role="status" className="pos-receipt__message">
        {message}
      </p>
      <section
        className="pos-receipt"
        aria-label={t('checkout.receipt-title')}
        data-testid="order-receipt"
      >
        <h3 className="pos-receipt__title">
          <span lang="en">{checkoutEn['checkout.receipt-title']}</span>
          <span lang="ar" dir="rtl">
            {checkoutAr['checkout.receipt-title']}
          </span>
        </h3>
        <ReceiptLine label="checkout.order-number" value={formatOrderNumber(order)} />
        <ul className="pos-receipt__items" aria-label={t('checkout.items')}>
          {order.items.map((item) => (
            <li key={item.id} className="pos-receipt__item">
              <span>
                {item.quantity} × {itemName(item)}
              </span>
              <bdi>{aed(item.price * item.quantity)}</bdi>
            </li>
          ))}
        </ul>
        <ReceiptLine label="checkout.subtotal" value={aed(order.subtotal_price)} />
        {order.service_price > 0 ? (
          <ReceiptLine label="checkout.service-fee" value={aed(order.service_price)} />
        ) : null}
        {order.discount_price > 0 ? (
          <ReceiptLine label="checkout.discount" value={`- ${aed(order.discount_price)}`} />
        ) : null}
        {order.shipping_price > 0 ? (
          <ReceiptLine label="checkout.shipping" value={aed(order.shipping_price)} />
        ) : null}
        <ReceiptLine label="checkout.total" value={aed(order.total_price)} />
        {order.cash !== null ? <ReceiptLine label="checkout.paid" value={aed(order.cash)} /> : null}
        {booking !== '' ? <ReceiptLine label="checkout.booking" value={booking} /> : null}
      </section>
      <div className="pos-receipt__actions">
        <Button variant="outline" onPress={() => window.print()}>
          {t('checkout.print')}
        </Button>
        <Button variant="primary" onPress={onClose}>
          {t('checkout.close')}
        </Button>
      </div>
    </div>
  );
}
