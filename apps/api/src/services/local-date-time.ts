// Wall-clock dates and times in a branch's IANA time zone, read with Intl (no time zone
// library: Node carries the full zone database, and the Gulf zones have no daylight saving).

/** The zone of a branch that names none: the product's home, the UAE (UTC+4). */
export const DEFAULT_TIME_ZONE = 'Asia/Dubai';

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
 * The date and time on a wall clock in `timeZone` at `now`; a RangeError for an unknown zone.
 * @example localDateTime(new Date('2026-03-01T21:30:00Z'), 'Asia/Riyadh') // { date: '2026-03-02', time: '00:30' }
 */
export function localDateTime(now: Date, timeZone: string): LocalDateTime {
  const parts = formatterFor(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/**
 * The calendar date `days` after `date` (both YYYY-MM-DD), counted on the calendar, not in
 * hours, so no zone or clock change can skip or repeat a day.
 * @example addDays('2026-02-27', 2) // '2026-03-01'
 */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
