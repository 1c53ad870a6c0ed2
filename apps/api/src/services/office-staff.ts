// The staff as the office lists, hires and changes them. Each change is checked with the
// domain's `can` over the employee as they are and as they would be, and audited in its
// own transaction; deactivation ends the employee's sessions at once.
import { type Role, staffBranchProblem } from '@lamaa/domain';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { branches, employees } from '../db/schema/people.js';
import { uniqueViolation } from '../db/unique-violation.js';
import { ApiError, invalidField, notFound } from '../http/api-error.js';
import type { AuthContext } from '../http/app-env.js';
import { pinHolders } from './approval-pins.js';
import { type AuditChange, changedValues, writeAudit } from './audit-log.js';
import { branchReach, demand } from './office-scope.js';
import { endSessions, issuePasswordLink, requireActive } from './password-links.js';
import type { SessionCache } from './session-cache.js';

/** An employee as the office hires them. */
export interface NewEmployee {
  name: { en: string; ar: string };
  email: string;
  role: Role;
  branch_id: number | null;
}

/** A change to an employee: only the fields sent. */
export interface EmployeeChange {
  role?: Role | undefined;
  branch_id?: number | null | undefined;
  active?: boolean | undefined;
}

type EmployeeRow = typeof employees.$inferSelect;
type BranchRow = typeof branches.$inferSelect;

function employeeView(row: EmployeeRow, branch: BranchRow | null) {
  return {
    id: row.id,
    name: { en: row.name_en, ar: row.name_ar },
    email: row.email,
    role: row.role,
    branch_id: row.branch_id,
    branch: branch ? { id: branch.id, name: { en: branch.name_en, ar: branch.name_ar } } : null,
    active: row.is_active,
    has_password: row.password_hash !== null,
  };
}

/** The flat values the audit log keeps of an employee. */
const audited = (row: EmployeeRow) => ({
  name_en: row.name_en,
  name_ar: row.name_ar,
  email: row.email,
  role: row.role,
  branch_id: row.branch_id,
  active: row.is_active,
});

/**
 * The employees the reader may manage (the whole business, or their own branch), each with
 * whether they have an approval PIN.
 */
export async function listStaff(db: Db, auth: AuthContext) {
  const reach = branchReach(auth);
  const where: SQL[] = [eq(employees.business_id, auth.businessId)];
  if (reach !== undefined) where.push(eq(employees.branch_id, reach));
  const rows = await db
    .select({ employee: employees, branch: branches })
    .from(employees)
    .leftJoin(branches, eq(branches.id, employees.branch_id))
    .where(and(...where))
    .orderBy(asc(employees.name_en), asc(employees.id));
  const pins = await pinHolders(
    db,
    rows.map(({ employee }) => employee.id),
  );
  return rows.map(({ employee, branch }) => ({
    ...employeeView(employee, branch),
    has_pin: pins.has(employee.id),
  }));
}

/** The branch of the business, or 422 `branch.not-found` naming the field. */
async function branchOf(db: Db, businessId: number, id: number | null): Promise<BranchRow | null> {
  if (id === null) return null;
  const [branch] = await db
    .select()
    .from(branches)
    .where(and(eq(branches.business_id, businessId), eq(branches.id, id)));
  if (!branch) throw invalidField('branch_id', 'branch.not-found');
  return branch;
}

/** Checks that the role has the branch it needs. */
function checkBranch(role: Role, branchId: number | null): void {
  const problem = staffBranchProblem(role, branchId);
  if (problem) throw invalidField('branch_id', problem);
}

const emailTaken = () =>
  new ApiError(409, 'staff.email-taken', {
    errors: { email: ['This email already belongs to an employee.'] },
  });

/** Hires an employee without a password and answers them with their first set-password link. */
export async function hireEmployee(db: Db, auth: AuthContext, input: NewEmployee) {
  checkBranch(input.role, input.branch_id);
  demand(auth, 'staff.manage', input.branch_id, input.role);
  const branch = await branchOf(db, auth.businessId, input.branch_id);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(employees)
        .values({
          business_id: auth.businessId,
          branch_id: input.branch_id,
          name_en: input.name.en,
          name_ar: input.name.ar,
          email: input.email,
          password_hash: null,
          role: input.role,
        })
        .returning();
      if (!row) throw new Error('The employee row was not written.');
      await writeAudit(tx, auth.businessId, auth.employeeId, {
        action: 'employee.create',
        subject: 'employee',
        subjectId: row.id,
        branchId: row.branch_id,
        before: null,
        after: audited(row),
      });
      const link = await issuePasswordLink(tx, row.id);
      return { data: employeeView(row, branch), password_link: link };
    });
  } catch (error) {
    if (uniqueViolation(error, 'employees_email_unique') !== undefined) throw emailTaken();
    throw error;
  }
}

/** An employee of the business, locked for the change; 404 `staff.not-found` otherwise. */
async function lockedEmployee(tx: Db, auth: AuthContext, id: number): Promise<EmployeeRow> {
  const [row] = await tx
    .select()
    .from(employees)
    .where(and(eq(employees.business_id, auth.businessId), eq(employees.id, id)))
    .for('update');
  if (!row) throw notFound('staff.not-found');
  return row;
}

/** The audit action of a change: a change of state names it, anything else is an update. */
function actionOf(before: EmployeeRow, after: EmployeeRow): AuditChange['action'] {
  if (before.is_active === after.is_active) return 'employee.update';
  return after.is_active ? 'employee.reactivate' : 'employee.deactivate';
}

/**
 * Changes an employee's role, branch or state. The reader must be able to manage them as they
 * are and as they would be; nobody changes themselves. Deactivation ends their sessions.
 */
export async function changeEmployee(
  db: Db,
  auth: AuthContext,
  id: number,
  change: EmployeeChange,
  cache: SessionCache | undefined,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const current = await lockedEmployee(tx, auth, id);
    demand(auth, 'staff.manage', current.branch_id, current.role);
    const role = change.role ?? current.role;
    const branchId = change.branch_id === undefined ? current.branch_id : change.branch_id;
    const active = change.active ?? current.is_active;
    demand(auth, 'staff.manage', branchId, role);
    const differs =
      role !== current.role || branchId !== current.branch_id || active !== current.is_active;
    if (differs && current.id === auth.employeeId) {
      throw new ApiError(422, 'staff.self-change');
    }
    checkBranch(role, branchId);
    const branch = await branchOf(tx, auth.businessId, branchId);
    if (!differs) return employeeView(current, branch);
    const [row] = await tx
      .update(employees)
      .set({ role, branch_id: branchId, is_active: active, updated_at: now })
      .where(eq(employees.id, current.id))
      .returning();
    if (!row) throw notFound('staff.not-found');
    // A session carries the role and branch: a cached one must be read again, and a
    // deactivated employee's sessions end for good.
    if (!row.is_active) await endSessions(tx, row.id, now, cache);
    else cache?.forgetEmployee(row.id);
    const values = changedValues(audited(current), audited(row));
    if (values) {
      await writeAudit(tx, auth.businessId, auth.employeeId, {
        action: actionOf(current, row),
        subject: 'employee',
        subjectId: row.id,
        branchId: row.branch_id ?? current.branch_id,
        ...values,
      });
    }
    return employeeView(row, branch);
  });
}

/**
 * A new set-password link for an active employee the reader may manage; earlier ones die.
 * Answers the link and who it is for.
 */
export async function newPasswordLink(db: Db, auth: AuthContext, id: number) {
  return db.transaction(async (tx) => {
    const current = await lockedEmployee(tx, auth, id);
    demand(auth, 'staff.manage', current.branch_id, current.role);
    requireActive(current);
    const link = await issuePasswordLink(tx, current.id);
    await writeAudit(tx, auth.businessId, auth.employeeId, {
      action: 'employee.password-link',
      subject: 'employee',
      subjectId: current.id,
      branchId: current.branch_id,
      before: null,
      after: { expires_at: link.expires_at },
    });
    return { link, employee: employeeView(current, null) };
  });
}
