// The document a tax credit note keeps once issued: the invoice it corrects, why, and for each
// part it credits the original value, the credit and the value corrected, with the totals.
import {
  type DocumentRecipient,
  type DocumentSupplier,
  type DocumentText,
  type TaxInvoiceDocument,
} from '../tax/tax-invoice-document.js';
import { type VatPart } from '../tax/vat-breakdown.js';
import { type RecordedRefundReason } from './refund-reasons.js';

/** One credited part: what the invoice said, what this note credits, and what is left. */
export interface CreditNoteLine {
  /** An item line (with its description), the service fee or shipping. */
  readonly part: 'line' | 'service-fee' | 'shipping';
  readonly description: DocumentText | null;
  readonly original: VatPart;
  readonly credited: VatPart;
  readonly corrected: VatPart;
}

/** An issued tax credit note's whole content, money in fils. */
export interface CreditNoteDocument {
  readonly number: string;
  readonly issuedAt: string;
  readonly issueDate: string;
  readonly invoiceNumber: string;
  readonly invoiceDate: string;
  readonly orderNumber: string;
  readonly reason: RecordedRefundReason;
  readonly supplier: DocumentSupplier;
  readonly recipient: DocumentRecipient | null;
  readonly ratePercent: number;
  readonly lines: readonly CreditNoteLine[];
  /** The invoice's totals, the totals after this note, and what this note credits. */
  readonly original: VatPart;
  readonly corrected: VatPart;
  readonly difference: VatPart;
}

/** What a credit note is built from. */
export interface CreditNoteInput {
  readonly number: string;
  readonly issuedAt: string;
  readonly issueDate: string;
  readonly reason: RecordedRefundReason;
  readonly invoice: TaxInvoiceDocument;
  /** What earlier notes credited, per part (lines, service fee, shipping). */
  readonly earlier: readonly VatPart[];
  /** What this note credits, per part, in the same order. */
  readonly credit: readonly VatPart[];
}

const NONE: VatPart = { net: 0, vat: 0, gross: 0 };

const minus = (a: VatPart, b: VatPart): VatPart => ({
  net: a.net - b.net,
  vat: a.vat - b.vat,
  gross: a.gross - b.gross,
});

const total = (parts: readonly VatPart[]): VatPart =>
  parts.reduce(
    (sum, part) => ({
      net: sum.net + part.net,
      vat: sum.vat + part.vat,
      gross: sum.gross + part.gross,
    }),
    NONE,
  );

/** The invoice's parts in the order the refund plan uses: lines, service fee, shipping. */
export function invoiceParts(invoice: TaxInvoiceDocument): VatPart[] {
  return [
    ...invoice.lines.map((line) => ({ net: line.net, vat: line.vat, gross: line.gross })),
    invoice.serviceFee,
    invoice.shipping,
  ];
}

/** What each of the invoice's parts is, in the same order. */
function partNames(invoice: TaxInvoiceDocument): Pick<CreditNoteLine, 'part' | 'description'>[] {
  return [
    ...invoice.lines.map((line) => ({ part: 'line' as const, description: line.description })),
    { part: 'service-fee', description: null },
    { part: 'shipping', description: null },
  ];
}

/**
 * Builds a credit note against an invoice: only the parts it credits are listed; the corrected
 * value is the original less every credit so far, this one included.
 * @example creditNoteDocument(input).difference.vat // the VAT this note credits
 */
export function creditNoteDocument(input: CreditNoteInput): CreditNoteDocument {
  const originals = invoiceParts(input.invoice);
  const names = partNames(input.invoice);
  const lines: CreditNoteLine[] = [];
  originals.forEach((original, index) => {
    const credited = input.credit[index] ?? NONE;
    if (credited.gross === 0 && credited.vat === 0) return;
    const before = input.earlier[index] ?? NONE;
    lines.push({
      ...(names[index] ?? { part: 'line', description: null }),
      original,
      credited,
      corrected: minus(minus(original, before), credited),
    });
  });
  const original: VatPart = {
    net: input.invoice.net,
    vat: input.invoice.vat,
    gross: input.invoice.gross,
  };
  const difference = total(input.credit);
  return {
    number: input.number,
    issuedAt: input.issuedAt,
    issueDate: input.issueDate,
    invoiceNumber: input.invoice.number,
    invoiceDate: input.invoice.issueDate,
    orderNumber: input.invoice.orderNumber,
    reason: input.reason,
    supplier: input.invoice.supplier,
    recipient: input.invoice.recipient,
    ratePercent: input.invoice.ratePercent,
    lines,
    original,
    corrected: minus(minus(original, total(input.earlier)), difference),
    difference,
  };
}
