// Managing an entitlement after the sale, each change audited in its own transaction: freeze
// and unfreeze (the end moves later by exactly the frozen days), and transfer to another
// vehicle of the same customer with a reason and the approving manager in the audit row.
import {
  freezeEntitlement,
  type Failure,
  filsToAed,
  localDateTime,
  type PlanManageCode,
  transferProblem,
  unfreezeEntitlement,
} from '@lamaa/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { entitlements } from '../db/schema/plans.js';
import { cars } from '../db/schema/people.js';
import { ApiError, notFound } from '../http/api-error.js';
import type { AuthContext } from '../http/app-env.js';
import { writeAudit } from './audit-log.js';
import { entitlementState, entitlementView, type EntitlementRow } from './entitlement-store.js';

/** A refused change to an entitlement as the API answers it: 422 with the code and its values. */
export const refusePlanChange = (failure: Failure<PlanManageCode>) =>
  new ApiError(422, failure.code, failure.params === undefined ? {} : { params: failure.params });

/** Today on the signed-in employee's branch calendar. */
export const todayOf = (auth: AuthContext, now: Date) => localDateTime(now, auth.timeZone).date;

/** Locks an entitlement of the signed-in business until the transaction ends. */
export async function lockEntitlement(
  tx: Db,
  auth: AuthContext,
  id: number,
): Promise<EntitlementRow> {
  const [row] = await tx
    .select()
    .from(entitlements)
    .where(and(eq(entitlements.business_id, auth.businessId), eq(entitlements.id, id)))
    .for('update');
  if (!row) throw notFound('entitlement.not-found', { id });
  return row;
}

/** Freezes an entitlement from today: no redemption until it is unfrozen. */
export async function freezeHeld(db: Db, auth: AuthContext, id: number, now = new Date()) {
  const today = todayOf(auth, now);
  return db.transaction(async (tx) => {
    const row = await lockEntitlement(tx, auth, id);
    const result = freezeEntitlement(entitlementState(row), today);
    if (!result.ok) throw refusePlanChange(result);
    const [saved] = await tx
      .update(entitlements)
      .set({ frozen_on: result.value.frozenOn })
      .where(eq(entitlements.id, id))
      .returning();
    if (!saved) throw notFound('entitlement.not-found', { id });
    await writeAudit(tx, auth.businessId, auth.employeeId, {
      action: 'entitlement.freeze',
      subject: 'entitlement',
      subjectId: id,
      branchId: auth.branchId,
      before: { frozen_on: null, ends_on: row.ends_on },
      after: { frozen_on: saved.frozen_on, ends_on: saved.ends_on, car_id: row.car_id },
    });
    return entitlementView(saved, today);
  });
}

/** Unfreezes an entitlement: its end moves later by exactly the days it was frozen. */
export async function unfreezeHeld(db: Db, auth: AuthContext, id: number, now = new Date()) {
  const today = todayOf(auth, now);
  return db.transaction(async (tx) => {
    const row = await lockEntitlement(tx, auth, id);
    const result = unfreezeEntitlement(entitlementState(row), today);
    if (!result.ok) throw refusePlanChange(result);
    const [saved] = await tx
      .update(entitlements)
      .set({ frozen_on: null, ends_on: result.value.endsOn })
      .where(eq(entitlements.id, id))
      .returning();
    if (!saved) throw notFound('entitlement.not-found', { id });
    await writeAudit(tx, auth.businessId, auth.employeeId, {
      action: 'entitlement.unfreeze',
      subject: 'entitlement',
      subjectId: id,
      branchId: auth.branchId,
      before: { frozen_on: row.frozen_on, ends_on: row.ends_on },
      after: { frozen_on: null, ends_on: saved.ends_on, car_id: row.car_id },
    });
    return entitlementView(saved, today);
  });
}

/** A transfer asked for: the vehicle it moves to and why. */
export interface TransferInput {
  car_id: number;
  reason: string;
}

/**
 * Moves an entitlement, with its balance, limits and redemption history, to another vehicle of
 * the same customer, inside `tx` (the caller's transaction, where an approval may have been
 * spent). The audit row names the approving manager and the reason; the actor is the approver
 * (the signed-in manager in the office, the PIN's owner at the counter).
 */
export async function transferHeld(
  tx: Db,
  auth: AuthContext,
  id: number,
  input: TransferInput,
  approverId: number,
  now = new Date(),
) {
  const today = todayOf(auth, now);
  const row = await lockEntitlement(tx, auth, id);
  const [target] = await tx
    .select({ id: cars.id, user_id: cars.user_id })
    .from(cars)
    .where(and(eq(cars.business_id, auth.businessId), eq(cars.id, input.car_id)));
  if (!target) throw notFound('vehicle.not-found');
  const reason = input.reason.trim();
  const problem = transferProblem(entitlementState(row), {
    today,
    fromCarId: row.car_id,
    toCarId: target.id,
    fromCustomerId: row.customer_id,
    toCustomerId: target.user_id,
    reason,
  });
  if (problem) throw refusePlanChange(problem);
  const [saved] = await tx
    .update(entitlements)
    .set({ car_id: target.id })
    .where(eq(entitlements.id, id))
    .returning();
  if (!saved) throw notFound('entitlement.not-found', { id });
  await writeAudit(tx, auth.businessId, approverId, {
    action: 'entitlement.transfer',
    subject: 'entitlement',
    subjectId: id,
    branchId: auth.branchId,
    before: { car_id: row.car_id },
    after: {
      car_id: target.id,
      reason,
      approver_id: approverId,
      asked_by: auth.employeeId,
      uses_left: saved.uses_left,
      value_left: saved.value_left_fils === null ? null : filsToAed(saved.value_left_fils),
    },
  });
  return entitlementView(saved, today);
}
