// Takes a payment on an existing order under a row lock, so concurrent payments can never
// take more than the order's total; idempotent per Idempotency-Key.
import { filsToAed, MAX_PAYMENT_FILS, orderPaymentRefusal, type Fils } from '@lamaa/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Db } from '../db/database.js';
import { orders, payments } from '../db/schema/orders.js';
import { ApiError, invalidField, notFound } from '../http/api-error.js';
import type { AuthContext } from '../http/app-env.js';
import { choiceField, flagField, idField, moneyField, optionalText } from '../http/fields.js';
import { claimKey, completeKey, requestHash, type StoredAnswer } from './idempotency.js';
import { loadOrderView } from './order-view.js';
import { redeemContextOf } from './plan-redemption.js';
import { grantOrderEntitlements } from './plan-sale.js';
import { issueTaxInvoice } from './tax-invoice-service.js';

/** The body of POST /pos/payment. */
export const paymentBody = z.object({
  order_id: idField('order'),
  payment_method_id: choiceField('payment method', ['cash', 'visa']),
  is_partial: flagField('partial flag'),
  payment_reference: optionalText('payment reference', 255),
  cash: moneyField('cash amount', MAX_PAYMENT_FILS),
});

/** A validated payment request. */
export type PaymentBody = z.output<typeof paymentBody>;

/** The amount a payment takes and the change to give, by the spec's cash and card rules. */
export function paymentAmount(body: PaymentBody, remaining: Fils): { amount: Fils; change: Fils } {
  if (body.payment_method_id === 'visa') return { amount: remaining, change: 0 };
  if (body.cash <= 0) throw invalidField('cash', 'payment.cash-invalid');
  if (body.is_partial) {
    if (body.cash > remaining) throw invalidField('cash', 'payment.partial-exceeds-total');
    return { amount: body.cash, change: 0 };
  }
  if (body.cash < remaining) throw invalidField('cash', 'payment.cash-below-total');
  return { amount: remaining, change: body.cash - remaining };
}

async function pay(tx: Db, auth: AuthContext, body: PaymentBody, now: Date): Promise<StoredAnswer> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.business_id, auth.businessId),
        eq(orders.id, body.order_id),
        isNull(orders.deleted_at),
      ),
    )
    .for('update');
  if (!order) throw notFound('order.not-found');
  const refusal = orderPaymentRefusal(order);
  if (refusal !== null) throw new ApiError(409, refusal);
  const remaining = order.total_fils - order.paid_fils;
  const { amount, change } = paymentAmount(body, remaining);
  const paid = order.paid_fils + amount;
  const isPaid = paid >= order.total_fils;
  await tx
    .update(orders)
    .set({
      paid_fils: paid,
      payment_status: isPaid ? 'Paid' : 'Partially paid',
      is_partial: !isPaid,
      payment_method: body.payment_method_id,
      status: order.status === 'waiting for payment' ? 'pending' : order.status,
      updated_at: now,
    })
    .where(eq(orders.id, order.id));
  const [payment] = await tx
    .insert(payments)
    .values({
      business_id: auth.businessId,
      order_id: order.id,
      employee_id: auth.employeeId,
      method: body.payment_method_id,
      amount_fils: amount,
      reference: body.payment_reference ?? null,
      created_at: now,
    })
    .returning();
  if (!payment) throw new Error('The payment row was not written.');
  await issueTaxInvoice(tx, order.id, now);
  if (isPaid) await grantOrderEntitlements(tx, order.id, redeemContextOf(auth, now, false).today);
  return {
    status: 200,
    body: {
      success: true,
      message: isPaid ? 'Payment completed successfully' : 'Partial payment processed successfully',
      payment: {
        id: payment.id,
        order_id: order.id,
        reference_number: `PAY-${String(payment.id).padStart(6, '0')}`,
        payment_method_id: body.payment_method_id,
        payment_reference: payment.reference,
        amount: filsToAed(amount),
        change: filsToAed(change),
        is_partial: !isPaid,
        created_at: payment.created_at.toISOString(),
      },
      order: await loadOrderView(tx, auth.businessId, order.id),
    },
  };
}

/** Takes a payment; with a key, the same key and body replay the first answer. */
export async function takePayment(
  database: Database,
  auth: AuthContext,
  body: PaymentBody,
  raw: unknown,
  key: string | undefined,
  now = new Date(),
): Promise<StoredAnswer> {
  return database.db.transaction(async (tx) => {
    if (key === undefined) return pay(tx, auth, body, now);
    const claim = await claimKey(tx, 'payment', auth.businessId, key, requestHash(raw));
    if ('replay' in claim) return claim.replay;
    const answer = await pay(tx, auth, body, now);
    await completeKey(tx, claim.rowId, answer);
    return answer;
  });
}
