// POST /pos/approvals: a manager of the cashier's branch, or the owner, types their PIN at the
// counter and the cashier gets a short-lived token for what it approves. PIN guesses are
// counted like sign-ins: a handful per quarter hour for the asking employee, with a growing
// pause, and a wider limit for the whole branch.
import { type ApprovalKind, can, roleRank } from '@lamaa/domain';
import { verify } from '@node-rs/argon2';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { approvalPins, approvalTokens, type ApprovedContext } from '../db/schema/approvals.js';
import { orders } from '../db/schema/orders.js';
import { employees } from '../db/schema/people.js';
import { ApiError, notFound } from '../http/api-error.js';
import type { AuthContext } from '../http/app-env.js';
import { shifts } from '../db/schema/shifts.js';
import { entitlements } from '../db/schema/plans.js';
import type { CartBody } from './cart-input.js';
import { redeemContextOf } from './plan-redemption.js';
import { priceServerCart } from './cart-service.js';
import {
  clearFailures,
  countAttempt,
  forgiveAttempt,
  type LimitKey,
  lockedFor,
  markFailed,
  windowLeft,
} from './login-limiter.js';
import { saleContext } from './approval-sale.js';
import { auditApprovalIssued, auditApprovalRefused } from './approval-audit.js';
import { hashToken, newToken } from './session-tokens.js';

/** How long an approval token works: long enough for the counter to repeat its call. */
export const APPROVAL_TOKEN_LIFETIME_MS = 2 * 60 * 1000;

/** Wrong PINs an asking employee, and a whole branch, may type in one window. */
export const PIN_LIMITS = { employee: 5, branch: 20 } as const;

/** What the counter asks a manager to approve. */
export interface ApprovalRequest {
  pin: string;
  actions: ApprovalKind[];
  order_id?: number | undefined;
  cart?: CartBody | undefined;
  shift_id?: number | undefined;
  entitlement_id?: number | undefined;
}

/** The keys a PIN attempt is counted under: the asking employee's (pauses) and the branch's. */
export function pinKeys(auth: AuthContext): LimitKey[] {
  return [
    { key: `approval-pin:employee:${auth.employeeId}`, limit: PIN_LIMITS.employee, pauses: true },
    { key: `approval-pin:branch:${auth.branchId ?? 0}`, limit: PIN_LIMITS.branch, pauses: false },
  ];
}

function tooMany(ms: number): ApiError {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return new ApiError(429, 'approval.too-many-attempts', {
    params: { minutes },
    headers: { 'Retry-After': String(Math.ceil(ms / 1000)) },
  });
}

/** Counts the attempt under every key, refusing (and giving back what it counted) past a limit. */
async function countPinAttempt(db: Db, keys: readonly LimitKey[], now: Date): Promise<void> {
  let wait = 0;
  for (const key of keys) wait = Math.max(wait, await lockedFor(db, key, now));
  if (wait > 0) throw tooMany(wait);
  for (const [index, key] of keys.entries()) {
    const attempt = await countAttempt(db, key.key, now);
    if (attempt.count > key.limit) {
      for (const earlier of keys.slice(0, index)) await forgiveAttempt(db, earlier.key);
      throw tooMany(windowLeft(attempt.windowStartedAt, now));
    }
  }
}

/** The active employee whose PIN this is and who may approve in the cashier's branch. */
async function findApprover(db: Db, auth: AuthContext, pin: string) {
  const rows = await db
    .select({ employee: employees, pinHash: approvalPins.pin_hash })
    .from(approvalPins)
    .innerJoin(employees, eq(employees.id, approvalPins.employee_id))
    .where(and(eq(employees.business_id, auth.businessId), eq(employees.is_active, true)));
  const branchId = auth.branchId ?? 0;
  // The branch's own managers are tried before the owners, so a PIN two of them share names
  // the manager at the counter.
  const managersFirst = [...rows].sort(
    (a, b) =>
      roleRank(b.employee.role) - roleRank(a.employee.role) || a.employee.id - b.employee.id,
  );
  for (const row of managersFirst) {
    const actor = { role: row.employee.role, branchId: row.employee.branch_id };
    if (!can(actor, 'approval.grant', { branchId })) continue;
    if (await verify(row.pinHash, pin).catch(() => false)) return row.employee;
  }
  return undefined;
}

const missing = (field: string, what: string) =>
  new ApiError(422, 'validation.failed', {
    errors: { [field]: [`This approval needs ${what} it is for.`] },
    fieldCodes: { [field]: { code: 'field.required' } },
  });

/** What the approval is for, checked against the business's rows. */
async function approvedContext(
  db: Db,
  auth: AuthContext,
  request: ApprovalRequest,
): Promise<ApprovedContext> {
  let context: ApprovedContext = {};
  if (request.actions.includes('order-delete') || request.actions.includes('refund')) {
    if (request.order_id === undefined) throw missing('order_id', 'the order');
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.business_id, auth.businessId),
          eq(orders.id, request.order_id),
          isNull(orders.deleted_at),
        ),
      );
    if (!order) throw notFound('order.not-found');
    context = { order_id: order.id };
  }
  if (request.actions.includes('large-discount') || request.actions.includes('lowered-price')) {
    if (request.cart === undefined) throw missing('cart', 'the cart');
    const cart = await priceServerCart(
      db,
      auth.businessId,
      request.cart,
      redeemContextOf(auth, new Date(), false),
    );
    context = { ...context, ...saleContext(request.cart, cart) };
  }
  if (request.actions.includes('shift-variance')) {
    if (request.shift_id === undefined) throw missing('shift_id', 'the shift');
    const [shift] = await db
      .select({ id: shifts.id })
      .from(shifts)
      .where(and(eq(shifts.business_id, auth.businessId), eq(shifts.id, request.shift_id)));
    if (!shift) throw notFound('shift.not-found');
    context = { ...context, shift_id: shift.id };
  }
  if (request.actions.includes('plan-transfer')) {
    if (request.entitlement_id === undefined) throw missing('entitlement_id', 'the plan');
    const [held] = await db
      .select({ id: entitlements.id })
      .from(entitlements)
      .where(
        and(
          eq(entitlements.business_id, auth.businessId),
          eq(entitlements.id, request.entitlement_id),
        ),
      );
    if (!held) throw notFound('entitlement.not-found', { id: request.entitlement_id });
    context = { ...context, entitlement_id: held.id };
  }
  return context;
}

/** Checks the PIN and gives the asking employee a single-use token for what it approves. */
export async function grantApproval(
  db: Db,
  auth: AuthContext,
  request: ApprovalRequest,
  now = new Date(),
) {
  const context = await approvedContext(db, auth, request);
  const keys = pinKeys(auth);
  await countPinAttempt(db, keys, now).catch(async (error: unknown) => {
    if (error instanceof ApiError && error.code === 'approval.too-many-attempts') {
      const minutes = Number(error.params?.['minutes'] ?? 0);
      const refusal = { action: 'approval.throttled', minutes } as const;
      await auditApprovalRefused(db, auth, refusal, request.actions, context);
    }
    throw error;
  });
  const approver = await findApprover(db, auth, request.pin);
  if (!approver) {
    for (const key of keys) if (key.pauses) await markFailed(db, key.key, now);
    const refusal = { action: 'approval.pin-invalid' } as const;
    await auditApprovalRefused(db, auth, refusal, request.actions, context);
    throw new ApiError(422, 'approval.pin-invalid', {
      errors: { pin: ['This PIN is not the PIN of a manager of this branch or the owner.'] },
    });
  }
  const [own, ...shared] = keys;
  if (own) await clearFailures(db, own.key);
  for (const key of shared) await forgiveAttempt(db, key.key);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + APPROVAL_TOKEN_LIFETIME_MS);
  // The token and its audit row are one change: neither is kept without the other.
  await db.transaction(async (tx) => {
    const [issued] = await tx
      .insert(approvalTokens)
      .values({
        token_hash: hashToken(token),
        business_id: auth.businessId,
        branch_id: auth.branchId,
        approver_id: approver.id,
        cashier_id: auth.employeeId,
        kinds: request.actions,
        context,
        expires_at: expiresAt,
        created_at: now,
      })
      .returning({ id: approvalTokens.id });
    if (!issued) throw new Error('The approval token was not stored.');
    await auditApprovalIssued(tx, auth, approver.id, issued.id, request.actions, context);
  });
  return {
    token,
    expires_at: expiresAt.toISOString(),
    actions: request.actions,
    approver: { id: approver.id, name: { en: approver.name_en, ar: approver.name_ar } },
  };
}
