// Each branch's opening hours per location type: the week, the slot length and capacity, and
// the dates that are closed or keep special hours. A branch without a saved schedule keeps
// the domain's default (DEFAULT_SLOT_SCHEDULES).
import type { OpenHours } from '@lamaa/domain';
import {
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { branches, businesses } from './people.js';

/** A branch's week for one location type: seven days, Sunday first, each open hours or null. */
export const slotSchedules = pgTable(
  'slot_schedules',
  {
    id: serial('id').primaryKey(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    branch_id: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    type: text('type', { enum: ['in_shop', 'remote'] }).notNull(),
    weekly: jsonb('weekly').$type<(OpenHours | null)[]>().notNull(),
    slot_minutes: integer('slot_minutes').notNull(),
    capacity: integer('capacity').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('slot_schedules_branch_type').on(t.branch_id, t.type)],
);

/** A date a branch's schedule treats apart: closed (no hours) or open from–to that day. */
export const slotScheduleDates = pgTable(
  'slot_schedule_dates',
  {
    id: serial('id').primaryKey(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    branch_id: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    type: text('type', { enum: ['in_shop', 'remote'] }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** Both null: closed all day. */
    from: text('from'),
    to: text('to'),
  },
  (t) => [uniqueIndex('slot_schedule_dates_unique').on(t.branch_id, t.type, t.date)],
);
