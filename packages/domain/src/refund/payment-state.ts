// An order's payment state from what was paid on it and what was given back, in fils.
import { type Fils } from '../money/fils.js';

/** The payment states an order is stored and shown with. */
export type PaymentState = 'Unpaid' | 'Partially paid' | 'Paid' | 'Partially refunded' | 'Refunded';

/**
 * The payment state: nothing paid is unpaid; once something is given back it is refunded when
 * everything paid went back, else partly refunded; otherwise paid when the total is covered.
 * @example orderPaymentState(10_000, 10_000, 2_500) // 'Partially refunded'
 */
export function orderPaymentState(total: Fils, paid: Fils, refunded: Fils): PaymentState {
  if (paid <= 0) return 'Unpaid';
  if (refunded >= paid) return 'Refunded';
  if (refunded > 0) return 'Partially refunded';
  return paid >= total ? 'Paid' : 'Partially paid';
}

/**
 * What may still be refunded on an order: what was paid less what was already given back, never
 * below 0.
 * @example refundableFils(10_000, 2_500) // 7_500
 */
export function refundableFils(paid: Fils, refunded: Fils): Fils {
  return Math.max(0, paid - refunded);
}
