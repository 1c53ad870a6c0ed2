import type { Order, PaymentResponse } from '@lamaa/api-client';
import { formatOrderNumber } from '@lamaa/domain';
import { Button } from '@lamaa/ui';
import { Fragment } from 'react';
import {
  Receipt,
  receiptAed as aed,
  ReceiptLine,
  ReceiptLink,
  receiptDateTime,
  type BilingualText,
} from '../../shared/receipt/receipt.js';
import { ReceiptPlanLines } from '../../shared/receipt/sold-plan.js';
import { PaymentParts } from '../../shared/receipt/payment-parts.js';
import { useCounterBranch } from '../../shared/session/counter-branch.js';
import { ordersAr } from './orders-ar.js';
import { ordersEn, type OrdersKey } from './orders-en.js';
import type { OrdersText } from './use-orders-text.js';

/** Props of PaymentReceipt. */
export interface PaymentReceiptProps {
  readonly payment: NonNullable<PaymentResponse['payment']>;
  /** Every part of a split payment (the first is `payment`); empty or one for a single payment. */
  readonly parts?: PaymentResponse['payments'];
  /** The order as the payment answer gives it (for its number and the remaining amount). */
  readonly order: {
    readonly id: number;
    readonly order_number: string | null;
    readonly total_price: number;
    readonly cash: number | null;
    readonly tax_invoice?: { readonly number: string; readonly url: string } | null;
    /** The lines, for the plans a full payment puts on the vehicle. */
    readonly items?: Order['items'];
  };
  readonly t: OrdersText;
  readonly onCopy: () => void;
}

/** An orders string in both languages, for the bilingual receipt. */
const both = (key: OrdersKey): BilingualText => ({ en: ordersEn[key], ar: ordersAr[key] });

/**
 * The payment-completed receipt: bilingual lines laid out for an 80 mm roll (the print
 * stylesheet prints only this block), the reference number with Copy, and Print.
 */
export function PaymentReceipt({ payment, parts = [], order, t, onCopy }: PaymentReceiptProps) {
  const { timeZone } = useCounterBranch();
  const remaining = Math.max(0, order.total_price - (order.cash ?? 0));
  // A full payment puts the order's plans on the vehicle: the receipt says what it sold.
  const plans = (order.items ?? []).filter((item) => item.purchasable_type === 'plan');
  const isSplit = parts.length > 1;
  const paid = isSplit ? parts.reduce((sum, part) => sum + part.amount, 0) : payment.amount;
  const change = isSplit
    ? parts.reduce((sum, part) => sum + (part.change ?? 0), 0)
    : (payment.change ?? 0);
  return (
    <div>
      <Receipt
        title={both('orders.receipt-title')}
        label={t('orders.receipt-title')}
        testId="payment-receipt"
        actions={
          <>
            <Button variant="outline" size="sm" onPress={onCopy}>
              {t('orders.copy')}
            </Button>
            <Button variant="outline" size="sm" onPress={() => window.print()}>
              {t('orders.print')}
            </Button>
          </>
        }
      >
        <ReceiptLine label={both('orders.reference-number')} value={payment.reference_number} />
        <ReceiptLine label={both('orders.col-order')} value={formatOrderNumber(order)} />
        {isSplit ? (
          <PaymentParts
            payments={parts.map((part) => ({
              id: part.id,
              method: part.payment_method_id,
              amount: part.amount,
              vault_id: null,
              vault_name: null,
              vault_name_ar: null,
              reference: part.payment_reference,
              created_at: part.created_at,
            }))}
          />
        ) : (
          <ReceiptLine
            label={both('orders.method')}
            value={payment.payment_method_id === 'visa' ? 'Visa / فيزا' : 'Cash / نقدًا'}
          />
        )}
        <ReceiptLine label={both('orders.amount-paid')} value={aed(paid)} />
        {change > 0 ? <ReceiptLine label={both('orders.change-due')} value={aed(change)} /> : null}
        <ReceiptLine label={both('orders.remaining')} value={aed(remaining)} />
        {plans.length > 0 ? (
          <ul className="pos-receipt__items">
            {plans.map((item) => (
              <Fragment key={item.id}>
                <li className="pos-receipt__item">
                  {[item.name?.en, item.name?.ar].filter(Boolean).join(' / ')}
                </li>
                <ReceiptPlanLines item={item} />
              </Fragment>
            ))}
          </ul>
        ) : null}
        {payment.payment_reference !== null ? (
          <ReceiptLine label={both('orders.payment-reference')} value={payment.payment_reference} />
        ) : null}
        {payment.created_at !== null ? (
          <ReceiptLine
            label={both('orders.created')}
            value={receiptDateTime(new Date(payment.created_at), timeZone)}
          />
        ) : null}
        {order.tax_invoice ? (
          <ReceiptLink
            label={both('orders.tax-invoice')}
            href={order.tax_invoice.url}
            text={order.tax_invoice.number}
          />
        ) : null}
      </Receipt>
    </div>
  );
}
