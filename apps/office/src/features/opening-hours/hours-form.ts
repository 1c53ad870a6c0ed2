// The opening-hours form as typed (every field text, a weekday open or not) and its own
// check before sending: the domain's `scheduleProblems`, the same rule the server applies.
import type { OpeningHoursAnswer, OpeningHoursInput } from '@lamaa/api-client';
import { scheduleProblems, type SlotSchedule } from '@lamaa/domain';
import type { Checked } from '../../shared/form/use-office-save.js';

/** One weekday as typed. */
export interface DayDraft {
  readonly isOpen: boolean;
  readonly from: string;
  readonly to: string;
}

/** Special hours as typed. */
export interface SpecialDraft {
  readonly date: string;
  readonly from: string;
  readonly to: string;
}

/** The form as typed. */
export interface HoursDraft {
  readonly weekly: readonly DayDraft[];
  readonly slotMinutes: string;
  readonly capacity: string;
  readonly closedDates: readonly string[];
  readonly specialHours: readonly SpecialDraft[];
}

/** A field of the form, named by its path in the body ('weekly.2.from', 'closed_dates.0'). */
export type HoursField = string;

/** The hours a weekday closed until now offers once opened. */
const NEW_DAY = { from: '09:00', to: '17:00' };

/** The form filled with the schedule as saved. */
export function draftOf(saved: OpeningHoursAnswer): HoursDraft {
  return {
    weekly: saved.weekly.map((hours) =>
      hours ? { isOpen: true, ...hours } : { isOpen: false, ...NEW_DAY },
    ),
    slotMinutes: String(saved.slot_minutes),
    capacity: String(saved.capacity),
    closedDates: saved.closed_dates,
    specialHours: saved.special_hours,
  };
}

/** A whole number as typed, or NaN (which the domain refuses). */
const whole = (text: string) => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/**
 * The body to send, or the fields to fix: the domain's problems against the branch's `today`
 * (every one on its own field).
 */
export function checkHours(
  draft: HoursDraft,
  saved: Pick<OpeningHoursAnswer, 'branch_id' | 'type' | 'today'>,
): Checked<OpeningHoursInput, HoursField> {
  const schedule: SlotSchedule = {
    weekly: draft.weekly.map((day) =>
      day.isOpen ? { from: day.from.trim(), to: day.to.trim() } : null,
    ),
    slot_minutes: whole(draft.slotMinutes),
    capacity: whole(draft.capacity),
    closed_dates: draft.closedDates,
    special_hours: draft.specialHours.map((entry) => ({
      date: entry.date,
      from: entry.from.trim(),
      to: entry.to.trim(),
    })),
  };
  const problems = scheduleProblems(schedule, saved.today);
  if (problems.length > 0) {
    return {
      ok: false,
      errors: Object.fromEntries(problems.map((problem) => [problem.field, problem.code])),
    };
  }
  return {
    ok: true,
    body: {
      branch_id: saved.branch_id,
      type: saved.type,
      weekly: [...schedule.weekly],
      slot_minutes: schedule.slot_minutes,
      capacity: schedule.capacity,
      closed_dates: [...schedule.closed_dates],
      special_hours: [...schedule.special_hours],
    },
  };
}

/** Every field path of the draft, each naming itself (for the server's field errors). */
export function fieldsOf(draft: HoursDraft): Record<string, HoursField> {
  const paths = ['slot_minutes', 'capacity'];
  draft.weekly.forEach((_, day) => paths.push(`weekly.${day}.from`, `weekly.${day}.to`));
  draft.closedDates.forEach((_, index) => paths.push(`closed_dates.${index}`));
  draft.specialHours.forEach((_, index) =>
    paths.push(
      `special_hours.${index}.date`,
      `special_hours.${index}.from`,
      `special_hours.${index}.to`,
    ),
  );
  return Object.fromEntries(paths.map((path) => [path, path]));
}
