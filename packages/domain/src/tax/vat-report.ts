// The VAT return's sales side for a period: standard-rated sales and their VAT per emirate,
// invoices less credit notes, with the first and last number of each kind. Pure: the
// documents in, the figures out, so the figures are the documents' sums to the fils.
import { EMIRATES, type Emirate } from '../office/branch-place.js';

/** One issued document as the report reads it: its kind, number, emirate and amounts in fils. */
export interface VatReportDocument {
  readonly kind: 'invoice' | 'credit-note';
  readonly number: string;
  /** The emirate of the branch that issued it; null when the branch has none (outside the UAE). */
  readonly emirate: Emirate | null;
  readonly net: number;
  readonly vat: number;
}

/** One emirate's figures: sales, credits and what is left, in fils. */
export interface VatReportRow {
  readonly emirate: Emirate | null;
  readonly salesNet: number;
  readonly salesVat: number;
  readonly creditNet: number;
  readonly creditVat: number;
  readonly net: number;
  readonly vat: number;
}

/** The first and last number of a kind of document in the period, or null when none. */
export interface NumberRange {
  readonly first: string;
  readonly last: string;
  readonly count: number;
}

/** The whole report. */
export interface VatReport {
  readonly rows: readonly VatReportRow[];
  readonly total: VatReportRow;
  readonly invoices: NumberRange | null;
  readonly creditNotes: NumberRange | null;
}

function range(numbers: readonly string[]): NumberRange | null {
  if (numbers.length === 0) return null;
  // Numbers share a prefix and a fixed width, so text order is issue order.
  const sorted = [...numbers].sort();
  return { first: sorted[0] ?? '', last: sorted[sorted.length - 1] ?? '', count: sorted.length };
}

function row(emirate: Emirate | null, documents: readonly VatReportDocument[]): VatReportRow {
  let salesNet = 0;
  let salesVat = 0;
  let creditNet = 0;
  let creditVat = 0;
  for (const document of documents) {
    if (document.kind === 'invoice') {
      salesNet += document.net;
      salesVat += document.vat;
    } else {
      creditNet += document.net;
      creditVat += document.vat;
    }
  }
  return {
    emirate,
    salesNet,
    salesVat,
    creditNet,
    creditVat,
    net: salesNet - creditNet,
    vat: salesVat - creditVat,
  };
}

/**
 * The report of a period's documents: one row per emirate in the order of EMIRATES (every
 * emirate, even without sales, as the return lists them), a row for documents of branches with
 * no emirate when there are any, the total, and the number ranges.
 * @example vatReport([{ kind: 'invoice', number: 'INV-000001', emirate: 'dubai', net: 10000, vat: 500 }]).total.vat // 500
 */
export function vatReport(documents: readonly VatReportDocument[]): VatReport {
  const rows = EMIRATES.map((emirate) =>
    row(
      emirate,
      documents.filter((document) => document.emirate === emirate),
    ),
  );
  const elsewhere = documents.filter((document) => document.emirate === null);
  return {
    rows: elsewhere.length > 0 ? [...rows, row(null, elsewhere)] : rows,
    total: row(null, documents),
    invoices: range(documents.filter((d) => d.kind === 'invoice').map((d) => d.number)),
    creditNotes: range(documents.filter((d) => d.kind === 'credit-note').map((d) => d.number)),
  };
}
