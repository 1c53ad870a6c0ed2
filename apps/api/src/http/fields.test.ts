// The shared field readers at their edges: calendar dates and strictly read numbers.
import { expect, it } from 'vitest';
import { z } from 'zod';
import { isCalendarDate, strictNumber } from './fields.js';

it('reads only days of the calendar as dates', () => {
  for (const date of ['2026-02-28', '2028-02-29', '2000-02-29', '0001-01-01', '0099-12-31'])
    expect(isCalendarDate(date), date).toBe(true);
  for (const date of ['2026-02-29', '1900-02-29', '2026-02-30', '9999-99-99', '0000-01-01'])
    expect(isCalendarDate(date), date).toBe(false);
  for (const date of ['2026-1-01', '2026-01-01T00:00', ' 2026-01-01', '20260101'])
    expect(isCalendarDate(date), date).toBe(false);
});

it('reads JSON numbers and decimal text as numbers, and nothing else', () => {
  const number = strictNumber(z.number());
  for (const [input, read] of [
    [5, 5],
    ['5', 5],
    ['-2.5', -2.5],
    ['007', 7],
  ] as const)
    expect(number.parse(input)).toBe(read);
  for (const input of [true, [5], '0x10', '1e3', '', ' 5', '5 ', '+5', '.5', 'Infinity', null])
    expect(number.safeParse(input).success, JSON.stringify(input)).toBe(false);
});
