// What the counter's refund dialog holds and the checks before it asks the server: items
// chosen in item mode, an amount above 0 and within what is refundable in amount mode.
import { type Fils, parseAedInput } from '../money/fils.js';
import { fail, ok, type Result } from '../shared/result.js';
import { type RefundReason } from './refund-reasons.js';

/** How much the cashier gives back. */
export type RefundMode = 'whole' | 'lines' | 'amount';

/** By which method the money goes back. */
export type RefundMethod = 'original' | 'cash';

/** The refund dialog's fields. */
export interface RefundForm {
  readonly orderId: number;
  /** What may still be refunded on the order, in fils. */
  readonly refundable: Fils;
  readonly mode: RefundMode;
  /** The order's item ids chosen in item mode. */
  readonly lineIds: readonly number[];
  /** The amount as typed (AED), in amount mode. */
  readonly amount: string;
  readonly reason: RefundReason;
  readonly method: RefundMethod;
}

/** The refund call's body, money in fils. */
export interface RefundPayload {
  readonly order_id: number;
  readonly mode: RefundMode;
  readonly line_ids?: readonly number[];
  readonly amount?: Fils;
  readonly reason: RefundReason;
  readonly method: RefundMethod;
}

/** Why the dialog does not send the refund yet. */
export type RefundFormCode =
  'refund.lines-required' | 'refund.amount-invalid' | 'refund.exceeds-refundable';

/**
 * Checks the dialog and builds the call: items mode needs an item; amount mode a typed amount
 * above 0 and at most what is refundable (`max` in fils); the server checks again.
 * @example validateRefundForm({ orderId: 1, refundable: 500, mode: 'amount', lineIds: [], amount: '6', reason: 'other', method: 'cash' }) // fails 'refund.exceeds-refundable'
 */
export function validateRefundForm(form: RefundForm): Result<RefundPayload, RefundFormCode> {
  const base = {
    order_id: form.orderId,
    mode: form.mode,
    reason: form.reason,
    method: form.method,
  };
  if (form.mode === 'lines') {
    if (form.lineIds.length === 0) return fail('refund.lines-required');
    return ok({ ...base, line_ids: form.lineIds });
  }
  if (form.mode === 'amount') {
    const amount = parseAedInput(form.amount);
    if (!amount.ok || amount.value <= 0) return fail('refund.amount-invalid');
    if (amount.value > form.refundable) {
      return fail('refund.exceeds-refundable', { max: form.refundable });
    }
    return ok({ ...base, amount: amount.value });
  }
  return ok(base);
}
