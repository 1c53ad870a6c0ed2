// The audit log: one row per change made in the office, written in the change's own
// transaction. Append-only: no path edits or deletes a row, and a trigger (migration
// 0006) refuses UPDATE, DELETE and TRUNCATE on the table.
import type { AuditAction, AuditSubject } from '@lamaa/domain';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { branches, businesses, employees } from './people.js';

/** Values of a row before or after a change, by column name as the API spells them. */
export type AuditValues = Record<string, unknown>;

/** Who changed what and when, with the changed values before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    /** The branch the change belongs to; null for a business-wide one. */
    branch_id: integer('branch_id').references(() => branches.id),
    /** Who made the change. */
    employee_id: integer('employee_id').references(() => employees.id),
    action: text('action').$type<AuditAction>().notNull(),
    subject_type: text('subject_type').$type<AuditSubject>().notNull(),
    subject_id: integer('subject_id').notNull(),
    before: jsonb('before').$type<AuditValues>(),
    after: jsonb('after').$type<AuditValues>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_business_idx').on(t.business_id, t.id.desc()),
    index('audit_log_branch_idx').on(t.business_id, t.branch_id, t.id.desc()),
  ],
);
