// Writes audit rows inside the caller's transaction, and reads them back page by page (or
// all at once for the CSV export), scoped to what the reader may see.
import {
  addLocalDays,
  type AuditAction,
  type AuditSubject,
  type BranchTimeZone,
  branchTimeZone,
  DEFAULT_BRANCH_TIME_ZONE,
  localDateTime,
  localDayStart,
} from '@lamaa/domain';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.js';
import { approvalTokens } from '../db/schema/approvals.js';
import { auditLog, type AuditValues } from '../db/schema/audit.js';
import { branches, employees } from '../db/schema/people.js';
import type { AuthContext } from '../http/app-env.js';

/** One change to record: what it was made to, and the changed values before and after. */
export interface AuditChange {
  readonly action: AuditAction;
  readonly subject: AuditSubject;
  readonly subjectId: number;
  readonly branchId: number | null;
  readonly before: AuditValues | null;
  readonly after: AuditValues | null;
}

/** Writes one audit row for `actorId` in `tx`, the transaction making the change. */
export async function writeAudit(
  tx: Db,
  businessId: number,
  actorId: number,
  change: AuditChange,
): Promise<void> {
  await tx.insert(auditLog).values({
    business_id: businessId,
    branch_id: change.branchId,
    employee_id: actorId,
    action: change.action,
    subject_type: change.subject,
    subject_id: change.subjectId,
    before: change.before,
    after: change.after,
  });
}

/**
 * The values that differ between two versions of a row, each side holding only those, or
 * undefined when nothing changed.
 * @example changedValues({ a: 1, b: 2 }, { a: 1, b: 3 }) // { before: { b: 2 }, after: { b: 3 } }
 */
export function changedValues(
  before: AuditValues,
  after: AuditValues,
): { before: AuditValues; after: AuditValues } | undefined {
  const keys = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  if (keys.length === 0) return undefined;
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

/** The filters of the audit log; `branchId` is already narrowed to what the reader may see. */
export interface AuditFilter {
  readonly employeeId?: number | undefined;
  readonly action?: AuditAction | undefined;
  readonly branchId?: number | undefined;
  /** First and last day, YYYY-MM-DD in `timeZone`. */
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

function conditions(auth: AuthContext, filter: AuditFilter): SQL | undefined {
  const where: SQL[] = [eq(auditLog.business_id, auth.businessId)];
  if (filter.branchId !== undefined) where.push(eq(auditLog.branch_id, filter.branchId));
  if (filter.employeeId !== undefined) where.push(eq(auditLog.employee_id, filter.employeeId));
  if (filter.action !== undefined) where.push(eq(auditLog.action, filter.action));
  if (filter.from !== undefined)
    where.push(gte(auditLog.created_at, localDayStart(filter.from, auth.timeZone)));
  if (filter.to !== undefined)
    where.push(lt(auditLog.created_at, localDayStart(addLocalDays(filter.to, 1), auth.timeZone)));
  return and(...where);
}

const zoneOf = (zone: string | null | undefined, fallback: string): BranchTimeZone =>
  branchTimeZone(zone) ?? branchTimeZone(fallback) ?? DEFAULT_BRANCH_TIME_ZONE;

const actor = alias(employees, 'actor');

/** Whether an approval given was spent, expired unspent, or may still be spent at `now`. */
function approvalStatus(
  usedAt: Date | null,
  expiresAt: Date | null,
  now: Date,
): 'used' | 'unused' | 'open' {
  if (usedAt) return 'used';
  return expiresAt && expiresAt > now ? 'open' : 'unused';
}

/** Reads matching rows newest first, with who and which branch by name. */
async function readRows(
  db: Db,
  auth: AuthContext,
  filter: AuditFilter,
  limit: number,
  offset: number,
) {
  const rows = await db
    .select({
      row: auditLog,
      actor,
      branch: branches,
      approvalUsedAt: approvalTokens.used_at,
      approvalExpiresAt: approvalTokens.expires_at,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.employee_id))
    .leftJoin(branches, eq(branches.id, auditLog.branch_id))
    .leftJoin(
      approvalTokens,
      and(eq(auditLog.subject_type, 'approval'), eq(approvalTokens.id, auditLog.subject_id)),
    )
    .where(conditions(auth, filter))
    .orderBy(desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  const now = new Date();
  return rows.map(({ row, actor: who, branch, approvalUsedAt, approvalExpiresAt }) => {
    const timeZone = zoneOf(branch?.time_zone, auth.timeZone);
    const local = localDateTime(row.created_at, timeZone);
    return {
      id: row.id,
      at: row.created_at.toISOString(),
      local_time: `${local.date} ${local.time}`,
      time_zone: timeZone,
      employee: who ? { id: who.id, name: { en: who.name_en, ar: who.name_ar } } : null,
      branch: branch ? { id: branch.id, name: { en: branch.name_en, ar: branch.name_ar } } : null,
      action: row.action,
      subject: { type: row.subject_type, id: row.subject_id },
      before: row.before,
      after: row.after,
      ...(row.action === 'approval.issue'
        ? { approval_status: approvalStatus(approvalUsedAt, approvalExpiresAt, now) }
        : {}),
    };
  });
}

/** An audit row as the contract answers it. */
export type AuditEntry = Awaited<ReturnType<typeof readRows>>[number];

/** One page of the audit log, newest first, with the total for the page switch. */
export async function listAudit(
  db: Db,
  auth: AuthContext,
  filter: AuditFilter,
  page: number,
  perPage: number,
) {
  const [total] = await db.select({ n: count() }).from(auditLog).where(conditions(auth, filter));
  const matching = total?.n ?? 0;
  return {
    data: await readRows(db, auth, filter, perPage, (page - 1) * perPage),
    current_page: page,
    per_page: perPage,
    total: matching,
    last_page: Math.max(1, Math.ceil(matching / perPage)),
  };
}

/** The most rows one CSV export holds. */
export const AUDIT_CSV_MAX_ROWS = 10_000;

/** Every matching row (up to AUDIT_CSV_MAX_ROWS), newest first, for the CSV export. */
export function allAudit(db: Db, auth: AuthContext, filter: AuditFilter): Promise<AuditEntry[]> {
  return readRows(db, auth, filter, AUDIT_CSV_MAX_ROWS, 0);
}
