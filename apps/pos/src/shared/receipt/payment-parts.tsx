import type { OrderPaymentPart } from '@lamaa/api-client';
import { splitAr } from '../payment/split-ar.js';
import { splitEn, type SplitKey } from '../payment/split-en.js';
import { receiptAed, ReceiptLine, type BilingualText } from './receipt.js';

const both = (key: SplitKey): BilingualText => ({ en: splitEn[key], ar: splitAr[key] });

/** A payment method in both languages (`bank_account` and the others as the split texts say them). */
function methodText(method: string): BilingualText {
  const key = `split.method-${method}`;
  return key in splitEn ? both(key as SplitKey) : { en: method, ar: method };
}

/** Props of PaymentParts. */
export interface PaymentPartsProps {
  readonly payments: readonly OrderPaymentPart[];
  /** The change given from the cash part, in fils (0: none). */
  readonly change?: number;
}

/**
 * A receipt's lines for an order paid in several parts: each part's method and amount, then
 * the change given from cash; nothing for an order paid by one payment (its receipt already
 * says the method and what was paid).
 */
export function PaymentParts({ payments, change = 0 }: PaymentPartsProps) {
  if (payments.length < 2) return null;
  return (
    <div className="pos-receipt__parts" data-testid="receipt-payments">
      {payments.map((payment) => (
        <ReceiptLine
          key={payment.id}
          label={methodText(payment.method)}
          value={receiptAed(payment.amount)}
        />
      ))}
      {change > 0 ? (
        <ReceiptLine label={both('split.change-line')} value={receiptAed(change)} />
      ) : null}
    </div>
  );
}
