import { type ReactNode, useRef } from 'react';
import { filsToAed } from '@lamaa/domain';
import { useCounterBranch } from '../session/counter-branch.js';
import './receipt.css';
import { useReceiptPage } from './use-receipt-page.js';

/** One label in both languages: a receipt prints both, whatever the screen language. */
export interface BilingualText {
  readonly en: string;
  readonly ar: string;
}

/** Receipt amounts: two decimals, thousands grouped, as the English screens write them. */
const receiptAmount = new Intl.NumberFormat('en-AE', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * AED with two decimals and grouped thousands, identical on both halves of the bilingual receipt.
 * @example receiptAed(103950) // 'AED 1,039.50'
 */
export function receiptAed(fils: number): string {
  return `AED ${receiptAmount.format(filsToAed(fils))}`;
}

/** Receipt dates in one fixed, language-neutral form (digits are the same on both halves), per zone. */
const receiptDateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as the receipts write dates, on the branch's wall clock (`timeZone`), never the
 * till's: a till set to UTC still prints a Dubai evening sale on its Dubai day.
 * @example receiptDateTime(new Date('2026-11-26T21:30:00Z'), 'Asia/Dubai') // '27/11/2026, 1:30 AM'
 */
export function receiptDateTime(instant: Date, timeZone: string): string {
  let format = receiptDateFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-AE', { dateStyle: 'short', timeStyle: 'short', timeZone });
    receiptDateFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/**
 * A booking, a day and time on the branch's wall clock, as the receipts write dates; a day
 * alone when no time was booked.
 * @example receiptBooking('2026-11-26', '14:00') // '26/11/2026, 2:00 PM'
 */
export function receiptBooking(date: string, time: string | null): string {
  const wallClock = new Date(`${date}T${time ?? '00:00'}:00Z`);
  const format = new Intl.DateTimeFormat('en-AE', {
    dateStyle: 'short',
    ...(time === null ? {} : { timeStyle: 'short' }),
    timeZone: 'UTC',
  });
  return format.format(wallClock);
}

/** Both languages of a label, English first, Arabic right to left. */
function Bilingual({ text }: { readonly text: BilingualText }) {
  return (
    <>
      <span lang="en">{text.en}</span>
      <span lang="ar" dir="rtl">
        {text.ar}
      </span>
    </>
  );
}

/** Props of ReceiptLine. */
export interface ReceiptLineProps {
  readonly label: BilingualText;
  readonly value: string;
}

/** A receipt line: the label in both languages, the value isolated so digits never flip. */
export function ReceiptLine({ label, value }: ReceiptLineProps) {
  return (
    <div className="pos-receipt__line">
      <span className="pos-receipt__label">
        <Bilingual text={label} />
      </span>
      <bdi className="pos-receipt__value">{value}</bdi>
    </div>
  );
}

/**
 * A bilingual label with its `{{percent}}` filled in (receipt labels are read raw, not through i18next).
 * @example withPercent({ en: 'VAT {{percent}} %', ar: '…' }, 5).en // 'VAT 5 %'
 */
export function withPercent(text: BilingualText, percent: number): BilingualText {
  const fill = (value: string) => value.replace('{{percent}}', String(percent));
  return { en: fill(text.en), ar: fill(text.ar) };
}

/** Props of ReceiptLink. */
export interface ReceiptLinkProps {
  readonly label: BilingualText;
  readonly href: string;
  readonly text: string;
}

/** A receipt line whose value is a link (the tax invoice's public page), opened in a new tab. */
export function ReceiptLink({ label, href, text }: ReceiptLinkProps) {
  return (
    <div className="pos-receipt__line">
      <span className="pos-receipt__label">
        <Bilingual text={label} />
      </span>
      <a className="pos-receipt__value" href={href} target="_blank" rel="noopener noreferrer">
        <bdi>{text}</bdi>
      </a>
    </div>
  );
}

/** Props of Receipt. */
export interface ReceiptProps {
  readonly title: BilingualText;
  /** The accessible name of the receipt, in the screen language. */
  readonly label: string;
  readonly testId: string;
  readonly children: ReactNode;
  /** Buttons under the receipt (Print, Copy, Close); never printed. */
  readonly actions: ReactNode;
}

/**
 * The POS's one receipt layout, shared by the order-success summary and the payment
 * receipt: an 80 mm roll headed by the business's logo (when the office set one) with English
 * and Arabic on every line, which the print stylesheet prints alone, on one 80 mm page of the
 * receipt's length.
 */
export function Receipt({ title, label, testId, children, actions }: ReceiptProps) {
  const section = useRef<HTMLElement>(null);
  const { businessName, logoUrl } = useCounterBranch();
  useReceiptPage(section);
  return (
    <>
      <section ref={section} className="pos-receipt" aria-label={label} data-testid={testId}>
        {logoUrl === null ? null : (
          <img className="pos-receipt__logo" src={logoUrl} alt={businessName} />
        )}
        <h3 className="pos-receipt__title">
          <Bilingual text={title} />
        </h3>
        {children}
      </section>
      <div className="pos-receipt__actions">{actions}</div>
    </>
  );
}
