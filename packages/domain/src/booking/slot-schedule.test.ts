import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SLOT_SCHEDULES,
  type SlotSchedule,
  scheduleProblems,
  slotsOn,
  weekdayOf,
} from './slot-schedule.js';

// 2026-11-27 is a Friday, 2026-11-29 a Sunday.
const FRIDAY = '2026-11-27';
const SUNDAY = '2026-11-29';
const week = (hours: { from: string; to: string } | null) => Array.from({ length: 7 }, () => hours);
const schedule: SlotSchedule = {
  weekly: week({ from: '08:00', to: '11:00' }).map((hours, day) => (day === 5 ? null : hours)),
  slot_minutes: 90,
  capacity: 4,
  closed_dates: [],
  special_hours: [],
};
const starts = (s: SlotSchedule, date: string) => slotsOn(s, date).map((slot) => slot.from);

describe('weekdayOf', () => {
  it('counts Sunday as 0 and Saturday as 6, across years', () => {
    expect(weekdayOf(SUNDAY)).toBe(0);
    expect(weekdayOf(FRIDAY)).toBe(5);
    expect(weekdayOf('2026-11-28')).toBe(6);
    expect(weekdayOf('1969-12-31')).toBe(3);
    expect(weekdayOf('2028-02-29')).toBe(2);
  });
});

describe('slotsOn', () => {
  it("lays a weekday's hours out in back-to-back slots", () => {
    expect(slotsOn(schedule, SUNDAY)).toEqual([
      { from: '08:00', to: '09:30', capacity: 4 },
      { from: '09:30', to: '11:00', capacity: 4 },
    ]);
  });
  it('never runs a slot past closing', () => {
    expect(starts({ ...schedule, weekly: week({ from: '08:00', to: '12:00' }) }, SUNDAY)).toEqual([
      '08:00',
      '09:30',
    ]);
  });
  it('offers nothing on a weekday that is closed', () => {
    expect(slotsOn(schedule, FRIDAY)).toEqual([]);
  });
  it('offers nothing on a closed date, and only that date', () => {
    const closed = { ...schedule, closed_dates: [SUNDAY] };
    expect(slotsOn(closed, SUNDAY)).toEqual([]);
    expect(starts(closed, '2026-11-30')).toEqual(['08:00', '09:30']);
  });
  it('uses special hours on their date, even on a weekday that is closed', () => {
    const special = {
      ...schedule,
      special_hours: [
        { date: FRIDAY, from: '14:00', to: '17:00' },
        { date: SUNDAY, from: '10:30', to: '24:00' },
      ],
    };
    expect(starts(special, FRIDAY)).toEqual(['14:00', '15:30']);
    expect(slotsOn(special, SUNDAY).at(-1)).toEqual({ from: '22:30', to: '24:00', capacity: 4 });
    expect(starts(special, '2026-12-04')).toEqual([]);
  });
  it("keeps today's plan as the default: 12 hourly slots of 3 in the shop, 4 of 2 outdoors", () => {
    const inShop = slotsOn(DEFAULT_SLOT_SCHEDULES.in_shop, FRIDAY);
    expect(inShop).toHaveLength(12);
    expect(inShop[0]).toEqual({ from: '09:00', to: '10:00', capacity: 3 });
    expect(inShop.at(-1)).toEqual({ from: '20:00', to: '21:00', capacity: 3 });
    expect(slotsOn(DEFAULT_SLOT_SCHEDULES.remote, FRIDAY)).toEqual([
      { from: '10:00', to: '12:00', capacity: 2 },
      { from: '12:00', to: '14:00', capacity: 2 },
      { from: '14:00', to: '16:00', capacity: 2 },
      { from: '16:00', to: '18:00', capacity: 2 },
    ]);
  });
});

describe('scheduleProblems', () => {
  const today = '2026-11-26';
  const codes = (s: SlotSchedule) => scheduleProblems(s, today);

  it('accepts a whole schedule with future dates', () => {
    expect(
      codes({
        ...schedule,
        closed_dates: [today, FRIDAY],
        special_hours: [{ date: SUNDAY, from: '09:30', to: '12:30' }],
      }),
    ).toEqual([]);
    expect(codes(DEFAULT_SLOT_SCHEDULES.in_shop)).toEqual([]);
  });
  it('refuses a slot length outside 5 to 720 minutes in steps of 5, and a capacity below 1', () => {
    expect(codes({ ...schedule, slot_minutes: 7 })).toEqual([
      { field: 'slot_minutes', code: 'opening-hours.slot-length-invalid' },
    ]);
    expect(codes({ ...schedule, slot_minutes: 0 })[0]?.code).toBe(
      'opening-hours.slot-length-invalid',
    );
    expect(codes({ ...schedule, capacity: 0 })).toEqual([
      { field: 'capacity', code: 'opening-hours.capacity-invalid' },
    ]);
    expect(codes({ ...schedule, capacity: 1.5 })[0]?.code).toBe('opening-hours.capacity-invalid');
  });
  it('refuses opening at or after closing, a bad time, and hours that are not whole slots', () => {
    const weekly = (hours: { from: string; to: string }) =>
      schedule.weekly.map((day, index) => (index === 1 ? hours : day));
    expect(codes({ ...schedule, weekly: weekly({ from: '12:00', to: '12:00' }) })).toEqual([
      { field: 'weekly.1.to', code: 'opening-hours.from-after-to' },
    ]);
    expect(codes({ ...schedule, weekly: weekly({ from: '9:00', to: '12:00' }) })).toEqual([
      { field: 'weekly.1.from', code: 'opening-hours.time-invalid' },
    ]);
    expect(codes({ ...schedule, weekly: weekly({ from: '09:00', to: '24:30' }) })).toEqual([
      { field: 'weekly.1.to', code: 'opening-hours.time-invalid' },
    ]);
    expect(codes({ ...schedule, weekly: weekly({ from: '08:00', to: '12:00' }) })).toEqual([
      { field: 'weekly.1.to', code: 'opening-hours.hours-uneven' },
    ]);
  });
  it('refuses a date in the past, one that is no date, and one given twice', () => {
    expect(
      codes({
        ...schedule,
        closed_dates: ['2026-11-25', '2026-02-30', FRIDAY],
        special_hours: [{ date: FRIDAY, from: '08:00', to: '09:30' }],
      }),
    ).toEqual([
      { field: 'closed_dates.0', code: 'opening-hours.date-past' },
      { field: 'closed_dates.1', code: 'opening-hours.date-invalid' },
      { field: 'special_hours.0.date', code: 'opening-hours.date-repeated' },
    ]);
  });
});
