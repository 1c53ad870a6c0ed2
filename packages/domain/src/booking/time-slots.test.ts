import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { canSelectSlot, checkSlotChoice, groupTimeSlots } from './time-slots.js';

const free = { date: '2026-03-01', from: '09:00', to: '10:00', available: true };
const taken = { date: '2026-03-01', from: '10:00', to: '11:00', available: false };
const next = { date: '2026-03-02', from: '09:00', to: '10:00', available: true };

describe('groupTimeSlots', () => {
  it('groups slots by date in the order first seen', () => {
    expect(groupTimeSlots([free, next, taken])).toEqual([
      { date: '2026-03-01', slots: [free, taken] },
      { date: '2026-03-02', slots: [next] },
    ]);
  });
  it('reads the availability answer grouped by date, keeping empty days', () => {
    expect(
      groupTimeSlots([
        { date: '2026-03-01', slots: [{ from: '09:00', to: '10:00', available: true }] },
        { date: '2026-03-03', slots: [] },
      ]),
    ).toEqual([
      { date: '2026-03-01', slots: [free] },
      { date: '2026-03-03', slots: [] },
    ]);
  });
  it('merges two answer entries of the same date', () => {
    expect(
      groupTimeSlots([
        { date: '2026-03-01', slots: [{ from: '09:00', to: '10:00', available: true }] },
        { date: '2026-03-01', slots: [{ from: '10:00', to: '11:00', available: false }] },
      ]),
    ).toEqual([{ date: '2026-03-01', slots: [free, taken] }]);
  });
  it('gives no days for no slots (No time slots available)', () => {
    expect(groupTimeSlots([])).toEqual([]);
  });
});

describe('slot choice', () => {
  it('does not let unavailable slots be selected', () => {
    expect(canSelectSlot(taken)).toBe(false);
    expect(checkSlotChoice(taken)).toEqual({ ok: false, code: 'checkout.slot-unavailable' });
  });
  it('requires a time slot (Please select a time slot)', () => {
    expect(checkSlotChoice(null)).toEqual({ ok: false, code: 'checkout.slot-required' });
    expect(checkSlotChoice(free)).toEqual({ ok: true, value: free });
  });
});

describe('time slot properties', () => {
  const slotArb = fc.record({
    date: fc.constantFrom('2026-03-01', '2026-03-02', '2026-03-03'),
    from: fc.constantFrom('09:00', '10:00', '11:00'),
    to: fc.constantFrom('10:00', '11:00', '12:00'),
    available: fc.boolean(),
  });
  test.prop([fc.array(slotArb, { maxLength: 20 })])(
    'grouping keeps every slot once, under its own date',
    (slots) => {
      const days = groupTimeSlots(slots);
      expect(days.flatMap((d) => d.slots)).toHaveLength(slots.length);
      for (const day of days) for (const s of day.slots) expect(s.date).toBe(day.date);
      expect(new Set(days.map((d) => d.date)).size).toBe(days.length);
    },
  );
});
