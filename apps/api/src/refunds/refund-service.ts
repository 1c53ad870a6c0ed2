// POST /pos/refunds in one transaction: locks the order (so two refunds at once are taken one
// after the other and never give back more than was paid), works the refund out with the
// domain, spends the manager's approval, writes the negative payment, the refund and its tax
// credit note, and moves the order's payment state. Idempotent per Idempotency-Key.
import {
  DEFAULT_BRANCH_TIME_ZONE,
  filsToAed,
  heldPlanLineProblem,
  orderPaymentState,
  planRefund,
  type RecordedRefundReason,
  refundApprovals,
  type RefundCode,
  type RefundRequest,
  isCashDrawer,
} from '@lamaa/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Db } from '../db/database.js';
import { orders } from '../db/schema/orders.js';
import { entitlements } from '../db/schema/plans.js';
import { branches } from '../db/schema/people.js';
import { refunds } from '../db/schema/refunds.js';
import { ApiError, notFound } from '../http/api-error.js';
import type { AuthContext } from '../http/app-env.js';
import { auditApproval, claimApproval } from '../services/approval-gate.js';
import { readApprovalRules } from '../services/approval-rules-store.js';
import { claimKey, completeKey, requestHash, type StoredAnswer } from '../services/idempotency.js';
import { loadOrderView } from '../services/order-view.js';
import { auditRefund } from '../services/counter-audit.js';
import { recordPayment } from '../services/payment-record.js';
import { giveBackOrderLineUses } from '../services/plan-redemption.js';
import { postCashRefund } from '../services/shift-posting.js';
import { issueCreditNote } from './credit-note-service.js';
import type { RefundBody } from './refund-input.js';
import { creditedParts, orderParts } from './refund-parts.js';
import { lookupVault, openVaults } from '../services/vault-lookup.js';

type OrderRow = typeof orders.$inferSelect;

const refuse = (code: RefundCode, params?: Record<string, string | number>) =>
  new ApiError(code === 'refund.nothing-refundable' ? 409 : 422, code, params ? { params } : {});

/** The domain's request from the body; item ids become line positions. */
function refundRequest(body: RefundOrder, itemIds: readonly number[]): RefundRequest {
  if (body.mode === 'whole') return { mode: 'whole' };
  if (body.mode === 'amount') {
    if (body.amount === undefined) throw refuse('refund.amount-invalid');
    return { mode: 'amount', amount: body.amount };
  }
  const lines = (body.line_ids ?? []).map((id) => {
    const index = itemIds.indexOf(id);
    if (index < 0) throw refuse('refund.line-unknown', { line: id });
    return index;
  });
  return { mode: 'lines', lines };
}

/** The method and vault the money goes back by: the order's own, or the business's cash vault. */
async function payout(tx: Db, order: OrderRow, method: RefundBody['method']) {
  if (method === 'original') return { method: order.payment_method, vaultId: order.vault_id };
  const own =
    order.vault_id === null ? undefined : await lookupVault(tx, order.business_id, order.vault_id);
  const cash =
    own && !own.is_archived && isCashDrawer(own.methods)
      ? own
      : (await openVaults(tx, order.business_id, { method: 'cash' }))[0];
  return { method: 'cash', vaultId: cash?.id ?? null };
}

/** The positions among `itemIds` of lines that sold a plan the vehicle still holds. */
async function heldPlanLines(tx: Db, itemIds: readonly number[]): Promise<number[]> {
  if (itemIds.length === 0) return [];
  const sold = await tx
    .select({ item: entitlements.order_item_id })
    .from(entitlements)
    .where(
      and(inArray(entitlements.order_item_id, [...itemIds]), isNull(entitlements.cancelled_on)),
    );
  return sold.map((row) => itemIds.indexOf(row.item));
}

async function branchTimeZone(tx: Db, branchId: number | null): Promise<string> {
  if (branchId === null) return DEFAULT_BRANCH_TIME_ZONE;
  const [branch] = await tx
    .select({ time_zone: branches.time_zone })
    .from(branches)
    .where(eq(branches.id, branchId));
  return branch?.time_zone ?? DEFAULT_BRANCH_TIME_ZONE;
}

/** A refund to make: the counter's request, or one the server makes (a sold plan cancelled). */
export type RefundOrder = Omit<RefundBody, 'reason'> & { reason: RecordedRefundReason };

/** Who approves a refund the rules may guard: a token spent for the order, or the caller's own. */
export type RefundApprover =
  { readonly token: string | undefined } | { readonly approverId: number };

/**
 * Makes a refund inside `tx`, the caller's transaction: locks the order, works the refund out
 * with the domain, writes the negative payment, the refund and its credit note, and answers
 * the refund, its credit note and the order as they are now.
 */
export async function refundInside(
  tx: Db,
  auth: AuthContext,
  body: RefundOrder,
  approver: RefundApprover,
  now: Date,
) {
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
  if (order.paid_fils <= 0) throw new ApiError(409, 'refund.order-not-paid');
  const { parts, itemIds } = await orderParts(tx, order);
  const credited = await creditedParts(tx, order.id);
  const request = refundRequest(body, itemIds);
  const held = heldPlanLineProblem(request, await heldPlanLines(tx, itemIds));
  if (held) throw refuse(held.code, { line: itemIds[Number(held.params?.['line'])] ?? 0 });
  const plan = planRefund({
    parts,
    lineCount: itemIds.length,
    credited,
    paid: order.paid_fils,
    refunded: order.refunded_fils,
    request,
  });
  if (!plan.ok) {
    const { max, line } = plan.params ?? {};
    throw refuse(plan.code, {
      ...(max === undefined ? {} : { max: filsToAed(Number(max)).toFixed(2) }),
      ...(line === undefined ? {} : { line: itemIds[Number(line)] ?? line }),
    });
  }
  const approval =
    'approverId' in approver
      ? null
      : await claimApproval(
          tx,
          auth,
          approver.token,
          refundApprovals(await readApprovalRules(tx, auth.businessId)),
          (given) => given.order_id === order.id,
          now,
        );
  const approverId = 'approverId' in approver ? approver.approverId : approval?.approverId;
  const out = await payout(tx, order, body.method);
  const payment = await recordPayment(tx, {
    businessId: auth.businessId,
    orderId: order.id,
    vaultId: out.vaultId,
    employeeId: auth.employeeId,
    method: out.method,
    amountFils: -plan.value.gross,
    reference: null,
    at: now,
  });
  const [row] = await tx
    .insert(refunds)
    .values({
      business_id: auth.businessId,
      order_id: order.id,
      payment_id: payment.id,
      employee_id: auth.employeeId,
      approver_id: approverId ?? null,
      mode: body.mode,
      reason: body.reason,
      method: out.method,
      amount_fils: plan.value.gross,
      parts: [...plan.value.parts],
      created_at: now,
    })
    .returning();
  if (!row) throw new Error('The refund row was not written.');
  // A refunded line gives back the plan use it took (a whole refund, every line's).
  if (body.mode !== 'amount') {
    const lineIds = body.mode === 'lines' ? [...(body.line_ids ?? [])] : undefined;
    await giveBackOrderLineUses(tx, auth.businessId, order.id, now, lineIds);
  }
  if (out.method === 'cash' && out.vaultId !== null) {
    const cash = { vaultId: out.vaultId, refundId: row.id, amount: plan.value.gross };
    await postCashRefund(tx, auth, cash, now);
  }
  const refunded = order.refunded_fils + plan.value.gross;
  await tx
    .update(orders)
    .set({
      refunded_fils: refunded,
      payment_status: orderPaymentState(order.total_fils, order.paid_fils, refunded),
      updated_at: now,
    })
    .where(eq(orders.id, order.id));
  const creditNote = await issueCreditNote(tx, {
    orderId: order.id,
    refundId: row.id,
    reason: body.reason,
    earlier: credited,
    credit: plan.value.parts,
    timeZone: await branchTimeZone(tx, order.branch_id),
    now,
  });
  if (approval)
    await auditApproval(tx, auth, approval, { id: order.id, number: order.order_number });
  await auditRefund(
    tx,
    auth,
    {
      id: order.id,
      number: order.order_number,
      totalFils: order.total_fils,
      paidFils: order.paid_fils,
    },
    {
      amountFils: row.amount_fils,
      method: row.method,
      reason: row.reason,
      creditNote: creditNote?.number ?? null,
    },
  );
  return {
    refund: {
      id: row.id,
      order_id: order.id,
      mode: row.mode,
      reason: row.reason,
      method: row.method,
      amount: filsToAed(row.amount_fils),
      vat: filsToAed(plan.value.vat),
      created_at: now.toISOString(),
    },
    credit_note: creditNote,
    order: await loadOrderView(tx, auth.businessId, order.id),
  };
}

/** Makes a refund; with a key, the same key and body replay the first answer. */
export async function makeRefund(
  database: Database,
  auth: AuthContext,
  body: RefundBody,
  raw: unknown,
  key: string | undefined,
  approvalToken?: string,
  now = new Date(),
): Promise<StoredAnswer> {
  return database.db.transaction(async (tx) => {
    const made = async (): Promise<StoredAnswer> => ({
      status: 201,
      body: { data: await refundInside(tx, auth, body, { token: approvalToken }, now) },
    });
    if (key === undefined) return made();
    const claim = await claimKey(tx, 'refund', auth.businessId, key, requestHash(raw));
    if ('replay' in claim) return claim.replay;
    const answer = await made();
    await completeKey(tx, claim.rowId, answer);
    return answer;
  });
}
