// Refunds, the tax credit notes they issue, and the office's VAT report, money in fils.
import * as z from 'zod/mini';
import { EMIRATES, RECORDED_REFUND_REASONS } from '@lamaa/domain';
import { orderSchema } from './order-schemas.js';
import {
  filsSchema,
  idSchema,
  integerSchema,
  orNull,
  optionalTextSchema,
} from './shared-schemas.js';
import { creditNoteRefSchema } from './tax-schemas.js';

/** A refund as made, amounts in fils. */
export const refundSchema = z.object({
  id: idSchema,
  order_id: idSchema,
  mode: z.enum(['whole', 'lines', 'amount']),
  reason: z.enum(RECORDED_REFUND_REASONS),
  method: z.string(),
  amount: filsSchema,
  vat: filsSchema,
  created_at: optionalTextSchema,
});

/** A signed AED amount (sales less credits may fall below 0) read as integer fils. */
const signedFilsSchema = z.pipe(
  z.number(),
  z.transform((aed: number) => Math.round(aed * 100)),
);

/** One emirate's line of the VAT report (null emirate: outside the UAE, or the total). */
export const vatReportRowSchema = z.object({
  emirate: orNull(z.enum(EMIRATES)),
  sales_net: filsSchema,
  sales_vat: filsSchema,
  credit_net: filsSchema,
  credit_vat: filsSchema,
  net: signedFilsSchema,
  vat: signedFilsSchema,
});

const rangeSchema = orNull(z.object({ first: z.string(), last: z.string(), count: integerSchema }));

/** GET /office/vat-report: the period's figures per emirate and the number ranges. */
export const vatReportResponseSchema = z.object({
  data: z.object({
    from: z.string(),
    to: z.string(),
    rows: z.array(vatReportRowSchema),
    total: vatReportRowSchema,
    invoices: rangeSchema,
    credit_notes: rangeSchema,
  }),
});

/** POST /pos/refunds: `{ data: { refund, credit_note, order } }`. */
export const refundResponseSchema = z.object({
  data: z.object({
    refund: refundSchema,
    credit_note: orNull(creditNoteRefSchema),
    order: orderSchema,
  }),
});

/** Refund as read. */
export type Refund = z.output<typeof refundSchema>;
/** VAT report as read. */
export type VatReportAnswer = z.output<typeof vatReportResponseSchema>['data'];
/** One row of the VAT report as read. */
export type VatReportRowAnswer = z.output<typeof vatReportRowSchema>;
