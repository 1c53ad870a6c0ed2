// A branch's opening hours for one location type, as data: the hours of each weekday, the
// slot length, the capacity of a slot, closed dates and dates with special hours. The rule
// turns a schedule and a date on the branch's wall clock into that day's slots; the caller
// works out the date in the branch's time zone.
import type { LocationType } from '../checkout/location-choice.js';
import { daysBetween, isLocalDate } from '../time/local-date.js';

/** The location types, in the order the screens show them. */
export const LOCATION_TYPES: readonly LocationType[] = ['in_shop', 'remote'];

/** Open from one wall-clock time to another (HH:MM, `to` at most 24:00). */
export interface OpenHours {
  readonly from: string;
  readonly to: string;
}

/** Special hours on one date (YYYY-MM-DD). */
export interface SpecialHours extends OpenHours {
  readonly date: string;
}

/** The opening hours of a branch for one location type. */
export interface SlotSchedule {
  /** Seven entries, Sunday first: the day's hours, or null when closed. */
  readonly weekly: readonly (OpenHours | null)[];
  readonly slot_minutes: number;
  readonly capacity: number;
  readonly closed_dates: readonly string[];
  readonly special_hours: readonly SpecialHours[];
}

/** One slot a day offers: its start, its end and how many bookings it takes. */
export interface PlannedSlot {
  readonly from: string;
  readonly to: string;
  readonly capacity: number;
}

/** Why a schedule is refused. */
export type SlotScheduleCode =
  | 'opening-hours.time-invalid'
  | 'opening-hours.from-after-to'
  | 'opening-hours.hours-uneven'
  | 'opening-hours.slot-length-invalid'
  | 'opening-hours.capacity-invalid'
  | 'opening-hours.date-invalid'
  | 'opening-hours.date-past'
  | 'opening-hours.date-repeated';

/** One problem of a schedule: the field (its path in the schedule) and why. */
export interface SlotScheduleProblem {
  readonly field: string;
  readonly code: SlotScheduleCode;
}

/** The shortest and longest slot, in minutes; a slot length is a multiple of the step. */
export const SLOT_MINUTES = { min: 5, max: 720, step: 5 } as const;
/** The most bookings one slot may take. */
export const SLOT_CAPACITY_MAX = 99;
/** The most closed dates, and the most dates with special hours, a schedule keeps. */
export const SCHEDULE_DATES_MAX = 366;

const DAY_MINUTES = 24 * 60;

/**
 * Minutes since midnight of an HH:MM time (00:00 to 24:00), or null when it is not one.
 * @example minutesOf('09:30') // 570
 */
export function minutesOf(time: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= DAY_MINUTES ? minutes : null;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The weekday of a date, 0 for Sunday to 6 for Saturday.
 * @example weekdayOf('2026-11-27') // 5 (a Friday)
 */
export function weekdayOf(date: string): number {
  // 1970-01-01 was a Thursday (4).
  return (((daysBetween('1970-01-01', date) + 4) % 7) + 7) % 7;
}

/** The hours a date keeps: closed (null), its special hours, or its weekday's. */
export function hoursOn(schedule: SlotSchedule, date: string): OpenHours | null {
  if (schedule.closed_dates.includes(date)) return null;
  const special = schedule.special_hours.find((entry) => entry.date === date);
  if (special) return { from: special.from, to: special.to };
  return schedule.weekly[weekdayOf(date)] ?? null;
}

/**
 * The slots a date (on the branch's wall clock) offers: back to back from opening, each
 * `slot_minutes` long and none running past closing, each taking `capacity` bookings.
 * @example slotsOn(schedule, '2026-11-27') // [{ from: '09:00', to: '10:00', capacity: 3 }, …]
 */
export function slotsOn(schedule: SlotSchedule, date: string): PlannedSlot[] {
  const hours = hoursOn(schedule, date);
  const open = hours ? minutesOf(hours.from) : null;
  const close = hours ? minutesOf(hours.to) : null;
  const length = schedule.slot_minutes;
  if (open === null || close === null || !(length > 0)) return [];
  const slots: PlannedSlot[] = [];
  for (let start = open; start + length <= close; start += length) {
    slots.push({ from: hhmm(start), to: hhmm(start + length), capacity: schedule.capacity });
  }
  return slots;
}

function hoursProblems(hours: OpenHours, field: string, length: number): SlotScheduleProblem[] {
  const from = minutesOf(hours.from);
  const to = minutesOf(hours.to);
  if (from === null || from === DAY_MINUTES)
    return [{ field: `${field}.from`, code: 'opening-hours.time-invalid' }];
  if (to === null) return [{ field: `${field}.to`, code: 'opening-hours.time-invalid' }];
  if (from >= to) return [{ field: `${field}.to`, code: 'opening-hours.from-after-to' }];
  if (isSlotLength(length) && (to - from) % length !== 0)
    return [{ field: `${field}.to`, code: 'opening-hours.hours-uneven' }];
  return [];
}

function isSlotLength(minutes: number): boolean {
  return (
    Number.isInteger(minutes) &&
    minutes >= SLOT_MINUTES.min &&
    minutes <= SLOT_MINUTES.max &&
    minutes % SLOT_MINUTES.step === 0
  );
}

function dateProblem(date: string, today: string, seen: Set<string>): SlotScheduleCode | null {
  if (!isLocalDate(date)) return 'opening-hours.date-invalid';
  if (date < today) return 'opening-hours.date-past';
  if (seen.has(date)) return 'opening-hours.date-repeated';
  seen.add(date);
  return null;
}

/**
 * What is wrong with a schedule, field by field (empty when it may be saved): times are
 * HH:MM with opening before closing and the open hours a whole number of slots; a slot lasts
 * 5 to 720 minutes in steps of 5 and takes 1 to 99 bookings; a closed or special date is a
 * real date, not before `today` (the branch's), and appears once among them.
 * @example scheduleProblems({ ...schedule, capacity: 0 }, '2026-11-26') // [{ field: 'capacity', code: 'opening-hours.capacity-invalid' }]
 */
export function scheduleProblems(schedule: SlotSchedule, today: string): SlotScheduleProblem[] {
  const problems: SlotScheduleProblem[] = [];
  const length = schedule.slot_minutes;
  if (!isSlotLength(length))
    problems.push({ field: 'slot_minutes', code: 'opening-hours.slot-length-invalid' });
  const capacity = schedule.capacity;
  if (!Number.isInteger(capacity) || capacity < 1 || capacity > SLOT_CAPACITY_MAX)
    problems.push({ field: 'capacity', code: 'opening-hours.capacity-invalid' });
  schedule.weekly.forEach((hours, day) => {
    if (hours) problems.push(...hoursProblems(hours, `weekly.${day}`, length));
  });
  const seen = new Set<string>();
  schedule.closed_dates.forEach((date, index) => {
    const code = dateProblem(date, today, seen);
    if (code) problems.push({ field: `closed_dates.${index}`, code });
  });
  schedule.special_hours.forEach((entry, index) => {
    const code = dateProblem(entry.date, today, seen);
    if (code) problems.push({ field: `special_hours.${index}.date`, code });
    problems.push(...hoursProblems(entry, `special_hours.${index}`, length));
  });
  return problems;
}

const everyDay = (hours: OpenHours) => Array.from({ length: 7 }, () => hours);

/**
 * The schedule of a branch that has saved none: in the shop 09:00 to 21:00 in hourly slots
 * of 3 bookings, outdoors 10:00 to 18:00 in two-hour slots of 2, every day.
 */
export const DEFAULT_SLOT_SCHEDULES: Readonly<Record<LocationType, SlotSchedule>> = {
  in_shop: {
    weekly: everyDay({ from: '09:00', to: '21:00' }),
    slot_minutes: 60,
    capacity: 3,
    closed_dates: [],
    special_hours: [],
  },
  remote: {
    weekly: everyDay({ from: '10:00', to: '18:00' }),
    slot_minutes: 120,
    capacity: 2,
    closed_dates: [],
    special_hours: [],
  },
};
