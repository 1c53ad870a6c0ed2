// The body of POST /pos/refunds: the order, what to give back (everything, chosen items or an
// amount in AED), why (a listed reason) and how (the original method or cash).
import { MAX_PAYMENT_FILS, REFUND_REASONS } from '@lamaa/domain';
import { z } from 'zod';
import { choiceField, idField, moneyField } from '../http/fields.js';

/** How the money goes back: by the method it was paid with, or in cash. */
export const REFUND_METHODS = ['original', 'cash'] as const;

/** The body of POST /pos/refunds. */
export const refundBody = z.object({
  order_id: idField('order'),
  mode: choiceField('refund mode', ['whole', 'lines', 'amount']),
  line_ids: z
    .array(idField('item'), { error: 'The items must be a list of item ids.' })
    .max(200, { error: 'A refund may name at most 200 items.' })
    .optional(),
  amount: moneyField('refund amount', MAX_PAYMENT_FILS).optional(),
  reason: choiceField('reason', REFUND_REASONS),
  method: choiceField('refund method', REFUND_METHODS),
});

/** A validated refund request. */
export type RefundBody = z.output<typeof refundBody>;
