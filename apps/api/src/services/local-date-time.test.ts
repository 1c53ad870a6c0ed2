import { describe, expect, it } from 'vitest';
import { addDays, DEFAULT_TIME_ZONE, localDateTime } from './local-date-time.js';

describe('localDateTime', () => {
  it('reads the wall clock of Dubai (UTC+4) and Riyadh (UTC+3) at the same instant', () => {
    const lateUtc = new Date('2026-03-01T21:30:00Z');
    expect(localDateTime(lateUtc, DEFAULT_TIME_ZONE)).toEqual({
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
});

describe('addDays', () => {
  it('counts calendar days across month and year ends and leap days', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', 0)).toBe('2026-03-01');
  });
});
