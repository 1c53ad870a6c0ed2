import type { Order, SoldEntitlement } from '@lamaa/api-client';
import { shellAr } from '../i18n/shell-ar.js';
import { useText } from '../i18n/use-text.js';
import { shellEn, type ShellKey } from '../i18n/shell-en.js';
import { type BilingualText, receiptAed, receiptBooking, ReceiptLine } from './receipt.js';

/** A shell string in both languages, for the bilingual receipt. */
const both = (key: ShellKey): BilingualText => ({ en: shellEn[key], ar: shellAr[key] });

/** One fact of a sold plan: what it is, and its language-neutral value or a word for it. */
export interface SoldPlanFact {
  readonly key: ShellKey;
  readonly value: string | { readonly key: ShellKey };
}

/**
 * What a paid plan line sold, as receipts and View Order show it: its dates (the branch's
 * calendar days, written as the receipts write dates) and its balance.
 * @example soldPlanFacts(tenWashBook) // [{ key: 'pos.sold-plan-valid', value: '26/11/2026 – 25/02/2027' }, { key: 'pos.sold-plan-washes-left', value: '10 / 10' }]
 */
export function soldPlanFacts(sold: SoldEntitlement): SoldPlanFact[] {
  const valid = {
    key: 'pos.sold-plan-valid' as const,
    value: `${receiptBooking(sold.starts_on, null)} – ${receiptBooking(sold.ends_on, null)}`,
  };
  if (sold.kind === 'uses')
    return [
      valid,
      {
        key: 'pos.sold-plan-washes-left',
        value: `${sold.uses_left ?? 0} / ${sold.uses_total ?? 0}`,
      },
    ];
  if (sold.kind === 'value')
    return [valid, { key: 'pos.sold-plan-balance-left', value: receiptAed(sold.value_left ?? 0) }];
  return [valid, { key: 'pos.sold-plan-use', value: { key: 'pos.sold-plan-unlimited' } }];
}

/** A fact's value on the bilingual receipt: a word in both languages. */
const receiptValue = (value: SoldPlanFact['value']) =>
  typeof value === 'string' ? value : `${shellEn[value.key]} / ${shellAr[value.key]}`;

/** What a plan line of an order sold, in the screen language, for View Order. */
export function SoldPlanText({ item }: { readonly item: Order['items'][number] }) {
  const t = useText();
  const sold = item.entitlement ?? null;
  if (sold === null) return <span>{t('pos.sold-plan-unpaid')}</span>;
  return (
    <span data-testid="order-plan">
      {soldPlanFacts(sold)
        .map(
          (fact) =>
            `${t(fact.key)}: ${typeof fact.value === 'string' ? fact.value : t(fact.value.key)}`,
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
        <ReceiptLine label={both('pos.sold-plan-unpaid')} value="" />
      ) : (
        soldPlanFacts(sold).map((fact) => (
          <ReceiptLine key={fact.key} label={both(fact.key)} value={receiptValue(fact.value)} />
        ))
      )}
    </li>
  );
}
