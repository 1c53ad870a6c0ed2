import type { Order, SoldEntitlement } from '@lamaa/api-client';
import { useLocale } from '@lamaa/ui';
import { type BilingualText, receiptAed, receiptBooking, ReceiptLine } from './receipt.js';
import { soldPlanAr, soldPlanEn, type SoldPlanKey } from './sold-plan-texts.js';

/** A sold plan's word in both languages, for the bilingual receipt. */
const both = (key: SoldPlanKey): BilingualText => ({ en: soldPlanEn[key], ar: soldPlanAr[key] });

/** One fact of a sold plan: what it is, and its language-neutral value or a word for it. */
export interface SoldPlanFact {
  readonly key: SoldPlanKey;
  readonly value: string | { readonly key: SoldPlanKey };
}

/**
 * What a paid plan line sold, as receipts and View Order show it: its dates (the branch's
 * calendar days, written as the receipts write dates) and its balance.
 * @example soldPlanFacts(tenWashBook) // [{ key: 'valid', value: '26/11/2026 – 25/02/2027' }, { key: 'washes-left', value: '10 / 10' }]
 */
export function soldPlanFacts(sold: SoldEntitlement): SoldPlanFact[] {
  const valid = {
    key: 'valid' as const,
    value: `${receiptBooking(sold.starts_on, null)} – ${receiptBooking(sold.ends_on, null)}`,
  };
  if (sold.kind === 'uses')
    return [
      valid,
      { key: 'washes-left', value: `${sold.uses_left ?? 0} / ${sold.uses_total ?? 0}` },
    ];
  if (sold.kind === 'value')
    return [valid, { key: 'balance-left', value: receiptAed(sold.value_left ?? 0) }];
  return [valid, { key: 'use', value: { key: 'unlimited' } }];
}

/** A fact's value on the bilingual receipt: a word in both languages. */
const receiptValue = (value: SoldPlanFact['value']) =>
  typeof value === 'string' ? value : `${soldPlanEn[value.key]} / ${soldPlanAr[value.key]}`;

/** What a plan line of an order sold, in the screen language, for View Order. */
export function SoldPlanText({ item }: { readonly item: Order['items'][number] }) {
  const { language } = useLocale();
  const words = language === 'ar' ? soldPlanAr : soldPlanEn;
  const sold = item.entitlement ?? null;
  if (sold === null) return <span>{words.unpaid}</span>;
  return (
    <span data-testid="order-plan">
      {soldPlanFacts(sold)
        .map(
          (fact) =>
            `${words[fact.key]}: ${typeof fact.value === 'string' ? fact.value : words[fact.value.key]}`,
        )
        .join(' · ')}
    </span>
  );
}

/**
 * The receipt lines of an order's plan line, as an item of the receipt's list: its dates and
 * balance once the order is paid, else that it starts on full payment. Nothing for any other
 * line.
 */
export function ReceiptPlanLines({ item }: { readonly item: Order['items'][number] }) {
  if (item.purchasable_type !== 'plan') return null;
  const sold = item.entitlement ?? null;
  return (
    <li className="pos-receipt__plan" data-testid="receipt-plan">
      {sold === null ? (
        <ReceiptLine label={both('unpaid')} value="" />
      ) : (
        soldPlanFacts(sold).map((fact) => (
          <ReceiptLine key={fact.key} label={both(fact.key)} value={receiptValue(fact.value)} />
        ))
      )}
    </li>
  );
}
