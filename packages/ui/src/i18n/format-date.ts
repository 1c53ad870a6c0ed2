import type { Language } from '@lamaa/domain';
import { intlCache } from './intl-cache.js';
import { intlLocaleOf } from './language.js';

const dateFormat = intlCache<Intl.DateTimeFormat>();

/**
 * Formats a date (a Date or an ISO string) for the language; an unreadable value is
 * returned as it came so a bad server date never blanks a row.
 */
export function formatDate(
  value: Date | string,
  language: Language,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  const format = dateFormat(
    `${language} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(intlLocaleOf(language), options),
  );
  return format.format(date);
}
