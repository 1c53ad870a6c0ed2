// A branch's opening hours per location type as the office reads and saves them: the week,
// the slot length and capacity, closed dates and special hours from the branch's today on.
// A save is audited and the coming slots follow it at once (slot-service's followSchedule).
import { type LocationType, scheduleProblems, type SlotSchedule } from '@lamaa/domain';
import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { slotScheduleDates, slotSchedules } from '../db/schema/opening-hours.js';
import { branches } from '../db/schema/people.js';
import { notFound } from '../http/api-error.js';
import type { AuthContext } from '../http/app-env.js';
import { refuseProblems } from '../http/problems-error.js';
import { changedValues, writeAudit } from './audit-log.js';
import { demand } from './office-scope.js';
import { followSchedule, localDate, readSchedule, type SlotBranch } from './slot-service.js';

/** A schedule as the office sends it. */
export interface OpeningHoursInput extends SlotSchedule {
  readonly branch_id: number;
  readonly type: LocationType;
}

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** The flat values the audit log compares: one per weekday, the slot, and the dates. */
function audited(schedule: SlotSchedule) {
  const days = Object.fromEntries(
    WEEKDAYS.map((day, index) => {
      const hours = schedule.weekly[index];
      return [day, hours ? `${hours.from}-${hours.to}` : 'closed'];
    }),
  );
  return {
    ...days,
    slot_minutes: schedule.slot_minutes,
    capacity: schedule.capacity,
    closed_dates: [...schedule.closed_dates].sort().join(', '),
    special_hours: [...schedule.special_hours]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((entry) => `${entry.date} ${entry.from}-${entry.to}`)
      .join(', '),
  };
}

/** The branch of the business, when the reader may manage its hours; 403 or 404 otherwise. */
async function reachableBranch(db: Db, auth: AuthContext, branchId: number): Promise<SlotBranch> {
  demand(auth, 'opening-hours.manage', branchId);
  const [row] = await db
    .select({ id: branches.id, timeZone: branches.time_zone })
    .from(branches)
    .where(and(eq(branches.business_id, auth.businessId), eq(branches.id, branchId)));
  if (!row) throw notFound('branch.not-found');
  return { businessId: auth.businessId, branchId: row.id, timeZone: row.timeZone };
}

/** The answer: the schedule with its branch, type, zone and the branch's today. */
function answer(branch: SlotBranch, type: LocationType, today: string, schedule: SlotSchedule) {
  return {
    branch_id: branch.branchId,
    type,
    time_zone: branch.timeZone,
    today,
    weekly: schedule.weekly,
    slot_minutes: schedule.slot_minutes,
    capacity: schedule.capacity,
    closed_dates: schedule.closed_dates,
    special_hours: schedule.special_hours,
  };
}

/** A branch's opening hours for one type, dates from its today on. */
export async function getOpeningHours(
  db: Db,
  auth: AuthContext,
  branchId: number,
  type: LocationType,
  now: Date,
) {
  const branch = await reachableBranch(db, auth, branchId);
  const today = localDate(now, branch.timeZone);
  return answer(branch, type, today, await readSchedule(db, branchId, type, today));
}

/**
 * Saves a branch's opening hours for one type (the domain's `scheduleProblems` refuses with
 * 422, each field its code), replaces its dates from today on, audits what changed and brings
 * the coming slots in line, all in one transaction.
 */
export async function saveOpeningHours(
  db: Db,
  auth: AuthContext,
  input: OpeningHoursInput,
  now: Date,
) {
  const branch = await reachableBranch(db, auth, input.branch_id);
  const today = localDate(now, branch.timeZone);
  const problems = scheduleProblems(input, today);
  refuseProblems(Object.fromEntries(problems.map((p) => [p.field, p.code])));
  const { type } = input;
  const where = and(
    eq(slotScheduleDates.branch_id, branch.branchId),
    eq(slotScheduleDates.type, type),
  );
  return db.transaction(async (tx) => {
    const before = await readSchedule(tx, branch.branchId, type, today);
    const week = {
      weekly: [...input.weekly],
      slot_minutes: input.slot_minutes,
      capacity: input.capacity,
    };
    const [saved] = await tx
      .insert(slotSchedules)
      .values({ business_id: auth.businessId, branch_id: branch.branchId, type, ...week })
      .onConflictDoUpdate({
        target: [slotSchedules.branch_id, slotSchedules.type],
        set: { ...week, updated_at: now },
      })
      .returning({ id: slotSchedules.id });
    await tx.delete(slotScheduleDates).where(and(where, gte(slotScheduleDates.date, today)));
    const dates = [
      ...input.closed_dates.map((date) => ({ date, from: null, to: null })),
      ...input.special_hours.map(({ date, from, to }) => ({ date, from, to })),
    ];
    if (dates.length > 0) {
      await tx.insert(slotScheduleDates).values(
        dates.map((entry) => ({
          business_id: auth.businessId,
          branch_id: branch.branchId,
          type,
          ...entry,
        })),
      );
    }
    const after = await readSchedule(tx, branch.branchId, type, today);
    await followSchedule(tx, branch, type, today, after);
    const change = changedValues(audited(before), audited(after));
    if (change) {
      await writeAudit(tx, auth.businessId, auth.employeeId, {
        action: 'opening-hours.update',
        subject: 'opening-hours',
        subjectId: saved?.id ?? 0,
        branchId: branch.branchId,
        ...change,
      });
    }
    return answer(branch, type, today, after);
  });
}
