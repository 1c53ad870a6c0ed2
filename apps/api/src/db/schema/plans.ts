// Plans (memberships, wash books, stored value) the owner sells, the entitlements a sale puts
// on a vehicle, and every redemption an order made of them. Money in fils.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { GroupPrice, PlanCoverage, PlanKind } from '@lamaa/domain';
import { orderItems, orders } from './orders.js';
import { branches, businesses, cars, customers, employees } from './people.js';

const names = { name_en: text('name_en').notNull(), name_ar: text('name_ar').notNull() };
const limits = {
  limit_day: integer('limit_day'),
  limit_week: integer('limit_week'),
  limit_month: integer('limit_month'),
};

/** A plan the business sells as a cart line; archived, never deleted, since orders name it. */
export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    ...names,
    kind: text('kind').$type<PlanKind>().notNull(),
    uses: integer('uses'),
    value_fils: bigint('value_fils', { mode: 'number' }),
    validity_unit: text('validity_unit').$type<'days' | 'months'>().notNull(),
    validity_count: integer('validity_count').notNull(),
    ...limits,
    coverage: jsonb('coverage').$type<PlanCoverage[]>().notNull().default([]),
    /** Where it may be used; empty means every branch. */
    branch_ids: jsonb('branch_ids').$type<number[]>().notNull().default([]),
    prices: jsonb('prices').$type<GroupPrice[]>().notNull().default([]),
    is_archived: boolean('is_archived').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('plans_business_idx').on(t.business_id)],
);

/** A plan held by a vehicle, with its rules as sold and its balance (never below zero). */
export const entitlements = pgTable(
  'entitlements',
  {
    id: serial('id').primaryKey(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    plan_id: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    car_id: integer('car_id')
      .notNull()
      .references(() => cars.id),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The order line that sold it: one entitlement per line. */
    order_item_id: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    ...names,
    kind: text('kind').$type<PlanKind>().notNull(),
    ...limits,
    coverage: jsonb('coverage').$type<PlanCoverage[]>().notNull(),
    branch_ids: jsonb('branch_ids').$type<number[]>().notNull(),
    starts_on: date('starts_on', { mode: 'string' }).notNull(),
    ends_on: date('ends_on', { mode: 'string' }).notNull(),
    uses_total: integer('uses_total'),
    uses_left: integer('uses_left'),
    value_total_fils: bigint('value_total_fils', { mode: 'number' }),
    value_left_fils: bigint('value_left_fils', { mode: 'number' }),
    /** What was paid for it, for the prepaid liability. */
    price_fils: bigint('price_fils', { mode: 'number' }).notNull(),
    frozen_on: date('frozen_on', { mode: 'string' }),
    /** The day it was cancelled in the office (its unused share refunded); it ends for good. */
    cancelled_on: date('cancelled_on', { mode: 'string' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('entitlements_car_idx').on(t.car_id),
    uniqueIndex('entitlements_order_item_unique').on(t.order_item_id),
    check('entitlements_uses_left_not_negative', sql`${t.uses_left} >= 0`),
    check('entitlements_value_left_not_negative', sql`${t.value_left_fils} >= 0`),
  ],
);

/** One order line paid by an entitlement; given back (returned_at) when the order is deleted or refunded. */
export const redemptions = pgTable(
  'redemptions',
  {
    id: serial('id').primaryKey(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    entitlement_id: integer('entitlement_id')
      .notNull()
      .references(() => entitlements.id),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id),
    order_item_id: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    branch_id: integer('branch_id').references(() => branches.id),
    employee_id: integer('employee_id').references(() => employees.id),
    /** The day on the branch's calendar, for the limits per period. */
    local_date: date('local_date', { mode: 'string' }).notNull(),
    value_fils: bigint('value_fils', { mode: 'number' }).notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    returned_at: timestamp('returned_at', { withTimezone: true }),
  },
  (t) => [
    index('redemptions_entitlement_idx').on(t.entitlement_id),
    index('redemptions_order_idx').on(t.order_id),
    uniqueIndex('redemptions_order_item_unique').on(t.order_item_id),
  ],
);
