// The document a tax invoice keeps once issued: who supplied whom, each line with its
// discount, net, VAT and gross, and the totals, all in fils. It is built once and never
// changed, so a later edit of the business or the catalogue does not alter an issued invoice.
import { type Fils } from '../money/fils.js';
import { type TaxInvoiceKind } from './tax-invoice-kind.js';
import { type VatBreakdown, type VatPart } from './vat-breakdown.js';

/** A name in English and Arabic. */
export interface DocumentText {
  readonly en: string;
  readonly ar: string;
}

/** The supplier as printed: legal names, address and TRN. */
export interface DocumentSupplier {
  readonly name: DocumentText;
  readonly address: string;
  readonly trn: string;
}

/** The recipient of a full tax invoice: legal name, address and TRN (null when not registered). */
export interface DocumentRecipient {
  readonly name: string;
  readonly address: string;
  readonly trn: string | null;
}

/** One line as printed: unit price × quantity, its discount, and what VAT was charged on. */
export interface DocumentLine extends VatPart {
  readonly description: DocumentText;
  readonly quantity: number;
  readonly unitPrice: Fils;
  readonly amount: Fils;
  readonly discount: Fils;
}

/** An issued tax invoice's whole content. */
export interface TaxInvoiceDocument {
  readonly number: string;
  readonly kind: TaxInvoiceKind;
  /** The moment of issue (ISO 8601) and the branch's local date of issue (YYYY-MM-DD). */
  readonly issuedAt: string;
  readonly issueDate: string;
  readonly orderNumber: string;
  readonly supplier: DocumentSupplier;
  /** The branch the sale was made in, when known. */
  readonly branch: { readonly name: DocumentText; readonly address: string } | null;
  /** Only on a full invoice. */
  readonly recipient: DocumentRecipient | null;
  readonly ratePercent: number;
  readonly pricesIncludeVat: boolean;
  readonly lines: readonly DocumentLine[];
  readonly serviceFee: VatPart;
  readonly shipping: VatPart;
  readonly discount: Fils;
  readonly net: Fils;
  readonly vat: Fils;
  readonly gross: Fils;
}

/** What a tax invoice's document is built from. */
export interface TaxInvoiceDocumentInput {
  readonly number: string;
  readonly kind: TaxInvoiceKind;
  readonly issuedAt: string;
  readonly issueDate: string;
  readonly orderNumber: string;
  readonly supplier: DocumentSupplier;
  readonly branch: TaxInvoiceDocument['branch'];
  readonly recipient: DocumentRecipient | null;
  /** The order's items in the order of the VAT breakdown's lines. */
  readonly items: readonly {
    readonly description: DocumentText;
    readonly quantity: number;
    readonly unitPrice: Fils;
  }[];
  readonly vat: VatBreakdown;
}

/**
 * Builds an invoice's document from the order's items and its VAT breakdown: each line's
 * discount is its amount less what it was taxed on; a simplified invoice names no recipient.
 * @example taxInvoiceDocument(input).vat // the breakdown's VAT, the sum of its lines'
 */
export function taxInvoiceDocument(input: TaxInvoiceDocumentInput): TaxInvoiceDocument {
  const includes = input.vat.pricesIncludeVat;
  const lines = input.items.map((item, index) => {
    const part = input.vat.lines[index] ?? { net: 0, vat: 0, gross: 0 };
    const amount = item.unitPrice * item.quantity;
    const taxed = includes ? part.gross : part.net;
    return { ...item, amount, discount: amount - taxed, ...part };
  });
  let discount = 0;
  for (const line of lines) discount += line.discount;
  return {
    number: input.number,
    kind: input.kind,
    issuedAt: input.issuedAt,
    issueDate: input.issueDate,
    orderNumber: input.orderNumber,
    supplier: input.supplier,
    branch: input.branch,
    recipient: input.kind === 'full' ? input.recipient : null,
    ratePercent: input.vat.rateBasisPoints / 100,
    pricesIncludeVat: includes,
    lines,
    serviceFee: input.vat.serviceFee,
    shipping: input.vat.shipping,
    discount,
    net: input.vat.net,
    vat: input.vat.vat,
    gross: input.vat.gross,
  };
}
