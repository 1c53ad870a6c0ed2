// Material intake: materials, suppliers, purchase invoices with their barcoded lines and files.
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { branches, businesses, employees } from './people.js';

/** Bytes kept in the database (attachments, uploaded images). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A material a branch buys. */
export const materials = pgTable('materials', {
  id: serial('id').primaryKey(),
  business_id: integer('business_id')
    .notNull()
    .references(() => businesses.id),
  name_en: text('name_en').notNull(),
  name_ar: text('name_ar').notNull(),
  description_en: text('description_en').notNull().default(''),
  description_ar: text('description_ar').notNull().default(''),
  /** How the material is counted: 'ml', 'g', 'piece'; empty when not given. */
  unit: text('unit').notNull().default(''),
});

/** A supplier of materials. */
export const suppliers = pgTable('suppliers', {
  id: serial('id').primaryKey(),
  business_id: integer('business_id')
    .notNull()
    .references(() => businesses.id),
  name_en: text('name_en').notNull(),
  name_ar: text('name_ar').notNull(),
  description: text('description'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A supplier's invoice received at a branch. */
export const materialInvoices = pgTable('material_invoices', {
  id: serial('id').primaryKey(),
  business_id: integer('business_id')
    .notNull()
    .references(() => businesses.id),
  supplier_id: integer('supplier_id')
    .notNull()
    .references(() => suppliers.id),
  branch_id: integer('branch_id').references(() => branches.id),
  employee_id: integer('employee_id').references(() => employees.id),
  total_fils: bigint('total_fils', { mode: 'number' }).notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A barcoded line of an invoice; a barcode is unique within a business. */
export const materialItems = pgTable(
  'material_items',
  {
    id: serial('id').primaryKey(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    invoice_id: integer('invoice_id')
      .notNull()
      .references(() => materialInvoices.id),
    material_id: integer('material_id')
      .notNull()
      .references(() => materials.id),
    quantity: integer('quantity').notNull(),
    price_fils: bigint('price_fils', { mode: 'number' }).notNull(),
    include_tax: boolean('include_tax').notNull().default(false),
    barcode: text('barcode').notNull(),
  },
  (t) => [
    uniqueIndex('material_items_barcode_unique').on(t.business_id, t.barcode),
    index('material_items_invoice_idx').on(t.invoice_id),
  ],
);

/** A file attached to an invoice (PDF or image), kept in the database. */
export const invoiceAttachments = pgTable('invoice_attachments', {
  id: serial('id').primaryKey(),
  invoice_id: integer('invoice_id')
    .notNull()
    .references(() => materialInvoices.id),
  file_name: text('file_name').notNull(),
  mime_type: text('mime_type').notNull(),
  size: integer('size').notNull(),
  content: bytea('content').notNull(),
  meta: jsonb('meta').$type<Record<string, string>>().notNull().default({}),
});
