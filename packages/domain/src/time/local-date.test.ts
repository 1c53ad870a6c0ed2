import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BRANCH_TIME_ZONE } from '../office/branch-place.js';
import {
  addLocalDays,
  isLocalDate,
  localDateAt,
  localDateTime,
  localDayStart,
} from './local-date.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('localDateAt', () => {
  it("gives the branch's date, which is already tomorrow in Dubai late in the UTC evening", () => {
    const lateUtc = new Date('2026-11-26T21:30:00Z');
    expect(localDateAt(lateUtc, 'Asia/Dubai')).toBe('2026-11-27');
    expect(localDateAt(lateUtc, 'Asia/Riyadh')).toBe('2026-11-27');
    expect(localDateAt(lateUtc, 'UTC')).toBe('2026-11-26');
  });
});

describe('localDateTime', () => {
  it('reads the wall clock of Dubai (UTC+4) and Riyadh (UTC+3) at the same instant', () => {
    const lateUtc = new Date('2026-03-01T21:30:00Z');
    expect(localDateTime(lateUtc, DEFAULT_BRANCH_TIME_ZONE)).toEqual({
      date: '2026-03-02',
      time: '01:30',
    });
    expect(localDateTime(lateUtc, 'Asia/Riyadh')).toEqual({ date: '2026-03-02', time: '00:30' });
  });

  it('puts an instant on different days in Riyadh and Dubai around their midnights', () => {
    const instant = new Date('2026-03-01T20:30:00Z');
    expect(localDateTime(instant, 'Asia/Dubai')).toEqual({ date: '2026-03-02', time: '00:30' });
    expect(localDateTime(instant, 'Asia/Riyadh')).toEqual({ date: '2026-03-01', time: '23:30' });
  });

  it('writes midnight as 00:00, not 24:00', () => {
    expect(localDateTime(new Date('2026-03-01T21:00:00Z'), 'Asia/Riyadh').time).toBe('00:00');
  });

  it('refuses a zone that does not exist', () => {
    expect(() => localDateTime(new Date(0), 'Asia/Atlantis')).toThrow(RangeError);
  });

  it('builds one formatter per zone, shared with localDateAt, however often it is asked', () => {
    // A zone no other case reads, so the count starts from an empty cache for it.
    const Real = Intl.DateTimeFormat;
    const built = vi
      .spyOn(Intl, 'DateTimeFormat')
      .mockImplementation(function build(locales, options) {
        return new Real(locales, options);
      });
    const instant = new Date('2026-03-01T20:30:00Z');
    expect(localDateTime(instant, 'Asia/Muscat')).toEqual({ date: '2026-03-02', time: '00:30' });
    expect(localDateTime(instant, 'Asia/Muscat').date).toBe(localDateAt(instant, 'Asia/Muscat'));
    expect(built).toHaveBeenCalledTimes(1);
  });
});

describe('addLocalDays', () => {
  it('counts calendar days across month and year ends and leap days', () => {
    expect(addLocalDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addLocalDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addLocalDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addLocalDays('2026-03-01', 0)).toBe('2026-03-01');
    expect(addLocalDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('isLocalDate', () => {
  it('reads only days of the calendar as dates, and answers no for any other text', () => {
    for (const date of ['2026-02-28', '2028-02-29', '2000-02-29', '0001-01-01', '0099-12-31'])
      expect(isLocalDate(date), date).toBe(true);
    // Past the month's end, in no month, or no year at all: the calendar has no year 0.
    for (const date of ['2026-02-29', '1900-02-29', '2026-02-30', '2026-04-31', '0000-01-01'])
      expect(isLocalDate(date), date).toBe(false);
    for (const date of ['9999-99-99', '2026-13-01', '2026-00-10', '2026-01-00', '2026-01-32'])
      expect(isLocalDate(date), date).toBe(false);
    for (const date of ['2026-1-01', '2026-01-01T00:00', ' 2026-01-01', '20260101'])
      expect(isLocalDate(date), date).toBe(false);
  });
});

describe('localDayStart', () => {
  it('is the UTC instant of the zone’s midnight, whatever the zone’s offset', () => {
    expect(localDayStart('2026-11-27', 'Asia/Dubai').toISOString()).toBe(
      '2026-11-26T20:00:00.000Z',
    );
    expect(localDayStart('2026-11-27', 'Asia/Riyadh').toISOString()).toBe(
      '2026-11-26T21:00:00.000Z',
    );
    expect(localDayStart('2026-03-01', 'UTC').toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });

  it('starts the day localDateAt reads there', () => {
    const start = localDayStart('2026-11-27', 'Asia/Kuwait');
    expect(localDateAt(start, 'Asia/Kuwait')).toBe('2026-11-27');
    expect(localDateAt(new Date(start.getTime() - 1), 'Asia/Kuwait')).toBe('2026-11-26');
  });
});
