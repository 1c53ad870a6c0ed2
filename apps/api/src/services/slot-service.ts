// Bookable time slots: kept for the next 7 days (created on demand from the business's
// opening hours), grouped by date for the availability call, and booked with a conditional
// update so a slot never holds more bookings than its capacity. Dates and hours are the
// branch's wall clock in its IANA time zone.
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { timeSlots } from '../db/schema/catalogue.js';
import { ApiError } from '../http/api-error.js';
import { addDays, type LocalDateTime, localDateTime } from './local-date-time.js';

/** Where the service happens. */
export type LocationType = 'in_shop' | 'remote';

/** Days of availability offered, starting today. */
export const AVAILABILITY_DAYS = 7;

/** Opening hours per location type: slot starts (hour of day), slot length and capacity. */
export const SLOT_PLAN: Record<
  LocationType,
  { starts: number[]; hours: number; capacity: number }
> = {
  in_shop: { starts: [9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20], hours: 1, capacity: 3 },
  remote: { starts: [10, 12, 14, 16], hours: 2, capacity: 2 },
};

const hhmm = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * The date (YYYY-MM-DD) in `timeZone`, `offset` days from `now`.
 * @example localDate(new Date('2026-03-01T20:30:00Z'), 'Asia/Riyadh', 1) // '2026-03-02'
 */
export function localDate(now: Date, timeZone: string, offset = 0): string {
  return addDays(localDateTime(now, timeZone).date, offset);
}

/**
 * Whether a slot has begun on the branch's wall clock (`localDateTime(now, timeZone)`): an
 * earlier day, or today at or after its start. Such a slot is neither offered nor booked.
 */
export function hasStarted(slot: { date: string; from: string }, clock: LocalDateTime): boolean {
  return slot.date < clock.date || (slot.date === clock.date && slot.from <= clock.time);
}

/** The slot rows of one day and type for a business (not yet inserted). */
export function plannedSlots(businessId: number, type: LocationType, date: string) {
  const plan = SLOT_PLAN[type];
  return plan.starts.map((hour) => ({
    business_id: businessId,
    type,
    date,
    from: hhmm(hour),
    to: hhmm(hour + plan.hours),
    capacity: plan.capacity,
  }));
}

/** Makes sure the next 7 days (in `timeZone`) of slots exist for the business (idempotent). */
export async function ensureSlots(
  db: Db,
  businessId: number,
  now: Date,
  timeZone: string,
): Promise<void> {
  const last = localDate(now, timeZone, AVAILABILITY_DAYS - 1);
  const [present] = await db
    .select({ id: timeSlots.id })
    .from(timeSlots)
    .where(and(eq(timeSlots.business_id, businessId), eq(timeSlots.date, last)))
    .limit(1);
  if (present) return;
  const rows = [];
  for (let day = 0; day < AVAILABILITY_DAYS; day += 1) {
    for (const type of ['in_shop', 'remote'] as const)
      rows.push(...plannedSlots(businessId, type, localDate(now, timeZone, day)));
  }
  await db.insert(timeSlots).values(rows).onConflictDoNothing();
}

/** The availability answer: days from today (in `timeZone`) with their slots, each available or not. */
export async function availability(
  db: Db,
  businessId: number,
  type: LocationType,
  now: Date,
  timeZone: string,
) {
  await ensureSlots(db, businessId, now, timeZone);
  const clock = localDateTime(now, timeZone);
  const rows = await db
    .select()
    .from(timeSlots)
    .where(
      and(
        eq(timeSlots.business_id, businessId),
        eq(timeSlots.type, type),
        gte(timeSlots.date, clock.date),
        lte(timeSlots.date, addDays(clock.date, AVAILABILITY_DAYS - 1)),
      ),
    )
    .orderBy(asc(timeSlots.date), asc(timeSlots.from));
  const days = new Map<string, { from: string; to: string; available: boolean }[]>();
  for (const row of rows) {
    const list = days.get(row.date) ?? [];
    const available = row.booked < row.capacity && !hasStarted(row, clock);
    list.push({ from: row.from, to: row.to, available });
    days.set(row.date, list);
  }
  return [...days.entries()].map(([date, slots]) => ({ date, slots }));
}

/** Books one place in a slot inside the caller's transaction; 409 when full, 422 when there is no such slot. */
export async function bookSlot(
  db: Db,
  businessId: number,
  type: LocationType,
  date: string,
  from: string,
  now: Date,
  timeZone: string,
): Promise<number> {
  await ensureSlots(db, businessId, now, timeZone);
  const [slot] = await db
    .select({ id: timeSlots.id })
    .from(timeSlots)
    .where(
      and(
        eq(timeSlots.business_id, businessId),
        eq(timeSlots.type, type),
        eq(timeSlots.date, date),
        eq(timeSlots.from, from),
      ),
    );
  if (!slot)
    throw new ApiError(422, 'slot.not-found', {
      errors: { booking_time: ['Please select a time slot'] },
    });
  if (hasStarted({ date, from }, localDateTime(now, timeZone))) {
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
