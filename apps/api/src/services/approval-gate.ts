// The guarded calls' side of an approval: a call the rules say needs a manager claims the
// approval token it carries (in the `Approval-Token` header) inside its own transaction, so a
// call that fails leaves the token unspent, and writes the approval to the audit log beside
// the change it allowed.
import { type ApprovalKind, coversApprovals, filsToAed } from '@lamaa/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { approvalTokens, type ApprovedContext } from '../db/schema/approvals.js';
import { employees } from '../db/schema/people.js';
import { ApiError } from '../http/api-error.js';
import type { AuthContext } from '../http/app-env.js';
import { writeAudit } from './audit-log.js';
import { hashToken } from './session-tokens.js';

/** The header a guarded call carries its approval token in. */
export const APPROVAL_HEADER = 'approval-token';

/** An approval a guarded call has spent. */
export interface ClaimedApproval {
  readonly approverId: number;
  readonly kinds: readonly ApprovalKind[];
  readonly context: ApprovedContext;
}

const refuse = (code: 'approval.required' | 'approval.token-invalid', needed: ApprovalKind[]) =>
  new ApiError(403, code, { params: { actions: needed.join(',') } });

/**
 * Spends the token for a call that needs `needed` (nothing when it needs nothing): 403
 * `approval.required` without a token, `approval.token-invalid` for one that is unknown,
 * spent, expired, another employee's, or given for something else (`fits` says whether the
 * approved context covers this call). Call inside the guarded change's transaction.
 */
export async function claimApproval(
  tx: Db,
  auth: AuthContext,
  token: string | undefined,
  needed: ApprovalKind[],
  fits: (approved: ApprovedContext) => boolean,
  now = new Date(),
): Promise<ClaimedApproval | null> {
  if (needed.length === 0) return null;
  if (token === undefined || token === '') throw refuse('approval.required', needed);
  const [row] = await tx
    .update(approvalTokens)
    .set({ used_at: now })
    .where(
      and(
        eq(approvalTokens.token_hash, hashToken(token)),
        eq(approvalTokens.business_id, auth.businessId),
        eq(approvalTokens.cashier_id, auth.employeeId),
        isNull(approvalTokens.used_at),
        gt(approvalTokens.expires_at, now),
      ),
    )
    .returning();
  if (!row || !coversApprovals(row.kinds, needed) || !fits(row.context)) {
    throw refuse('approval.token-invalid', needed);
  }
  return { approverId: row.approver_id, kinds: needed, context: row.context };
}

const aed = (fils: number | undefined) => (fils === undefined ? null : filsToAed(fils));

/** The signed-in cashier's English name, as approval rows name them. */
export async function cashierName(tx: Db, auth: AuthContext): Promise<string | null> {
  const [cashier] = await tx
    .select({ name_en: employees.name_en })
    .from(employees)
    .where(eq(employees.id, auth.employeeId));
  return cashier?.name_en ?? null;
}

/** Writes the approval to the audit log: the approver, the cashier, the order and what. */
export async function auditApproval(
  tx: Db,
  auth: AuthContext,
  approval: ClaimedApproval,
  order: { id: number; number: string },
): Promise<void> {
  const lowered = approval.context.lowered ?? [];
  await writeAudit(tx, auth.businessId, approval.approverId, {
    action: 'approval.grant',
    subject: 'order',
    subjectId: order.id,
    branchId: auth.branchId,
    before: null,
    after: {
      approved: approval.kinds.join(', '),
      cashier_id: auth.employeeId,
      cashier: await cashierName(tx, auth),
      order_number: order.number,
      ...(approval.kinds.includes('large-discount')
        ? {
            discount: aed(approval.context.discount_fils),
            subtotal: aed(approval.context.subtotal_fils),
          }
        : {}),
      ...(approval.kinds.includes('lowered-price')
        ? {
            lowered_prices: lowered
              .map((line) => `${aed(line.list_fils)} → ${aed(line.set_fils)}`)
              .join(', '),
          }
        : {}),
    },
  });
}

/**
 * Writes the approval of a shift's variance to the audit log: the approver, the cashier, the
 * shift's Z number, the variance and the reason given for it.
 */
export async function auditShiftApproval(
  tx: Db,
  auth: AuthContext,
  approval: ClaimedApproval,
  shift: { id: number; zNumber: number; varianceFils: number; reason: string | null },
): Promise<void> {
  await writeAudit(tx, auth.businessId, approval.approverId, {
    action: 'approval.grant',
    subject: 'shift',
    subjectId: shift.id,
    branchId: auth.branchId,
    before: null,
    after: {
      approved: approval.kinds.join(', '),
      cashier_id: auth.employeeId,
      cashier: await cashierName(tx, auth),
      z_number: shift.zNumber,
      variance: filsToAed(shift.varianceFils),
      reason: shift.reason,
    },
  });
}
