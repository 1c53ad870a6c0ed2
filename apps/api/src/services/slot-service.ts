// Bookable time slots of a branch: made for the next 7 days from the branch's schedule (the
// domain's `slotsOn`), grouped by date for the availability call, and booked with a
// conditional update so a slot never takes a booking past its capacity. Dates and hours are
// the branch's wall clock in its IANA time zone. When a schedule changes, the coming slots
// without bookings follow it; a slot with bookings keeps them, and takes no more once its
// capacity is at or below what it holds.
import {
  addLocalDays,
  DEFAULT_SLOT_SCHEDULES,
  type LocalDateTime,
  localDateTime,
  type LocationType,
  LOCATION_TYPES,
  type SlotSchedule,
  slotsOn,
} from '@lamaa/domain';
import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { timeSlots } from '../db/schema/catalogue.js';
import { slotScheduleDates, slotSchedules } from '../db/schema/opening-hours.js';
import { branches } from '../db/schema/people.js';
import { ApiError } from '../http/api-error.js';
import type { AuthContext } from '../http/app-env.js';

export type { LocationType } from '@lamaa/domain';

/** Days of availability offered, starting today. */
export const AVAILABILITY_DAYS = 7;

/** The branch whose slots the counter offers and books, and the zone its days are in. */
export interface SlotBranch {
  readonly businessId: number;
  readonly branchId: number;
  readonly timeZone: string;
}

/**
 * The date (YYYY-MM-DD) in `timeZone`, `offset` days from `now`.
 * @example localDate(new Date('2026-03-01T20:30:00Z'), 'Asia/Riyadh', 1) // '2026-03-02'
 */
export function localDate(now: Date, timeZone: string, offset = 0): string {
  return addLocalDays(localDateTime(now, timeZone).date, offset);
}

/**
 * Whether a slot has begun on the branch's wall clock (`localDateTime(now, timeZone)`): an
 * earlier day, or today at or after its start. Such a slot is neither offered nor booked.
 */
export function hasStarted(slot: { date: string; from: string }, clock: LocalDateTime): boolean {
  return slot.date < clock.date || (slot.date === clock.date && slot.from <= clock.time);
}

/**
 * The branch the signed-in employee sells in: their own, or (an owner of no one branch) the
 * business's first; null when the business has no branch.
 */
export async function slotBranch(db: Db, auth: AuthContext): Promise<SlotBranch | null> {
  if (auth.branchId !== null) {
    return { businessId: auth.businessId, branchId: auth.branchId, timeZone: auth.timeZone };
  }
  const [first] = await db
    .select({ id: branches.id, timeZone: branches.time_zone })
    .from(branches)
    .where(eq(branches.business_id, auth.businessId))
    .orderBy(asc(branches.id))
    .limit(1);
  return first
    ? { businessId: auth.businessId, branchId: first.id, timeZone: first.timeZone }
    : null;
}

/**
 * A branch's schedule for one location type, with its closed and special dates from `since`
 * on; the domain's default when the branch has saved none.
 */
export async function readSchedule(
  db: Db,
  branchId: number,
  type: LocationType,
  since: string,
): Promise<SlotSchedule & { readonly isSaved: boolean }> {
  const [saved] = await db
    .select()
    .from(slotSchedules)
    .where(and(eq(slotSchedules.branch_id, branchId), eq(slotSchedules.type, type)));
  const dates = await db
    .select()
    .from(slotScheduleDates)
    .where(
      and(
        eq(slotScheduleDates.branch_id, branchId),
        eq(slotScheduleDates.type, type),
        gte(slotScheduleDates.date, since),
      ),
    )
    .orderBy(asc(slotScheduleDates.date));
  const week = saved ?? DEFAULT_SLOT_SCHEDULES[type];
  return {
    weekly: week.weekly,
    slot_minutes: week.slot_minutes,
    capacity: week.capacity,
    closed_dates: dates.filter((row) => row.from === null).map((row) => row.date),
    special_hours: dates.flatMap((row) =>
      row.from !== null && row.to !== null ? [{ date: row.date, from: row.from, to: row.to }] : [],
    ),
    isSaved: saved !== undefined,
  };
}

/** The slot rows the schedule plans for the window's days (not yet inserted). */
function plannedRows(
  branch: SlotBranch,
  type: LocationType,
  schedule: SlotSchedule,
  days: string[],
) {
  return days.flatMap((date) =>
    slotsOn(schedule, date).map((slot) => ({
      business_id: branch.businessId,
      branch_id: branch.branchId,
      type,
      date,
      ...slot,
    })),
  );
}

/** The condition on one branch's slots of one type, narrowed by `more`. */
const slotsOf = (branch: SlotBranch, type: LocationType, ...more: SQL[]) =>
  and(eq(timeSlots.branch_id, branch.branchId), eq(timeSlots.type, type), ...more);

const windowDays = (today: string) =>
  Array.from({ length: AVAILABILITY_DAYS }, (_, day) => addLocalDays(today, day));

/**
 * Makes sure the next 7 days (from `today`, the branch's) of one type's slots exist
 * (idempotent): when the last day has none yet, the schedule's slots are added.
 */
async function ensureSlots(
  db: Db,
  branch: SlotBranch,
  type: LocationType,
  today: string,
  schedule: SlotSchedule,
): Promise<void> {
  const days = windowDays(today);
  const last = days.at(-1) ?? today;
  const [present] = await db
    .select({ id: timeSlots.id })
    .from(timeSlots)
    .where(slotsOf(branch, type, eq(timeSlots.date, last)))
    .limit(1);
  if (present) return;
  const rows = plannedRows(branch, type, schedule, days);
  if (rows.length > 0) await db.insert(timeSlots).values(rows).onConflictDoNothing();
}

/** Makes the next 7 days of both types' slots for a branch (the demo seed's start). */
export async function ensureBranchSlots(db: Db, branch: SlotBranch, now: Date): Promise<void> {
  const today = localDate(now, branch.timeZone);
  for (const type of LOCATION_TYPES) {
    await ensureSlots(
      db,
      branch,
      type,
      today,
      await readSchedule(db, branch.branchId, type, today),
    );
  }
}

/**
 * Brings a branch's slots from `today` on in line with a changed schedule, in the caller's
 * transaction: a slot whose start the schedule still has takes its end and capacity; one it
 * no longer has goes when nothing is booked in it and otherwise stays (hidden from the
 * counter, its bookings kept); the window's missing slots are added.
 */
export async function followSchedule(
  db: Db,
  branch: SlotBranch,
  type: LocationType,
  today: string,
  schedule: SlotSchedule,
): Promise<void> {
  const rows = await db
    .select()
    .from(timeSlots)
    .where(slotsOf(branch, type, gte(timeSlots.date, today)));
  const gone: number[] = [];
  for (const row of rows) {
    const planned = slotsOn(schedule, row.date).find((slot) => slot.from === row.from);
    if (!planned) gone.push(row.id);
    else if (planned.to !== row.to || planned.capacity !== row.capacity) {
      await db
        .update(timeSlots)
        .set({ to: planned.to, capacity: planned.capacity })
        .where(eq(timeSlots.id, row.id));
    }
  }
  // `booked = 0` is checked again as each row is deleted, so a booking made meanwhile stays.
  if (gone.length > 0)
    await db.delete(timeSlots).where(and(inArray(timeSlots.id, gone), eq(timeSlots.booked, 0)));
  const planned = plannedRows(branch, type, schedule, windowDays(today));
  if (planned.length > 0) await db.insert(timeSlots).values(planned).onConflictDoNothing();
}

/**
 * The branch's clock now and one type's schedule today, the window's slots made first (as the
 * counter reads or books them).
 */
async function slotsReady(db: Db, branch: SlotBranch, type: LocationType, now: Date) {
  const clock = localDateTime(now, branch.timeZone);
  const schedule = await readSchedule(db, branch.branchId, type, clock.date);
  await ensureSlots(db, branch, type, clock.date, schedule);
  return { clock, schedule };
}

/** The availability answer: days from today (the branch's) with their slots, each available or not. */
export async function availability(db: Db, branch: SlotBranch, type: LocationType, now: Date) {
  const { clock, schedule } = await slotsReady(db, branch, type, now);
  const rows = await db
    .select()
    .from(timeSlots)
    .where(
      slotsOf(
        branch,
        type,
        gte(timeSlots.date, clock.date),
        lte(timeSlots.date, addLocalDays(clock.date, AVAILABILITY_DAYS - 1)),
      ),
    )
    .orderBy(asc(timeSlots.date), asc(timeSlots.from));
  const days = new Map<string, { from: string; to: string; available: boolean }[]>();
  for (const row of rows) {
    if (!isOffered(schedule, row)) continue;
    const list = days.get(row.date) ?? [];
    const available = row.booked < row.capacity && !hasStarted(row, clock);
    list.push({ from: row.from, to: row.to, available });
    days.set(row.date, list);
  }
  return [...days.entries()].map(([date, slots]) => ({ date, slots }));
}

/** Whether the schedule still has a slot starting where the row does (a closed date has none). */
function isOffered(schedule: SlotSchedule, row: { date: string; from: string }): boolean {
  return slotsOn(schedule, row.date).some((slot) => slot.from === row.from);
}

/** Books one place in a slot inside the caller's transaction; 409 when full, 422 when there is no such slot. */
export async function bookSlot(
  db: Db,
  branch: SlotBranch,
  type: LocationType,
  date: string,
  from: string,
  now: Date,
): Promise<number> {
  const { clock, schedule } = await slotsReady(db, branch, type, now);
  const [slot] = await db
    .select({ id: timeSlots.id })
    .from(timeSlots)
    .where(slotsOf(branch, type, eq(timeSlots.date, date), eq(timeSlots.from, from)));
  if (!slot || !isOffered(schedule, { date, from }))
    throw new ApiError(422, 'slot.not-found', {
      errors: { booking_time: ['Please select a time slot'] },
    });
  if (hasStarted({ date, from }, clock)) {
    throw new ApiError(409, 'slot.started');
  }
  // The condition is re-checked under the row lock, so concurrent bookings cannot overfill.
  const [booked] = await db
    .update(timeSlots)
    .set({ booked: sql`${timeSlots.booked} + 1` })
    .where(and(eq(timeSlots.id, slot.id), sql`${timeSlots.booked} < ${timeSlots.capacity}`))
    .returning({ id: timeSlots.id });
  if (!booked) throw new ApiError(409, 'slot.full');
  return booked.id;
}

/** Gives a booked place back (when an order is deleted). */
export async function releaseSlot(db: Db, slotId: number): Promise<void> {
  await db
    .update(timeSlots)
    .set({ booked: sql`greatest(${timeSlots.booked} - 1, 0)` })
    .where(eq(timeSlots.id, slotId));
}
