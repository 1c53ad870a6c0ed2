import type { PaymentResponse } from '@lamaa/api-client';
import { filsToAed, formatOrderNumber } from '@lamaa/domain';
import { Button } from '@lamaa/ui';
import { ordersAr } from './orders-ar.js';
import { ordersEn, type OrdersKey } from './orders-en.js';
import type { OrdersText } from './use-orders-text.js';

/** Props of PaymentReceipt. */
export interface PaymentReceiptProps {
  readonly payment: NonNullable<PaymentResponse['payment']>;
  /** The order as the payment answer gives it (for its number and the remaining amount). */
  readonly order: {
    readonly id: number;
    readonly order_number: string | null;
    readonly total_price: number;
    readonly cash: number | null;
  };
  readonly t: OrdersText;
  readonly onCopy: () => void;
}

/** A receipt line with its English and Arabic labels side by side, whatever the screen language. */
function ReceiptLine({ label, value }: { readonly label: OrdersKey; readonly value: string }) {
  return (
    <div className="orders-receipt__line">
      <span className="orders-receipt__label">
        <span lang="en">{ordersEn[label]}</span>
        <span lang="ar" dir="rtl">
          {ordersAr[label]}
        </span>
      </span>
      <bdi className="orders-receipt__value">{value}</bdi>
    </div>
  );
}

/** Receipt dates in one fixed, language-neutral form (digits are the same on both halves). */
const receiptDate = new Intl.DateTimeFormat('en-AE', { dateStyle: 'short', timeStyle: 'short' });

/** AED with two decimals, identical on both halves of the bilingual receipt. */
const aed = (fils: number) => `AED ${filsToAed(fils).toFixed(2)}`;

/**
 * The payment-completed receipt: bilingual lines laid out for an 80 mm roll (the print
 * stylesheet prints only this block), the reference number with Copy, and Print.
 */
export function PaymentReceipt({ payment, order, t, onCopy }: PaymentReceiptProps) {
  const remaining = Math.max(0, order.total_price - (order.cash ?? 0));
  return (
    <div className="orders-receipt-wrap">
      <section
        className="orders-receipt"
        aria-label={t('orders.receipt-title')}
        data-testid="payment-receipt"
      >
        <h3 className="orders-receipt__title">
          <span lang="en">{ordersEn['orders.receipt-title']}</span>
          <span lang="ar" dir="rtl">
            {ordersAr['orders.receipt-title']}
          </span>
        </h3>
        <ReceiptLine label="orders.reference-number" value={payment.reference_number} />
        <ReceiptLine label="orders.col-order" value={formatOrderNumber(order)} />
        <ReceiptLine
          label="orders.method"
          value={payment.payment_method_id === 'visa' ? 'Visa / فيزا' : 'Cash / نقدًا'}
        />
        <ReceiptLine label="orders.amount-paid" value={aed(payment.amount)} />
        {payment.change !== null && payment.change > 0 ? (
          <ReceiptLine label="orders.change-due" value={aed(payment.change)} />
        ) : null}
        <ReceiptLine label="orders.remaining" value={aed(remaining)} />
        {payment.payment_reference !== null ? (
          <ReceiptLine label="orders.visa-reference" value={payment.payment_reference} />
        ) : null}
        {payment.created_at !== null ? (
          <ReceiptLine
            label="orders.created"
            value={receiptDate.format(new Date(payment.created_at))}
          />
        ) : null}
      </section>
      <div className="orders-receipt__actions">
        <Button variant="outline" size="sm" onPress={onCopy}>
          {t('orders.copy')}
        </Button>
        <Button variant="outline" size="sm" onPress={() => window.print()}>
          {t('orders.print')}
        </Button>
      </div>
    </div>
  );
}
