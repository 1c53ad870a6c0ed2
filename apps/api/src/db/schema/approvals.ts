// Manager approval at the counter: each approver's PIN (hashed), each business's approval
// rules, and the short-lived single-purpose tokens an approval gives the counter.
import type { ApprovalKind } from '@lamaa/domain';
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
} from 'drizzle-orm/pg-core';
import { branches, businesses, employees } from './people.js';

/** A manager's or owner's approval PIN, hashed with argon2id like a password. */
export const approvalPins = pgTable('approval_pins', {
  employee_id: integer('employee_id')
    .primaryKey()
    .references(() => employees.id),
  pin_hash: text('pin_hash').notNull(),
  set_at: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A business's approval rules; a business without a row has the domain's defaults. */
export const approvalRules = pgTable('approval_rules', {
  business_id: integer('business_id')
    .primaryKey()
    .references(() => businesses.id),
  large_discount: boolean('large_discount').notNull().default(true),
  large_discount_percent: integer('large_discount_percent').notNull().default(20),
  large_discount_fils: bigint('large_discount_fils', { mode: 'number' }).notNull().default(10_000),
  lowered_price: boolean('lowered_price').notNull().default(true),
  order_delete: boolean('order_delete').notNull().default(false),
  refund: boolean('refund').notNull().default(true),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What an approval was given for: the order to delete, or the sale's vehicle and figures. */
export interface ApprovedContext {
  readonly order_id?: number;
  readonly car_id?: number;
  /** The shift whose closing variance was approved. */
  readonly shift_id?: number;
  /** The sold plan a transfer to another vehicle was approved for. */
  readonly entitlement_id?: number;
  /** The manual discount approved, in fils, and the subtotal it was taken from. */
  readonly discount_fils?: number;
  readonly subtotal_fils?: number;
  /** The add-on prices approved below their list prices. */
  readonly lowered?: readonly { purchasable_id: number; list_fils: number; set_fils: number }[];
}

/**
 * An approval given at the counter, kept as the sha-256 of its token: it works once, for the
 * cashier who asked, for what it names, until `expires_at`.
 */
export const approvalTokens = pgTable(
  'approval_tokens',
  {
    token_hash: text('token_hash').primaryKey(),
    /** The audit log's name for the approval (its `approval.issue` row's subject). */
    id: serial('id').notNull().unique(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    branch_id: integer('branch_id').references(() => branches.id),
    approver_id: integer('approver_id')
      .notNull()
      .references(() => employees.id),
    cashier_id: integer('cashier_id')
      .notNull()
      .references(() => employees.id),
    kinds: jsonb('kinds').$type<ApprovalKind[]>().notNull(),
    context: jsonb('context').$type<ApprovedContext>().notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('approval_tokens_cashier_idx').on(t.cashier_id)],
);
