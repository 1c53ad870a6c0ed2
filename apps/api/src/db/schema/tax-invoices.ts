// Tax invoices: one per order, numbered without gaps per business, frozen once issued (a
// trigger refuses updates and deletes), the document kept as it was issued.
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TaxInvoiceDocument, TaxInvoiceKind } from '@lamaa/domain';
import { orders } from './orders.js';
import { businesses } from './people.js';

/** An issued tax invoice and the snapshot of its document. */
export const taxInvoices = pgTable(
  'tax_invoices',
  {
    id: serial('id').primaryKey(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id),
    number: text('number').notNull(),
    kind: text('kind').$type<TaxInvoiceKind>().notNull(),
    /** The unguessable part of the public link /i/<token>. */
    token: text('token').notNull(),
    document: jsonb('document').$type<TaxInvoiceDocument>().notNull(),
    issued_at: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('tax_invoices_business_number_unique').on(t.business_id, t.number),
    uniqueIndex('tax_invoices_order_unique').on(t.order_id),
    uniqueIndex('tax_invoices_token_unique').on(t.token),
    index('tax_invoices_business_issued_idx').on(t.business_id, t.issued_at),
  ],
);
