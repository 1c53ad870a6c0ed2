// The refund body: the domain's fils turned into the API's AED.
import { filsToAed, type RefundReason } from '@lamaa/domain';
import type { components } from '../generated/api.js';

/** POST /pos/refunds as the refund dialog builds it, `amount` in fils. */
export interface RefundInput {
  readonly order_id: number;
  readonly mode: 'whole' | 'lines' | 'amount';
  readonly line_ids?: readonly number[];
  readonly amount?: number;
  readonly reason: RefundReason;
  readonly method: 'original' | 'cash';
}

/** The body of POST /pos/refunds in AED; absent optional fields stay absent. */
export function toRefundBody(input: RefundInput): components['schemas']['RefundRequest'] {
  const { line_ids: lines, amount, ...rest } = input;
  return {
    ...rest,
    ...(lines === undefined ? {} : { line_ids: [...lines] }),
    ...(amount === undefined ? {} : { amount: filsToAed(amount) }),
  };
}
