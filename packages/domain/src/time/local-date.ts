// Calendar dates (YYYY-MM-DD) and times of day (HH:MM) on a branch's wall clock. An instant
// becomes the branch's local date and time once (localDateTime), read with Intl: no time zone
// library, as Node and the browsers carry the zone database and the Gulf zones keep no
// daylight saving. From there dates are counted on the calendar with UTC arithmetic, so no
// clock change can skip or repeat a day; the rules only ever see local dates.

const DAY_MS = 86_400_000;

function toDayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

function fromDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The date `days` after `date` (negative goes back).
 * @example addLocalDays('2026-02-27', 2) // '2026-03-01'
 */
export function addLocalDays(date: string, days: number): string {
  return fromDayNumber(toDayNumber(date) + days);
}

/**
 * Whole days from `from` to `to` (negative when `to` is earlier).
 * @example daysBetween('2026-02-27', '2026-03-01') // 2
 */
export function daysBetween(from: string, to: string): number {
  return toDayNumber(to) - toDayNumber(from);
}

/**
 * The same day `months` later, held at the month's last day when it is shorter.
 * @example addLocalMonths('2026-01-31', 1) // '2026-02-28'
 */
export function addLocalMonths(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return new Date(Date.UTC(targetYear, targetMonth, Math.min(day, lastDay)))
    .toISOString()
    .slice(0, 10);
}

/**
 * The Monday that starts the week of `date` (weeks run Monday to Sunday).
 * @example weekStart('2026-03-01') // '2026-02-23'
 */
export function weekStart(date: string): string {
  const day = toDayNumber(date);
  // Day 0 (1970-01-01) was a Thursday: 3 days after a Monday.
  const sinceMonday = (((day + 3) % 7) + 7) % 7;
  return fromDayNumber(day - sinceMonday);
}

/**
 * Whether `date` is a real calendar date written YYYY-MM-DD; false, never a throw, for any
 * other text, as it judges what people type.
 * @example isLocalDate('2026-02-30') // false
 */
export function isLocalDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  // No month 13 or day 32 reads as a day (NaN), and the calendar has no year 0 (1 BC is
  // followed by AD 1; PostgreSQL, which keeps the dates, refuses it too).
  const day = toDayNumber(date);
  return Number.isFinite(day) && !date.startsWith('0000') && fromDayNumber(day) === date;
}

/** A wall-clock date (YYYY-MM-DD) and time of day (HH:MM). */
export interface LocalDateTime {
  readonly date: string;
  readonly time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one costs far more than using it, and slots ask per call. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      // h23, not hour12: false, which some engines render as 24:00 at midnight.
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The date and time on the wall clock of `timeZone` (IANA) at `instant`; a RangeError for an
 * unknown zone.
 * @example localDateTime(new Date('2026-03-01T21:30:00Z'), 'Asia/Riyadh') // { date: '2026-03-02', time: '00:30' }
 */
export function localDateTime(instant: Date, timeZone: string): LocalDateTime {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const { year, month, day, hour, minute } = Object.fromEntries(
    parts.map((part) => [part.type, part.value]),
  );
  return {
    date: `${String(year)}-${String(month)}-${String(day)}`,
    time: `${String(hour)}:${String(minute)}`,
  };
}

/**
 * The date on the wall clock of `timeZone` (IANA) at `instant`: the branch's "today", never
 * the browser's, which may keep another zone.
 * @example localDateAt(new Date('2026-11-26T21:30:00Z'), 'Asia/Dubai') // '2026-11-27'
 */
export function localDateAt(instant: Date, timeZone: string): string {
  return localDateTime(instant, timeZone).date;
}

/**
 * The instant a wall-clock day starts in `timeZone`, for zones without daylight saving (every
 * Gulf zone): the UTC midnight of `date` moved back by the zone's offset.
 * @example localDayStart('2026-11-27', 'Asia/Dubai') // 2026-11-26T20:00:00.000Z
 */
export function localDayStart(date: string, timeZone: string): Date {
  const guess = new Date(`${date}T00:00:00Z`);
  const local = localDateTime(guess, timeZone);
  const offset = Date.parse(`${local.date}T${local.time}:00Z`) - guess.getTime();
  return new Date(guess.getTime() - offset);
}
