import { DEFAULT_SLOT_SCHEDULES, localDateTime, slotsOn } from '@lamaa/domain';
import { describe, expect, it } from 'vitest';
import { hasStarted, localDate } from './slot-service.js';

// 06:30 UTC is 10:30 in Dubai (UTC+4) and 09:30 in Riyadh (UTC+3).
const morning = new Date('2026-03-01T06:30:00Z');
const riyadh = localDateTime(morning, 'Asia/Riyadh');
const dubai = localDateTime(morning, 'Asia/Dubai');

describe('localDate', () => {
  it("counts today and the next days on the branch's calendar", () => {
    const evening = new Date('2026-03-01T20:30:00Z');
    expect(localDate(evening, 'Asia/Dubai')).toBe('2026-03-02');
    expect(localDate(evening, 'Asia/Riyadh')).toBe('2026-03-01');
    expect(localDate(evening, 'Asia/Riyadh', 6)).toBe('2026-03-07');
  });
});

describe('hasStarted', () => {
  it("keeps the 10:00 slot open in Riyadh at 09:30 while Dubai's has begun at 10:30", () => {
    const slot = { date: '2026-03-01', from: '10:00' };
    expect(hasStarted(slot, riyadh)).toBe(false);
    expect(hasStarted(slot, dubai)).toBe(true);
  });

  it('counts a slot as begun at its start minute, and any slot of an earlier day', () => {
    expect(hasStarted({ date: '2026-03-01', from: '09:30' }, riyadh)).toBe(true);
    expect(hasStarted({ date: '2026-02-28', from: '20:00' }, riyadh)).toBe(true);
    expect(hasStarted({ date: '2026-03-02', from: '09:00' }, riyadh)).toBe(false);
  });
});

describe("the schedule on the branch's own date", () => {
  // Fridays closed. 20:30 UTC on Friday 2026-11-27 is already Saturday 00:30 in Dubai (UTC+4)
  // and Saturday 02:00 in Kolkata (UTC+5:30), while Riyadh (UTC+3) is still at Friday 23:30.
  const fridaysClosed = {
    ...DEFAULT_SLOT_SCHEDULES.in_shop,
    weekly: DEFAULT_SLOT_SCHEDULES.in_shop.weekly.map((hours, day) => (day === 5 ? null : hours)),
  };
  const late = new Date('2026-11-27T20:30:00Z');
  const todaysSlots = (zone: string) => slotsOn(fridaysClosed, localDate(late, zone)).length;

  it("offers a Saturday's slots in Dubai and Kolkata but none on Riyadh's Friday", () => {
    expect(todaysSlots('Asia/Riyadh')).toBe(0);
    expect(todaysSlots('Asia/Dubai')).toBe(12);
    expect(todaysSlots('Asia/Kolkata')).toBe(12);
    expect(localDateTime(late, 'Asia/Kolkata')).toEqual({ date: '2026-11-28', time: '02:00' });
  });
});
