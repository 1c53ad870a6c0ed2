// Issues a refund's tax credit note against the order's invoice: the next CN number of the
// business (its counter raised in the refund's transaction, so a failure leaves no gap) and
// the document kept as issued. An order without a tax invoice gets no credit note.
import { randomBytes } from 'node:crypto';
import {
  creditNoteDocument,
  localDateTime,
  type RecordedRefundReason,
  taxDocumentNumber,
  type VatPart,
} from '@lamaa/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { businesses } from '../db/schema/people.js';
import { creditNotes } from '../db/schema/refunds.js';
import { taxInvoices } from '../db/schema/tax-invoices.js';

/** The public page of a credit note. */
export function creditNoteUrl(token: string): string {
  return `/c/${token}`;
}

/** A credit note as an answer names it. */
export interface CreditNoteRef {
  number: string;
  url: string;
  invoice_number: string;
}

/** What issuing a credit note needs besides the invoice. */
export interface CreditNoteIssue {
  readonly orderId: number;
  readonly refundId: number;
  readonly reason: RecordedRefundReason;
  readonly earlier: readonly VatPart[];
  readonly credit: readonly VatPart[];
  readonly timeZone: string;
  readonly now: Date;
}

/** Issues the credit note of a refund, or answers null when the order has no tax invoice. */
export async function issueCreditNote(
  tx: Db,
  issue: CreditNoteIssue,
): Promise<CreditNoteRef | null> {
  const [invoice] = await tx
    .select()
    .from(taxInvoices)
    .where(eq(taxInvoices.order_id, issue.orderId));
  if (!invoice) return null;
  const [business] = await tx
    .update(businesses)
    .set({ credit_note_counter: sql`${businesses.credit_note_counter} + 1` })
    .where(eq(businesses.id, invoice.business_id))
    .returning({ counter: businesses.credit_note_counter });
  if (!business) throw new Error('The business of the invoice is missing.');
  const number = taxDocumentNumber('CN', business.counter);
  const document = creditNoteDocument({
    number,
    issuedAt: issue.now.toISOString(),
    issueDate: localDateTime(issue.now, issue.timeZone).date,
    reason: issue.reason,
    invoice: invoice.document,
    earlier: issue.earlier,
    credit: issue.credit,
  });
  const token = randomBytes(18).toString('base64url');
  await tx.insert(creditNotes).values({
    business_id: invoice.business_id,
    order_id: issue.orderId,
    refund_id: issue.refundId,
    invoice_id: invoice.id,
    number,
    token,
    document,
    issued_at: issue.now,
  });
  return { number, url: creditNoteUrl(token), invoice_number: invoice.number };
}

/** The credit notes of some orders, by order id, oldest first, as the order's answer lists them. */
export async function creditNoteRefs(
  db: Db,
  orderIds: number[],
): Promise<Map<number, CreditNoteRef[]>> {
  const found = new Map<number, CreditNoteRef[]>();
  if (orderIds.length === 0) return found;
  const rows = await db
    .select({
      order_id: creditNotes.order_id,
      number: creditNotes.number,
      token: creditNotes.token,
      invoice_number: taxInvoices.number,
    })
    .from(creditNotes)
    .innerJoin(taxInvoices, eq(taxInvoices.id, creditNotes.invoice_id))
    .where(inArray(creditNotes.order_id, orderIds))
    .orderBy(creditNotes.id);
  for (const row of rows) {
    const list = found.get(row.order_id) ?? [];
    list.push({
      number: row.number,
      url: creditNoteUrl(row.token),
      invoice_number: row.invoice_number,
    });
    found.set(row.order_id, list);
  }
  return found;
}

/** A credit note's document and its invoice's public token, by the note's token, or undefined. */
export async function creditNoteByToken(db: Db, token: string) {
  const [row] = await db
    .select({ document: creditNotes.document, invoiceToken: taxInvoices.token })
    .from(creditNotes)
    .innerJoin(taxInvoices, eq(taxInvoices.id, creditNotes.invoice_id))
    .where(eq(creditNotes.token, token));
  return row;
}
