// Branches, materials, suppliers and supplier material invoices, money in fils.
import * as z from 'zod/mini';
import { namedRefSchema } from './customer-schemas.js';
import {
  entityOf,
  filsSchema,
  flagSchema,
  idSchema,
  integerSchema,
  listOf,
  listOrEmpty,
  localizedTextSchema,
  nameSchema,
  nullableFilsSchema,
  optionalTextSchema,
  orNull,
  stringishSchema,
} from './shared-schemas.js';

/** A branch: id and bilingual name (plain-string names are read as English). */
export const branchSchema = z.object({ id: idSchema, name: nameSchema });

/** A material with a bilingual description (null when absent). */
export const materialSchema = z.object({
  id: idSchema,
  name: nameSchema,
  description: orNull(localizedTextSchema),
});

/** A supplier. */
export const supplierSchema = z.object({
  id: idSchema,
  name: nameSchema,
  description: optionalTextSchema,
});

/** One invoice line as read: unit price in fils and the barcode (generated or scanned). */
export const invoiceItemSchema = z.object({
  id: idSchema,
  material_id: idSchema,
  quantity: integerSchema,
  price: filsSchema,
  barcode: stringishSchema,
  include_tax: flagSchema,
});

/** A supplier material invoice as read; `total` null when the server does not send one. */
export const materialInvoiceSchema = z.object({
  id: idSchema,
  supplier: supplierSchema,
  branch: namedRefSchema,
  material_items: z.array(invoiceItemSchema),
  attachments: listOrEmpty(
    z.object({
      id: idSchema,
      name: z.string(),
      size: z.int(),
      mime_type: z.string(),
      url: optionalTextSchema,
    }),
  ),
  total: nullableFilsSchema,
  created_at: optionalTextSchema,
});

/** GET /pos/branches, bare or wrapped. */
export const branchListSchema = listOf(branchSchema);
/** GET /pos/materials, bare or wrapped. */
export const materialListSchema = listOf(materialSchema);
/** GET /pos/materials/suppliers, bare or wrapped. */
export const supplierListSchema = listOf(supplierSchema);
/** POST /pos/materials/suppliers, bare or wrapped. */
export const createdSupplierSchema = entityOf(supplierSchema);
/** POST /pos/materials/invoice, bare or wrapped. */
export const createdInvoiceSchema = entityOf(materialInvoiceSchema);

/** Branch as read. */
export type Branch = z.output<typeof branchSchema>;
/** Material as read. */
export type Material = z.output<typeof materialSchema>;
/** Supplier as read. */
export type Supplier = z.output<typeof supplierSchema>;
/** Invoice as read. */
export type MaterialInvoice = z.output<typeof materialInvoiceSchema>;
