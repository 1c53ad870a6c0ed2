// Issues an order's tax invoice at its first payment: the next number of the business's
// counter (raised in the same transaction, so a failure leaves no gap), full or simplified by
// the domain's rule, and the document kept as issued. A business without VAT issues none.
import { randomBytes } from 'node:crypto';
import {
  DEFAULT_BRANCH_TIME_ZONE,
  localDateTime,
  taxDocumentNumber,
  taxInvoiceDocument,
  taxInvoiceKind,
} from '@lamaa/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { orderItems, orders } from '../db/schema/orders.js';
import { branches, businesses, customers } from '../db/schema/people.js';
import { taxInvoices } from '../db/schema/tax-invoices.js';

/** The public page of a tax invoice. */
export function taxInvoiceUrl(token: string): string {
  return `/i/${token}`;
}

/** An unguessable link token: 144 random bits, URL-safe. */
function newToken(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Issues the order's tax invoice unless it has one or the order carries no VAT. Call it in the
 * transaction that takes the order's first payment.
 */
export async function issueTaxInvoice(tx: Db, orderId: number, now: Date): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.vat === null) return;
  const [existing] = await tx
    .select({ id: taxInvoices.id })
    .from(taxInvoices)
    .where(eq(taxInvoices.order_id, order.id));
  if (existing) return;
  // The row lock on the business orders every issuer; the counter moves only if this commits.
  const [business] = await tx
    .update(businesses)
    .set({ invoice_counter: sql`${businesses.invoice_counter} + 1` })
    .where(eq(businesses.id, order.business_id))
    .returning();
  if (!business) throw new Error('The business of the order is missing.');
  const [customer] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.business_id, order.business_id), eq(customers.id, order.customer_id)));
  const [branch] =
    order.branch_id === null
      ? []
      : await tx.select().from(branches).where(eq(branches.id, order.branch_id));
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.order_id, order.id))
    .orderBy(orderItems.id);
  const number = taxDocumentNumber('INV', business.invoice_counter);
  const kind = taxInvoiceKind({
    customerTrn: customer?.trn ?? null,
    isFullAsked: order.wants_full_invoice,
    grossFils: order.vat.gross,
  });
  const document = taxInvoiceDocument({
    number,
    kind,
    issuedAt: now.toISOString(),
    issueDate: localDateTime(now, branch?.time_zone ?? DEFAULT_BRANCH_TIME_ZONE).date,
    orderNumber: order.order_number,
    supplier: {
      name: { en: business.legal_name_en || business.name, ar: business.legal_name_ar },
      address: business.address,
      trn: business.trn ?? '',
    },
    branch: branch
      ? { name: { en: branch.name_en, ar: branch.name_ar }, address: branch.address }
      : null,
    recipient: customer
      ? {
          name: customer.company_name ?? customer.name,
          address: customer.address ?? '',
          trn: customer.trn,
        }
      : null,
    items: items.map((item) => ({
      description: { en: item.name_en, ar: item.name_ar },
      quantity: item.quantity,
      unitPrice: item.price_fils,
    })),
    vat: order.vat,
  });
  await tx.insert(taxInvoices).values({
    business_id: order.business_id,
    order_id: order.id,
    number,
    kind,
    token: newToken(),
    document,
    issued_at: now,
  });
}

/** The tax invoices of some orders, by order id, as the order's answer shows them. */
export async function taxInvoiceRefs(
  db: Db,
  orderIds: number[],
): Promise<Map<number, { number: string; kind: 'full' | 'simplified'; url: string }>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      order_id: taxInvoices.order_id,
      number: taxInvoices.number,
      kind: taxInvoices.kind,
      token: taxInvoices.token,
    })
    .from(taxInvoices)
    .where(inArray(taxInvoices.order_id, orderIds));
  return new Map(
    rows.map((row) => [
      row.order_id,
      { number: row.number, kind: row.kind, url: taxInvoiceUrl(row.token) },
    ]),
  );
}

/** A tax invoice's document by its public token, or undefined. */
export async function taxInvoiceByToken(db: Db, token: string) {
  const [row] = await db
    .select({ document: taxInvoices.document, logoUrl: businesses.logo_url })
    .from(taxInvoices)
    .innerJoin(businesses, eq(businesses.id, taxInvoices.business_id))
    .where(eq(taxInvoices.token, token));
  return row;
}
