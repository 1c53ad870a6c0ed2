// Cancelling a sold plan in the office: it ends for good, and its unused share of what was paid
// (the domain's rule) goes back as a refund on the order that sold it, with its tax credit
// note, in the same transaction. The signed-in manager or owner is the approver; the audit row
// names the reason and the amount.
import { cancelEntitlement, filsToAed, PLAN_CANCEL_REASON } from '@lamaa/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { orderItems } from '../db/schema/orders.js';
import { entitlements } from '../db/schema/plans.js';
import { notFound } from '../http/api-error.js';
import type { AuthContext } from '../http/app-env.js';
import { refundInside } from '../refunds/refund-service.js';
import type { RefundBody } from '../refunds/refund-input.js';
import { writeAudit } from './audit-log.js';
import { lockEntitlement, refusePlanChange, todayOf } from './entitlement-manage.js';
import { entitlementState, entitlementView, entitlementWorth } from './entitlement-store.js';

/** A cancel asked for: why, and how the money goes back. */
export interface CancelInput {
  reason: string;
  method: RefundBody['method'];
}

/** Cancels an entitlement inside `tx` and refunds its unused share; answers both. */
export async function cancelHeld(
  tx: Db,
  auth: AuthContext,
  id: number,
  input: CancelInput,
  now = new Date(),
) {
  const today = todayOf(auth, now);
  const row = await lockEntitlement(tx, auth, id);
  const worth = entitlementWorth(row);
  const result = cancelEntitlement(entitlementState(row), worth, today, input.reason);
  if (!result.ok) throw refusePlanChange(result);
  const [saved] = await tx
    .update(entitlements)
    .set({ cancelled_on: today })
    .where(eq(entitlements.id, id))
    .returning();
  if (!saved) throw notFound('entitlement.not-found', { id });
  const { refundFils } = result.value;
  const refund =
    refundFils > 0
      ? await refundInside(
          tx,
          auth,
          {
            order_id: await orderOf(tx, row.order_item_id),
            mode: 'amount',
            amount: refundFils,
            reason: PLAN_CANCEL_REASON,
            method: input.method,
          },
          { approverId: auth.employeeId },
          now,
        )
      : null;
  await writeAudit(tx, auth.businessId, auth.employeeId, {
    action: 'entitlement.cancel',
    subject: 'entitlement',
    subjectId: id,
    branchId: auth.branchId,
    before: { cancelled_on: null, uses_left: row.uses_left, ends_on: row.ends_on },
    after: {
      cancelled_on: today,
      reason: input.reason.trim(),
      refund: filsToAed(refundFils),
      car_id: row.car_id,
    },
  });
  return {
    entitlement: entitlementView(saved, today),
    refund: refund?.refund ?? null,
    credit_note: refund?.credit_note ?? null,
  };
}

/** The order a sold plan's line belongs to. */
async function orderOf(tx: Db, orderItemId: number): Promise<number> {
  const [item] = await tx
    .select({ order_id: orderItems.order_id })
    .from(orderItems)
    .where(eq(orderItems.id, orderItemId));
  if (!item) throw notFound('order.not-found');
  return item.order_id;
}
