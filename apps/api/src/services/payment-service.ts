// Takes a payment on an existing order under a row lock, so concurrent payments can never
// take more than the order's total; idempotent per Idempotency-Key.
import {
  filsToAed,
  MAX_PAYMENT_FILS,
  orderPaymentRefusal,
  orderPaymentState,
  type Fils,
} from '@lamaa/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Db } from '../db/database.js';
import { orders } from '../db/schema/orders.js';
import { ApiError, invalidField, notFound } from '../http/api-error.js';
import type { AuthContext } from '../http/app-env.js';
import {
  choiceField,
  flagField,
  idField,
  moneyField,
  optionalId,
  optionalText,
} from '../http/fields.js';
import { auditPayment } from './counter-audit.js';
import { claimKey, completeKey, requestHash, type StoredAnswer } from './idempotency.js';
import { loadOrderView } from './order-view.js';
import { recordPayment } from './payment-record.js';
import { postCashSale, shiftForCash } from './shift-posting.js';
import {
  planSplit,
  recordSplit,
  splitMethods,
  splitPartsField,
  type SplitPartsBody,
} from './split-payment.js';
import { redeemContextOf } from './plan-redemption.js';
import { grantOrderEntitlements } from './plan-sale.js';
import { issueTaxInvoice } from './tax-invoice-service.js';
import { payingVault } from './vault-lookup.js';

/** The body of POST /pos/payment. */
export const paymentBody = z.object({
  order_id: idField('order'),
  payment_method_id: choiceField('payment method', ['cash', 'visa']),
  is_partial: flagField('partial flag'),
  payment_reference: optionalText('payment reference', 255),
  cash: moneyField('cash amount', MAX_PAYMENT_FILS),
  vault_id: optionalId('vault'),
  payments: splitPartsField(['cash', 'visa', 'online', 'bank_account']),
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
  if (body.payments) return payInParts(tx, auth, order, body.payments, now);
  const { amount, change } = paymentAmount(body, remaining);
  const isCash = body.payment_method_id === 'cash';
  // Money goes to the vault named, else the order's own when it takes the method, else the
  // branch's first that does; never an archived one. An order without a vault stays without.
  const vaultId =
    body.vault_id === undefined && order.vault_id === null
      ? null
      : await payingVault(tx, auth, {
          method: body.payment_method_id,
          named: body.vault_id,
          fallback: order.vault_id,
        });
  const shift = isCash ? await shiftForCash(tx, auth, vaultId) : undefined;
  const paid = order.paid_fils + amount;
  const isPaid = paid >= order.total_fils;
  await markPaid(tx, order, paid, body.payment_method_id, now);
  const payment = await recordPayment(tx, {
    businessId: auth.businessId,
    orderId: order.id,
    vaultId,
    employeeId: auth.employeeId,
    method: body.payment_method_id,
    amountFils: amount,
    reference: body.payment_reference ?? null,
    at: now,
  });
  if (isCash) {
    const posting = { paymentId: payment.id, tendered: amount + change, change };
    await postCashSale(tx, auth, shift?.id, posting, now);
  }
  await afterPayment(
    tx,
    auth,
    order,
    paid,
    { amountFils: amount, method: body.payment_method_id },
    now,
  );
  return {
    status: 200,
    body: {
      success: true,
      message: paidMessage(isPaid),
      payment: paymentView(payment, { amount, change, isPaid }),
      order: await loadOrderView(tx, auth.businessId, order.id),
    },
  };
}

const paidMessage = (isPaid: boolean) =>
  isPaid ? 'Payment completed successfully' : 'Partial payment processed successfully';

/** A payment row as the answer shows it, with what it paid and the change it gave. */
function paymentView(
  payment: {
    id: number;
    order_id: number;
    method: string;
    reference: string | null;
    created_at: Date;
  },
  taken: { amount: Fils; change: Fils; isPaid: boolean },
) {
  return {
    id: payment.id,
    order_id: payment.order_id,
    reference_number: `PAY-${String(payment.id).padStart(6, '0')}`,
    payment_method_id: payment.method,
    payment_reference: payment.reference,
    amount: filsToAed(taken.amount),
    change: filsToAed(taken.change),
    is_partial: !taken.isPaid,
    created_at: payment.created_at.toISOString(),
  };
}

type OrderRow = typeof orders.$inferSelect;

/** Writes what the order has now been paid and the state that follows from it. */
async function markPaid(tx: Db, order: OrderRow, paid: Fils, method: string, now: Date) {
  const isPaid = paid >= order.total_fils;
  await tx
    .update(orders)
    .set({
      paid_fils: paid,
      payment_status: orderPaymentState(order.total_fils, paid, order.refunded_fils),
      is_partial: !isPaid,
      payment_method: method,
      status: order.status === 'waiting for payment' ? 'pending' : order.status,
      updated_at: now,
    })
    .where(eq(orders.id, order.id));
}

/** What follows a payment in its transaction: the audit row, the tax invoice, a paid order's plans. */
async function afterPayment(
  tx: Db,
  auth: AuthContext,
  order: OrderRow,
  paid: Fils,
  taken: { amountFils: Fils; method: string },
  now: Date,
) {
  await auditPayment(
    tx,
    auth,
    { id: order.id, number: order.order_number, totalFils: order.total_fils, paidFils: paid },
    taken,
  );
  await issueTaxInvoice(tx, order.id, now);
  if (paid >= order.total_fils)
    await grantOrderEntitlements(tx, order.id, redeemContextOf(auth, now, false).today);
}

/** A split payment on an existing (locked) order: every part through recordPayment. */
async function payInParts(
  tx: Db,
  auth: AuthContext,
  order: OrderRow,
  parts: SplitPartsBody,
  now: Date,
): Promise<StoredAnswer> {
  const plan = await planSplit(tx, auth, order.total_fils - order.paid_fils, parts, order.vault_id);
  const paid = order.paid_fils + plan.allocation.paid;
  const isPaid = paid >= order.total_fils;
  await markPaid(tx, order, paid, plan.allocation.parts[0]?.method ?? order.payment_method, now);
  const rows = await recordSplit(tx, auth, order.id, plan, now);
  await afterPayment(
    tx,
    auth,
    order,
    paid,
    { amountFils: plan.allocation.paid, method: splitMethods(plan) },
    now,
  );
  const views = rows.map(({ row, part }) =>
    paymentView(row, { amount: part.amount, change: part.change, isPaid }),
  );
  return {
    status: 200,
    body: {
      success: true,
      message: paidMessage(isPaid),
      payment: views[0],
      payments: views,
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
