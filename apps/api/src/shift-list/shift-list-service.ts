// The office's list of shifts: every shift of the business whose days meet a period (each day
// read in the shift's branch time zone), open ones too, with who opened and closed it, the
// float, the expected and counted cash, the variance against today's threshold and the link
// to its Z report.
import {
  addLocalDays,
  type BranchTimeZone,
  branchTimeZone,
  DEFAULT_BRANCH_TIME_ZONE,
  filsToAed,
  localDateTime,
  varianceNeedsApproval,
} from '@lamaa/domain';
import { and, desc, eq, gte, isNull, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.js';
import { vaults } from '../db/schema/catalogue.js';
import { branches, employees } from '../db/schema/people.js';
import { shifts } from '../db/schema/shifts.js';
import type { AuthContext } from '../http/app-env.js';
import { expectedCash, zReportUrl } from '../services/shift-report.js';
import { readShiftSettings } from '../services/shift-settings-store.js';

/** The most shifts one list (or CSV file) holds. */
export const SHIFT_LIST_MAX_ROWS = 1_000;

/** What the list is narrowed to; `branchId` already to what the reader may see. */
export interface ShiftListFilter {
  /** First and last day, YYYY-MM-DD, in each shift's branch time zone. */
  readonly from: string;
  readonly to: string;
  readonly branchId?: number | undefined;
  readonly vaultId?: number | undefined;
}

const zoneOf = (zone: string | null | undefined): BranchTimeZone =>
  branchTimeZone(zone) ?? DEFAULT_BRANCH_TIME_ZONE;

const opener = alias(employees, 'opener');
const closer = alias(employees, 'closer');
const approver = alias(employees, 'approver');

type Person = typeof employees.$inferSelect | null;
const person = (who: Person) =>
  who ? { id: who.id, name: who.name_en, name_ar: who.name_ar } : null;

/**
 * The shifts the period may hold, a day wider on each side than any Gulf zone needs (UTC+3
 * and +4 keep no daylight saving); the exact local days are checked row by row after.
 */
function conditions(auth: AuthContext, filter: ShiftListFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [
    eq(shifts.business_id, auth.businessId),
    lt(shifts.opened_at, new Date(`${addLocalDays(filter.to, 2)}T00:00:00Z`)),
    or(
      isNull(shifts.closed_at),
      gte(shifts.closed_at, new Date(`${addLocalDays(filter.from, -1)}T00:00:00Z`)),
    ),
  ];
  if (filter.branchId !== undefined) where.push(eq(shifts.branch_id, filter.branchId));
  if (filter.vaultId !== undefined) where.push(eq(shifts.vault_id, filter.vaultId));
  return and(...where);
}

/** The shifts of the period, newest first, and the business's threshold. */
export async function listShifts(db: Db, auth: AuthContext, filter: ShiftListFilter) {
  const settings = await readShiftSettings(db, auth.businessId);
  const rows = await db
    .select({
      shift: shifts,
      vault: vaults.title,
      vaultAr: vaults.title_ar,
      branch: branches,
      opener,
      closer,
      approver,
    })
    .from(shifts)
    .innerJoin(vaults, eq(vaults.id, shifts.vault_id))
    .leftJoin(branches, eq(branches.id, shifts.branch_id))
    .leftJoin(opener, eq(opener.id, shifts.opened_by))
    .leftJoin(closer, eq(closer.id, shifts.closed_by))
    .leftJoin(approver, eq(approver.id, shifts.approved_by))
    .where(conditions(auth, filter))
    .orderBy(desc(shifts.opened_at), desc(shifts.id));
  const listed = [];
  for (const row of rows) {
    const { shift, branch } = row;
    const timeZone = zoneOf(branch?.time_zone);
    const opened = localDateTime(shift.opened_at, timeZone);
    const closed = shift.closed_at === null ? null : localDateTime(shift.closed_at, timeZone);
    if (opened.date > filter.to || (closed !== null && closed.date < filter.from)) continue;
    const expected = shift.expected_fils ?? (await expectedCash(db, shift));
    listed.push({
      id: shift.id,
      status: closed === null ? ('open' as const) : ('closed' as const),
      z_number: shift.z_number,
      branch: branch ? { id: branch.id, name: branch.name_en, name_ar: branch.name_ar } : null,
      vault: { id: shift.vault_id, title: row.vault, title_ar: row.vaultAr || row.vault },
      time_zone: timeZone,
      opened_by: person(row.opener),
      opened_at: shift.opened_at.toISOString(),
      opened_local: `${opened.date} ${opened.time}`,
      closed_by: person(row.closer),
      closed_at: shift.closed_at?.toISOString() ?? null,
      closed_local: closed === null ? null : `${closed.date} ${closed.time}`,
      float: filsToAed(shift.float_fils),
      expected: filsToAed(expected),
      counted: shift.counted_fils === null ? null : filsToAed(shift.counted_fils),
      variance: shift.variance_fils === null ? null : filsToAed(shift.variance_fils),
      variance_reason: shift.variance_reason,
      over_threshold:
        shift.variance_fils !== null &&
        varianceNeedsApproval(shift.variance_fils, settings.varianceThresholdFils),
      approved_by: person(row.approver),
      report_url: shift.report_token === null ? null : zReportUrl(shift.report_token),
    });
    if (listed.length === SHIFT_LIST_MAX_ROWS) break;
  }
  return {
    from: filter.from,
    to: filter.to,
    variance_threshold: filsToAed(settings.varianceThresholdFils),
    shifts: listed,
  };
}

/** The list as the contract answers it. */
export type ShiftList = Awaited<ReturnType<typeof listShifts>>;
