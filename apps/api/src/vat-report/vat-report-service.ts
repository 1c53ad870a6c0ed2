// The VAT report of a period: every tax invoice and credit note of the business whose date of
// issue (the branch's local date, as printed) falls in it, with the emirate of the branch that
// issued it, summed by the domain's vatReport, so the figures are the documents' to the fils.
import {
  type Emirate,
  filsToAed,
  type VatReport,
  vatReport,
  type VatReportRow,
} from '@lamaa/domain';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { orders } from '../db/schema/orders.js';
import { branches } from '../db/schema/people.js';
import { creditNotes } from '../db/schema/refunds.js';
import { taxInvoices } from '../db/schema/tax-invoices.js';

/** The period asked for: two days, YYYY-MM-DD, both included. */
export interface VatPeriod {
  readonly from: string;
  readonly to: string;
}

async function invoicesOf(db: Db, businessId: number, period: VatPeriod) {
  const issueDate = sql<string>`${taxInvoices.document}->>'issueDate'`;
  return db
    .select({
      number: taxInvoices.number,
      net: sql<string>`${taxInvoices.document}->>'net'`,
      vat: sql<string>`${taxInvoices.document}->>'vat'`,
      emirate: branches.emirate,
    })
    .from(taxInvoices)
    .innerJoin(orders, eq(orders.id, taxInvoices.order_id))
    .leftJoin(branches, eq(branches.id, orders.branch_id))
    .where(
      and(
        eq(taxInvoices.business_id, businessId),
        gte(issueDate, period.from),
        lte(issueDate, period.to),
      ),
    );
}

async function creditNotesOf(db: Db, businessId: number, period: VatPeriod) {
  const issueDate = sql<string>`${creditNotes.document}->>'issueDate'`;
  return db
    .select({
      number: creditNotes.number,
      net: sql<string>`${creditNotes.document}->'difference'->>'net'`,
      vat: sql<string>`${creditNotes.document}->'difference'->>'vat'`,
      emirate: branches.emirate,
    })
    .from(creditNotes)
    .innerJoin(orders, eq(orders.id, creditNotes.order_id))
    .leftJoin(branches, eq(branches.id, orders.branch_id))
    .where(
      and(
        eq(creditNotes.business_id, businessId),
        gte(issueDate, period.from),
        lte(issueDate, period.to),
      ),
    );
}

/** The business's VAT report for the period, in fils. */
export async function readVatReport(
  db: Db,
  businessId: number,
  period: VatPeriod,
): Promise<VatReport> {
  const toDocument =
    (kind: 'invoice' | 'credit-note') =>
    (row: { number: string; net: string; vat: string; emirate: Emirate | null }) => ({
      kind,
      number: row.number,
      emirate: row.emirate,
      net: Number(row.net),
      vat: Number(row.vat),
    });
  return vatReport([
    ...(await invoicesOf(db, businessId, period)).map(toDocument('invoice')),
    ...(await creditNotesOf(db, businessId, period)).map(toDocument('credit-note')),
  ]);
}

/** One row of the report as the API answers it, in AED. */
function rowView(row: VatReportRow) {
  return {
    emirate: row.emirate,
    sales_net: filsToAed(row.salesNet),
    sales_vat: filsToAed(row.salesVat),
    credit_net: filsToAed(row.creditNet),
    credit_vat: filsToAed(row.creditVat),
    net: filsToAed(row.net),
    vat: filsToAed(row.vat),
  };
}

/** The report as the API answers it. */
export function vatReportView(report: VatReport, period: VatPeriod) {
  return {
    from: period.from,
    to: period.to,
    rows: report.rows.map(rowView),
    total: rowView(report.total),
    invoices: report.invoices,
    credit_notes: report.creditNotes,
  };
}
