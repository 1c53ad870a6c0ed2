// Approval PINs: a manager or the owner sets their own (hashed with argon2id like a password);
// whoever may manage them in the office can clear it. Both are audited.
import { approvalPinProblem } from '@lamaa/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { approvalPins } from '../db/schema/approvals.js';
import { employees } from '../db/schema/people.js';
import { invalidField, notFound } from '../http/api-error.js';
import type { AuthContext } from '../http/app-env.js';
import { writeAudit } from './audit-log.js';
import { hashPassword } from './auth-service.js';
import { demand } from './office-scope.js';

/** Sets (or replaces) the signed-in approver's own PIN. */
export async function setOwnPin(db: Db, auth: AuthContext, pin: string, now = new Date()) {
  const problem = approvalPinProblem(pin);
  if (problem) throw invalidField('pin', problem);
  const pinHash = await hashPassword(pin);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: approvalPins.employee_id })
      .from(approvalPins)
      .where(eq(approvalPins.employee_id, auth.employeeId))
      .for('update');
    await tx
      .insert(approvalPins)
      .values({ employee_id: auth.employeeId, pin_hash: pinHash, set_at: now })
      .onConflictDoUpdate({
        target: approvalPins.employee_id,
        set: { pin_hash: pinHash, set_at: now },
      });
    await writeAudit(tx, auth.businessId, auth.employeeId, {
      action: 'employee.pin-set',
      subject: 'employee',
      subjectId: auth.employeeId,
      branchId: auth.branchId,
      before: { has_pin: before !== undefined },
      after: { has_pin: true },
    });
  });
  return { has_pin: true };
}

/** Clears an employee's PIN for someone who may manage them; answers whether one was set. */
export async function clearPin(db: Db, auth: AuthContext, employeeId: number) {
  return db.transaction(async (tx) => {
    const [employee] = await tx
      .select()
      .from(employees)
      .where(and(eq(employees.business_id, auth.businessId), eq(employees.id, employeeId)));
    if (!employee) throw notFound('staff.not-found');
    if (employee.id !== auth.employeeId) {
      demand(auth, 'staff.manage', employee.branch_id, employee.role);
    }
    const removed = await tx
      .delete(approvalPins)
      .where(eq(approvalPins.employee_id, employee.id))
      .returning({ id: approvalPins.employee_id });
    if (removed.length > 0) {
      await writeAudit(tx, auth.businessId, auth.employeeId, {
        action: 'employee.pin-clear',
        subject: 'employee',
        subjectId: employee.id,
        branchId: employee.branch_id,
        before: { has_pin: true },
        after: { has_pin: false },
      });
    }
    return { has_pin: false };
  });
}

/** Which of the employees have a PIN. */
export async function pinHolders(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: approvalPins.employee_id })
    .from(approvalPins)
    .where(inArray(approvalPins.employee_id, [...ids]));
  return new Set(rows.map((row) => row.id));
}
