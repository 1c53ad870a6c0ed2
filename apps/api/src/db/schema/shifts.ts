// Cash shifts: a till opened on a cash vault with a float, every cash posting to it, and the
// Z report frozen when it closes (numbered without gaps per vault); the business's settings.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DenominationCounts } from '@lamaa/domain';
import { vaults } from './catalogue.js';
import { payments } from './orders.js';
import { branches, businesses, employees } from './people.js';

/**
 * A shift on a cash vault. At most one is open per vault (a partial unique index); once
 * `closed_at` is set a trigger refuses any change, and `report` holds the Z report as closed.
 */
export const shifts = pgTable(
  'shifts',
  {
    id: serial('id').primaryKey(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    branch_id: integer('branch_id').references(() => branches.id),
    vault_id: integer('vault_id')
      .notNull()
      .references(() => vaults.id),
    opened_by: integer('opened_by')
      .notNull()
      .references(() => employees.id),
    opened_at: timestamp('opened_at', { withTimezone: true }).notNull(),
    float_fils: bigint('float_fils', { mode: 'number' }).notNull(),
    float_counts: jsonb('float_counts').$type<DenominationCounts>(),
    /** The Z number, 1, 2, 3… per vault, given at close. */
    z_number: integer('z_number'),
    closed_by: integer('closed_by').references(() => employees.id),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    counted_fils: bigint('counted_fils', { mode: 'number' }),
    counted_counts: jsonb('counted_counts').$type<DenominationCounts>(),
    expected_fils: bigint('expected_fils', { mode: 'number' }),
    variance_fils: bigint('variance_fils', { mode: 'number' }),
    variance_reason: text('variance_reason'),
    approved_by: integer('approved_by').references(() => employees.id),
    /** The unguessable part of the printable Z report's link /z/<token>. */
    report_token: text('report_token'),
    report: jsonb('report').$type<Record<string, unknown>>(),
  },
  (t) => [
    uniqueIndex('shifts_one_open_per_vault')
      .on(t.vault_id)
      .where(sql`${t.closed_at} is null`),
    uniqueIndex('shifts_vault_z_unique').on(t.vault_id, t.z_number),
    uniqueIndex('shifts_report_token_unique').on(t.report_token),
    index('shifts_business_idx').on(t.business_id, t.id.desc()),
  ],
);

/** One posting to a shift: a cash sale (tendered and change), a cash refund or a movement. */
export const shiftEntries = pgTable(
  'shift_entries',
  {
    id: serial('id').primaryKey(),
    shift_id: integer('shift_id')
      .notNull()
      .references(() => shifts.id),
    employee_id: integer('employee_id').references(() => employees.id),
    /** `cash-sale`, `cash-refund` or `movement`. */
    kind: text('kind').notNull(),
    /** A movement's reason: `bank-drop`, `float-top-up` or `petty-expense`. */
    reason: text('reason'),
    /** Cash in (a sale's tendered cash, a top-up) or out (a refund, a drop), never negative. */
    amount_fils: bigint('amount_fils', { mode: 'number' }).notNull(),
    change_fils: bigint('change_fils', { mode: 'number' }).notNull().default(0),
    payment_id: integer('payment_id').references(() => payments.id),
    /** The refund a cash refund pays out, once refunds exist. */
    refund_id: integer('refund_id'),
    note: text('note'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('shift_entries_shift_idx').on(t.shift_id)],
);

/** A business's shift settings; a business without a row has the domain's defaults. */
export const shiftSettings = pgTable('shift_settings', {
  business_id: integer('business_id')
    .primaryKey()
    .references(() => businesses.id),
  cash_needs_shift: boolean('cash_needs_shift').notNull(),
  variance_threshold_fils: bigint('variance_threshold_fils', { mode: 'number' }).notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
