// The VAT of a cart or order and the tax invoice an order carries, money in fils.
import * as z from 'zod/mini';
import { filsSchema, orNull } from './shared-schemas.js';

/** A VAT-registered business's VAT: rate, whether prices include it, net and VAT in fils. */
export const vatSummarySchema = z.object({
  rate_percent: z.number(),
  prices_include_vat: z.boolean(),
  net_price: filsSchema,
  vat_price: filsSchema,
});

/** The VAT of a cart or order, null when the business charges none. */
export const nullableVatSchema = orNull(vatSummarySchema);

/** An order's tax invoice: its number, full or simplified, and its public page. */
export const taxInvoiceRefSchema = z.object({
  number: z.string(),
  kind: z.enum(['full', 'simplified']),
  url: z.string(),
});

/** A tax credit note as an order or a refund names it: its number, page and the invoice it corrects. */
export const creditNoteRefSchema = z.object({
  number: z.string(),
  url: z.string(),
  invoice_number: z.string(),
});

/** VAT summary as read. */
export type VatSummary = z.output<typeof vatSummarySchema>;
/** Tax invoice reference as read. */
export type TaxInvoiceRef = z.output<typeof taxInvoiceRefSchema>;
/** Credit note reference as read. */
export type CreditNoteRef = z.output<typeof creditNoteRefSchema>;
