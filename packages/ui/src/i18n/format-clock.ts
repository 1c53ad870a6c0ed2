import type { Language } from '@lamaa/domain';
import { intlCache } from './intl-cache.js';
import { intlLocaleOf } from './language.js';

const clockFormat = intlCache<Intl.DateTimeFormat>();

/** A wall-clock time as the server sends it: hours and minutes, seconds optional. */
const CLOCK = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

/**
 * Formats a wall-clock time of the branch ('14:30') in the clock the language's locale
 * expects: 12-hour with AM/PM in en-AE, with ص/م in ar-AE. The time is read as given, never
 * moved between zones; an unreadable value is returned as it came.
 * @example formatClock('14:30', 'en') // '2:30 PM'
 */
export function formatClock(time: string, language: Language): string {
  const match = CLOCK.exec(time.trim());
  if (match === null) return time;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return time;
  const format = clockFormat(
    language,
    () =>
      new Intl.DateTimeFormat(intlLocaleOf(language), {
        hour: 'numeric',
        minute: '2-digit',
        timeZone: 'UTC',
      }),
  );
  return format.format(new Date(Date.UTC(1970, 0, 1, hours, minutes)));
}
