/** How a calendar date (YYYY-MM-DD) is shown: read at UTC midnight, so no time zone moves it a day. */
export const CALENDAR_DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };
