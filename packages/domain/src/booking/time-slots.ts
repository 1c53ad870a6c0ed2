import { fail, ok, type Result } from '../shared/result.js';

/** One bookable slot: a date (YYYY-MM-DD), from and to times, and whether it is free. */
export interface TimeSlot {
  readonly date: string;
  readonly from: string;
  readonly to: string;
  readonly available: boolean;
}

/** A day of the availability answer: its date and its slots. */
export interface TimeSlotDay {
  readonly date: string;
  readonly slots: readonly TimeSlot[];
}

/** What GET /pos/availability lists: days with slots that do not repeat their date. */
export interface AvailabilityDay {
  readonly date: string;
  readonly slots: readonly {
    readonly from: string;
    readonly to: string;
    readonly available: boolean;
  }[];
}

/**
 * Groups slots by date, dates in the order first seen and slots in their order; accepts
 * either a flat slot list or the availability answer's days.
 */
export function groupTimeSlots(
  input: readonly TimeSlot[] | readonly AvailabilityDay[],
): TimeSlotDay[] {
  const byDate = new Map<string, TimeSlot[]>();
  const add = (slot: TimeSlot) => {
    const day = byDate.get(slot.date);
    if (day === undefined) byDate.set(slot.date, [slot]);
    else day.push(slot);
  };
  for (const entry of input) {
    if ('slots' in entry) {
      if (!byDate.has(entry.date)) byDate.set(entry.date, []);
      for (const s of entry.slots)
        add({ date: entry.date, from: s.from, to: s.to, available: s.available });
    } else {
      add(entry);
    }
  }
  return [...byDate].map(([date, slots]) => ({ date, slots }));
}

/** Unavailable slots cannot be selected. */
export function canSelectSlot(slot: TimeSlot): boolean {
  return slot.available;
}

/** Checks a slot choice: one is required ('checkout.slot-required') and it must be available. */
export function checkSlotChoice(
  slot: TimeSlot | null,
): Result<TimeSlot, 'checkout.slot-required' | 'checkout.slot-unavailable'> {
  if (slot === null) return fail('checkout.slot-required');
  return canSelectSlot(slot) ? ok(slot) : fail('checkout.slot-unavailable');
}
