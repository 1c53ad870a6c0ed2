import {
  type OrderSubmissionInput,
  type PaymentInput,
  toOrderBody,
  toPaymentBody,
} from '../requests/order-body.js';
import {
  orderSubmissionResponseSchema,
  ordersPageSchema,
  paymentResponseSchema,
  successResponseSchema,
} from '../schemas/order-schemas.js';
import { runCall } from '../client/run-call.js';
import type { LamaaFetchClient } from './lamaa-fetch-client.js';

/** Options of a submission that must not happen twice. */
export interface IdempotentOptions {
  /** A key made once per logical submission (a UUID); resending with it never duplicates. */
  readonly idempotencyKey?: string;
}

const idempotencyHeader = (options: IdempotentOptions) =>
  options.idempotencyKey === undefined ? {} : { 'Idempotency-Key': options.idempotencyKey };

/** A manager's approval token for a call the business's approval rules guard. */
export interface ApprovalOptions {
  readonly approvalToken?: string | undefined;
}

const approvalHeader = (options: ApprovalOptions) =>
  options.approvalToken === undefined ? {} : { 'Approval-Token': options.approvalToken };

/** Order submission, the orders list, deletion and payment. */
export function createOrderCalls(client: LamaaFetchClient) {
  return {
    /** POST /pos/order with an optional Idempotency-Key: `{ success, message, order }`. */
    submitOrder: (order: OrderSubmissionInput, options: IdempotentOptions & ApprovalOptions = {}) =>
      runCall(
        () =>
          client.POST('/pos/order', {
            body: toOrderBody(order),
            params: { header: { ...idempotencyHeader(options), ...approvalHeader(options) } },
          }),
        orderSubmissionResponseSchema,
      ),
    /** GET /pos/order: one page of orders, searched by `q`; `signal` abandons the call. */
    listOrders: (
      query: { page?: number; per_page?: number; q?: string } = {},
      signal?: AbortSignal,
    ) => runCall(() => client.GET('/pos/order', { params: { query }, signal }), ordersPageSchema),
    /** DELETE /pos/{id}: deletes a pending, cancelled or waiting-for-payment order. */
    deleteOrder: (id: number, options: ApprovalOptions = {}) =>
      runCall(
        () =>
          client.DELETE('/pos/{id}', {
            params: { path: { id }, header: approvalHeader(options) },
          }),
        successResponseSchema,
      ),
    /** POST /pos/payment with an optional Idempotency-Key: the payment for the receipt. */
    payOrder: (payment: PaymentInput, options: IdempotentOptions = {}) =>
      runCall(
        () =>
          client.POST('/pos/payment', {
            body: toPaymentBody(payment),
            params: { header: idempotencyHeader(options) },
          }),
        paymentResponseSchema,
      ),
  };
}
