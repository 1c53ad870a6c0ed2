// Refunds and the tax credit notes they issue. A refund gives money back through a negative
// payment row; its credit note is numbered without gaps per business (CN-000001) and, like
// an invoice, frozen once issued (triggers refuse updates and deletes of both).
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CreditNoteDocument, RecordedRefundReason, VatPart } from '@lamaa/domain';
import { orders, payments } from './orders.js';
import { businesses, employees } from './people.js';
import { taxInvoices } from './tax-invoices.js';

/** A refund on an order: what was asked, why, who approved it, and what it credits per part. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The negative payment that gave the money back. */
    payment_id: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    employee_id: integer('employee_id').references(() => employees.id),
    approver_id: integer('approver_id').references(() => employees.id),
    mode: text('mode').$type<'whole' | 'lines' | 'amount'>().notNull(),
    reason: text('reason').$type<RecordedRefundReason>().notNull(),
    method: text('method').notNull(),
    amount_fils: bigint('amount_fils', { mode: 'number' }).notNull(),
    /** What it credits on each of the order's parts (lines, service fee, shipping). */
    parts: jsonb('parts').$type<VatPart[]>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('refunds_order_idx').on(t.order_id)],
);

/** An issued tax credit note and the snapshot of its document. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id),
    refund_id: integer('refund_id')
      .notNull()
      .references(() => refunds.id),
    invoice_id: integer('invoice_id')
      .notNull()
      .references(() => taxInvoices.id),
    number: text('number').notNull(),
    /** The unguessable part of the public link /c/<token>. */
    token: text('token').notNull(),
    document: jsonb('document').$type<CreditNoteDocument>().notNull(),
    issued_at: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('credit_notes_business_number_unique').on(t.business_id, t.number),
    uniqueIndex('credit_notes_refund_unique').on(t.refund_id),
    uniqueIndex('credit_notes_token_unique').on(t.token),
    index('credit_notes_business_issued_idx').on(t.business_id, t.issued_at),
  ],
);
