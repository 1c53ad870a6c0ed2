// Refunds at the counter and the office's VAT report.
import { runCall } from '../client/run-call.js';
import { type RefundInput, toRefundBody } from '../requests/refund-body.js';
import type { LamaaFetchClient } from './lamaa-fetch-client.js';

/** The refund schemas, loaded with the first refund or report call. */
const refundSchemas = () => import('../schemas/refund-schemas.js');

/** Options of a refund: its Idempotency-Key and the manager's approval token. */
export interface RefundOptions {
  readonly idempotencyKey?: string;
  readonly approvalToken?: string | undefined;
}

/** Refunds and the VAT report. */
export function createRefundCalls(client: LamaaFetchClient) {
  return {
    /** POST /pos/refunds: the refund, its credit note (or null) and the order after it. */
    refundOrder: (input: RefundInput, options: RefundOptions = {}) =>
      runCall(
        () =>
          client.POST('/pos/refunds', {
            body: toRefundBody(input),
            params: {
              header: {
                ...(options.idempotencyKey === undefined
                  ? {}
                  : { 'Idempotency-Key': options.idempotencyKey }),
                ...(options.approvalToken === undefined
                  ? {}
                  : { 'Approval-Token': options.approvalToken }),
              },
            },
          }),
        refundSchemas().then((schemas) => schemas.refundResponseSchema),
      ),
    /** GET /office/vat-report: the period's VAT by emirate (`from`, `to` as YYYY-MM-DD). */
    getVatReport: (period: { from: string; to: string }, signal?: AbortSignal) =>
      runCall(
        () => client.GET('/office/vat-report', { params: { query: period }, signal }),
        refundSchemas().then((schemas) => schemas.vatReportResponseSchema),
      ),
  };
}
