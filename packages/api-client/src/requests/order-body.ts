// The order submission and payment bodies: the domain's fils turned into the API's AED.
import {
  filsToAed,
  type OrderAddressPoint,
  type OrderPayload,
  type OrderPaymentPayload,
  type SplitPaymentPart,
} from '@lamaa/domain';
import type { components } from '../generated/api.js';
import { toPurchasableBody } from './cart-sync-body.js';

type Wire = components['schemas'];

/** A pick-up or drop-off point of an outdoor order (the domain's `OrderAddressPoint`). */
export type AddressPointInput = OrderAddressPoint;

/** POST /pos/order as the checkout builds it (the domain's `OrderPayload`), money in fils; optional fields only when present. */
export type OrderSubmissionInput = OrderPayload;

/** POST /pos/payment as the payment dialog builds it (the domain's `OrderPaymentPayload`), `cash` in fils. */
export type PaymentInput = OrderPaymentPayload;

/** A split payment's part in AED. */
function toPartBody(part: SplitPaymentPart): Wire['SplitPaymentPart'] {
  const { amount, cash_tendered: tendered, ...rest } = part;
  return {
    ...rest,
    amount: filsToAed(amount),
    ...(tendered === undefined ? {} : { cash_tendered: filsToAed(tendered) }),
  };
}

/** The body of POST /pos/order in AED; absent optional fields stay absent. */
export function toOrderBody(input: OrderSubmissionInput): Wire['OrderSubmission'] {
  const { purchasables, amount, payments, ...rest } = input;
  const body: Wire['OrderSubmission'] = {
    ...rest,
    purchasables: purchasables.map(toPurchasableBody),
    ...(amount === undefined ? {} : { amount: filsToAed(amount) }),
    ...(payments === undefined ? {} : { payments: payments.map(toPartBody) }),
  };
  return body;
}

/** The body of POST /pos/payment in AED. */
export function toPaymentBody(input: PaymentInput): Wire['PaymentRequest'] {
  const { payments, ...rest } = input;
  return {
    ...rest,
    cash: filsToAed(input.cash),
    ...(payments === undefined ? {} : { payments: payments.map(toPartBody) }),
  };
}
