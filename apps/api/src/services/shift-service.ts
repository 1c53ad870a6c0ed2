// Opening a shift on a cash vault, moving cash in and out of it, and closing it with a blind
// count into a Z report numbered without gaps per vault.
import { randomBytes } from 'node:crypto';
import {
  cashAmount,
  cashMovement,
  cashVariance,
  type DenominationCounts,
  type Fils,
  filsToAed,
  varianceNeedsApproval,
  varianceReason,
  VARIANCE_APPROVAL,
  isCashDrawer,
} from '@lamaa/domain';
import { and, eq, isNull, max } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { vaults } from '../db/schema/catalogue.js';
import { shiftEntries, shifts } from '../db/schema/shifts.js';
import { uniqueViolation } from '../db/unique-violation.js';
import { ApiError, invalidField, notFound } from '../http/api-error.js';
import type { AuthContext } from '../http/app-env.js';
import { auditShiftApproval, claimApproval } from './approval-gate.js';
import { auditShift } from './counter-audit.js';
import { lockOpenShift } from './shift-posting.js';
import { shiftReport } from './shift-report.js';
import { readShiftSettings } from './shift-settings-store.js';
import { findBusinessVault } from './vault-lookup.js';

/** A shift as the open-shift calls answer it. */
export function shiftSummary(shift: typeof shifts.$inferSelect, vaultTitle: string) {
  return {
    id: shift.id,
    vault_id: shift.vault_id,
    vault_title: vaultTitle,
    branch_id: shift.branch_id,
    opened_by: shift.opened_by,
    opened_at: shift.opened_at.toISOString(),
    float: filsToAed(shift.float_fils),
  };
}

/** What opening a shift takes: the vault and the float, as a total or by denomination. */
export interface OpenShiftBody {
  vault_id: number;
  float?: Fils | undefined;
  float_counts?: DenominationCounts | undefined;
}

/** Opens a shift; one per vault (409 `shift.already-open`), on a cash vault only. */
export async function openShift(db: Db, auth: AuthContext, body: OpenShiftBody, now = new Date()) {
  const float = cashAmount({ total: body.float, counts: body.float_counts });
  if (!float.ok) throw invalidField('float', float.code, float.params);
  try {
    return await db.transaction(async (tx) => {
      const vault = await findBusinessVault(tx, auth.businessId, body.vault_id, {
        use: 'pay',
        lock: true,
      });
      if (!isCashDrawer(vault.methods)) {
        throw invalidField('vault_id', 'shift.vault-not-cash', { vault_id: vault.id });
      }
      const open = await lockOpenShift(tx, auth.businessId, vault.id);
      if (open) throw new ApiError(409, 'shift.already-open', { params: { shift_id: open.id } });
      const [shift] = await tx
        .insert(shifts)
        .values({
          business_id: auth.businessId,
          branch_id: auth.branchId,
          vault_id: vault.id,
          opened_by: auth.employeeId,
          opened_at: now,
          float_fils: float.value,
          float_counts: body.float_counts ?? null,
        })
        .returning();
      if (!shift) throw new Error('The shift row was not written.');
      const values = { vault: vault.title, float: filsToAed(shift.float_fils) };
      await auditShift(tx, auth, 'shift.open', { id: shift.id, values });
      return shiftSummary(shift, vault.title);
    });
  } catch (error) {
    // Two opens at once: the partial unique index lets only one through.
    if (uniqueViolation(error, 'shifts_one_open_per_vault') !== undefined) {
      throw new ApiError(409, 'shift.already-open');
    }
    throw error;
  }
}

/** The open shifts of the business, for the counter. */
export async function listOpenShifts(db: Db, auth: AuthContext) {
  const rows = await db
    .select({ shift: shifts, title: vaults.title })
    .from(shifts)
    .innerJoin(vaults, eq(vaults.id, shifts.vault_id))
    .where(and(eq(shifts.business_id, auth.businessId), isNull(shifts.closed_at)))
    .orderBy(shifts.id);
  return rows.map((row) => shiftSummary(row.shift, row.title));
}

/** Locks a shift of the business; 404 when there is none, 409 `shift.closed` when closed. */
async function lockShift(tx: Db, auth: AuthContext, id: number) {
  const [shift] = await tx
    .select()
    .from(shifts)
    .where(and(eq(shifts.business_id, auth.businessId), eq(shifts.id, id)))
    .for('update');
  if (!shift) throw notFound('shift.not-found');
  if (shift.closed_at !== null) {
    throw new ApiError(409, 'shift.closed', { params: { z_number: shift.z_number ?? 0 } });
  }
  return shift;
}

/** The X report of an open shift, or the frozen Z report of a closed one. */
export async function readShiftReport(db: Db, auth: AuthContext, id: number, now = new Date()) {
  const [shift] = await db
    .select()
    .from(shifts)
    .where(and(eq(shifts.business_id, auth.businessId), eq(shifts.id, id)));
  if (!shift) throw notFound('shift.not-found');
  if (shift.report !== null) return shift.report;
  return (await shiftReport(db, shift, now)).report;
}

/** A cash in or out as the body gives it (the amount in fils once validated). */
export interface MovementBody {
  reason: string;
  amount: Fils;
  note?: string | undefined;
}

/** Records a bank drop, a float top-up or a petty expense on an open shift. */
export async function moveCash(
  db: Db,
  auth: AuthContext,
  id: number,
  body: MovementBody,
  now = new Date(),
) {
  const movement = cashMovement(body);
  if (!movement.ok) throw invalidField('amount', movement.code, movement.params);
  return db.transaction(async (tx) => {
    const shift = await lockShift(tx, auth, id);
    const [row] = await tx
      .insert(shiftEntries)
      .values({
        shift_id: shift.id,
        employee_id: auth.employeeId,
        kind: 'movement',
        reason: movement.value.reason,
        amount_fils: movement.value.amount,
        note: movement.value.note,
        created_at: now,
      })
      .returning();
    if (!row) throw new Error('The movement row was not written.');
    return {
      id: row.id,
      shift_id: shift.id,
      reason: movement.value.reason,
      amount: filsToAed(movement.value.amount),
      note: row.note,
      created_at: row.created_at.toISOString(),
    };
  });
}

/** The blind count a close carries (the total in fils once validated). */
export interface CloseShiftBody {
  counted: Fils;
  counted_counts?: DenominationCounts | undefined;
  reason?: string | undefined;
}

/**
 * Closes an open shift with the cashier's count: the variance against the expected cash; one
 * above the business's threshold needs a reason (422) and a manager's approval token (403
 * `approval.required`). The Z report gets the vault's next number and is frozen.
 */
export async function closeShift(
  db: Db,
  auth: AuthContext,
  id: number,
  body: CloseShiftBody,
  token: string | undefined,
  now = new Date(),
) {
  const counted = cashAmount({ total: body.counted, counts: body.counted_counts });
  if (!counted.ok) throw invalidField('counted', counted.code, counted.params);
  return db.transaction(async (tx) => {
    const shift = await lockShift(tx, auth, id);
    const figures = await shiftReport(tx, shift, now);
    const variance = cashVariance(counted.value, figures.expectedFils);
    const settings = await readShiftSettings(tx, auth.businessId);
    const needsApproval = varianceNeedsApproval(variance, settings.varianceThresholdFils);
    const reason = varianceReason(body.reason, needsApproval);
    if (!reason.ok) throw invalidField('reason', reason.code, reason.params);
    const approval = await claimApproval(
      tx,
      auth,
      token,
      needsApproval ? [...VARIANCE_APPROVAL] : [],
      (approved) => approved.shift_id === shift.id,
      now,
    );
    // The vault's row lock makes the next Z number safe from a close of the same vault.
    await findBusinessVault(tx, shift.business_id, shift.vault_id, { lock: true });
    const [last] = await tx
      .select({ z: max(shifts.z_number) })
      .from(shifts)
      .where(eq(shifts.vault_id, shift.vault_id));
    const closed = {
      z_number: (last?.z ?? 0) + 1,
      closed_by: auth.employeeId,
      closed_at: now,
      counted_fils: counted.value,
      counted_counts: body.counted_counts ?? null,
      expected_fils: figures.expectedFils,
      variance_fils: variance,
      variance_reason: reason.value,
      approved_by: approval?.approverId ?? null,
      report_token: randomBytes(18).toString('base64url'),
    };
    const { report } = await shiftReport(tx, { ...shift, ...closed }, now);
    await tx
      .update(shifts)
      .set({ ...closed, report })
      .where(eq(shifts.id, shift.id));
    if (approval !== null) {
      await auditShiftApproval(tx, auth, approval, {
        id: shift.id,
        zNumber: closed.z_number,
        varianceFils: variance,
        reason: closed.variance_reason,
      });
    }
    await auditShift(tx, auth, 'shift.close', {
      id: shift.id,
      values: {
        z_number: closed.z_number,
        expected: filsToAed(closed.expected_fils),
        counted: filsToAed(closed.counted_fils),
        variance: filsToAed(closed.variance_fils),
        reason: closed.variance_reason,
        approver_id: closed.approved_by,
      },
    });
    return report;
  });
}
