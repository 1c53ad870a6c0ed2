// What an approval asked at the counter leaves in the audit log before any guarded call uses
// it: the approval given (`approval.issue`, whose row says later whether the token was spent),
// a wrong PIN (`approval.pin-invalid`) and a try the throttle refused (`approval.throttled`).
// Each is written at once, outside any transaction, since the refusal that follows must not
// take the row with it.
import { type ApprovalKind, filsToAed } from '@lamaa/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import type { ApprovedContext } from '../db/schema/approvals.js';
import { orders } from '../db/schema/orders.js';
import type { AuthContext } from '../http/app-env.js';
import { cashierName } from './approval-gate.js';
import { writeAudit } from './audit-log.js';

/** What an approval was asked for, as its audit rows name it. */
async function askedValues(
  db: Db,
  auth: AuthContext,
  kinds: readonly ApprovalKind[],
  context: ApprovedContext,
): Promise<Record<string, unknown>> {
  const [order] =
    context.order_id === undefined
      ? []
      : await db
          .select({ number: orders.order_number })
          .from(orders)
          .where(and(eq(orders.business_id, auth.businessId), eq(orders.id, context.order_id)));
  return {
    approved: kinds.join(', '),
    cashier_id: auth.employeeId,
    cashier: await cashierName(db, auth),
    ...(order ? { order_number: order.number } : {}),
    ...(context.discount_fils === undefined ? {} : { discount: filsToAed(context.discount_fils) }),
    ...(context.subtotal_fils === undefined ? {} : { subtotal: filsToAed(context.subtotal_fils) }),
    ...(context.lowered && context.lowered.length > 0
      ? {
          lowered_prices: context.lowered
            .map((line) => `${filsToAed(line.list_fils)} → ${filsToAed(line.set_fils)}`)
            .join(', '),
        }
      : {}),
  };
}

/** The approver's PIN was right: the approval (the token's row, `tokenId`) is given. */
export async function auditApprovalIssued(
  db: Db,
  auth: AuthContext,
  approverId: number,
  tokenId: number,
  kinds: readonly ApprovalKind[],
  context: ApprovedContext,
): Promise<void> {
  await writeAudit(db, auth.businessId, approverId, {
    action: 'approval.issue',
    subject: 'approval',
    subjectId: tokenId,
    branchId: auth.branchId,
    before: null,
    after: await askedValues(db, auth, kinds, context),
  });
}

/**
 * A PIN try that gave no approval, by the cashier who asked: a wrong PIN, or a try the throttle
 * refused (with the minutes it asked to wait).
 */
export async function auditApprovalRefused(
  db: Db,
  auth: AuthContext,
  refusal: { action: 'approval.pin-invalid' } | { action: 'approval.throttled'; minutes: number },
  kinds: readonly ApprovalKind[],
  context: ApprovedContext,
): Promise<void> {
  await writeAudit(db, auth.businessId, auth.employeeId, {
    action: refusal.action,
    subject: 'employee',
    subjectId: auth.employeeId,
    branchId: auth.branchId,
    before: null,
    after: {
      ...(await askedValues(db, auth, kinds, context)),
      ...(refusal.action === 'approval.throttled' ? { wait_minutes: refusal.minutes } : {}),
    },
  });
}
