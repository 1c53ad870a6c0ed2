// Materials, suppliers and supplier material invoices, money in fils.
import { z } from 'zod';
import { namedRefSchema } from './customer-schemas.js';
import {
  entityOf,
  filsSchema,
  flagSchema,
  idSchema,
  listOf,
  localizedTextSchema,
  nameSchema,
  nullableFilsSchema,
  optionalTextSchema,
} from './shared-schemas.js';

/** A material with a bilingual description (null when absent). */
export const materialSchema = z.object({
  id: idSchema,
  name: nameSchema,
  description: localizedTextSchema.nullish().transform((value) => value ?? null),
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
  quantity: z.coerce.number().int(),
  price: filsSchema,
  barcode: z.union([z.string(), z.number()]).transform((value) => String(value)),
  include_tax: flagSchema,
});

/** A supplier material invoice as read; `total` null when the server does not send one. */
export const materialInvoiceSchema = z.object({
  id: idSchema,
  supplier: supplierSchema,
  branch: namedRefSchema,
  material_items: z.array(invoiceItemSchema),
  attachments: z
    .array(
      z.object({
        id: idSchema,
        name: z.string(),
        size: z.number().int(),
        mime_type: z.string(),
        url: optionalTextSchema,
      }),
    )
    .nullish()
    .transform((value) => value ?? []),
  total: nullableFilsSchema,
  created_at: optionalTextSchema,
});

/** GET /pos/materials, bare or wrapped. */
export const materialListSchema = listOf(materialSchema);
/** GET /pos/materials/suppliers, bare or wrapped. */
export const supplierListSchema = listOf(supplierSchema);
/** POST /pos/materials/suppliers, bare or wrapped. */
export const createdSupplierSchema = entityOf(supplierSchema);
/** POST /pos/materials/invoice, bare or wrapped. */
export const createdInvoiceSchema = entityOf(materialInvoiceSchema);

/** Material as read. */
export type Material = z.output<typeof materialSchema>;
/** Supplier as read. */
export type Supplier = z.output<typeof supplierSchema>;
/** Invoice as read. */
export type MaterialInvoice = z.output<typeof materialInvoiceSchema>;
