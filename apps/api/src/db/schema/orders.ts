// Orders with their items and payments, and the idempotency records of order and payment posts.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { VatBreakdown } from '@lamaa/domain';
import type { BilingualText } from './catalogue.js';
import { branches, businesses, cars, customers, employees } from './people.js';

/** An option as kept on an order item. */
export interface OrderItemOption {
  id: number;
  name: BilingualText;
}

/** An order; money in fils; deleted_at/deleted_by make the delete a soft one. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    branch_id: integer('branch_id').references(() => branches.id),
    employee_id: integer('employee_id').references(() => employees.id),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    car_id: integer('car_id')
      .notNull()
      .references(() => cars.id),
    order_number: text('order_number').notNull(),
    status: text('status').notNull(),
    payment_status: text('payment_status').notNull(),
    payment_method: text('payment_method').notNull(),
    is_partial: boolean('is_partial').notNull().default(false),
    subtotal_fils: bigint('subtotal_fils', { mode: 'number' }).notNull(),
    service_fils: bigint('service_fils', { mode: 'number' }).notNull(),
    discount_fils: bigint('discount_fils', { mode: 'number' }).notNull(),
    shipping_fils: bigint('shipping_fils', { mode: 'number' }).notNull(),
    total_fils: bigint('total_fils', { mode: 'number' }).notNull(),
    paid_fils: bigint('paid_fils', { mode: 'number' }).notNull().default(0),
    /** What refunds gave back of paid_fils; never more than it (checked under the order's lock). */
    refunded_fils: bigint('refunded_fils', { mode: 'number' }).notNull().default(0),
    purchasable_type: text('purchasable_type').notNull(),
    coupon_id: integer('coupon_id'),
    vault_id: integer('vault_id'),
    location_type: text('location_type').notNull(),
    address: text('address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    slot_id: integer('slot_id'),
    booking_date: text('booking_date'),
    booking_time: text('booking_time'),
    /** The VAT, line by line, of a VAT-registered business's order; null when it charges none. */
    vat: jsonb('vat').$type<VatBreakdown>(),
    /** The customer asked for a full tax invoice. */
    wants_full_invoice: boolean('wants_full_invoice').notNull().default(false),
    /** Lower-cased order number, customer name and plate, for the orders search. */
    search_text: text('search_text').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    deleted_by: integer('deleted_by').references(() => employees.id),
  },
  (t) => [
    uniqueIndex('orders_business_number_unique').on(t.business_id, t.order_number),
    index('orders_business_live_idx')
      .on(t.business_id, t.id.desc())
      .where(sql`${t.deleted_at} is null`),
    index('orders_search_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
    // The coupon's use limits count its live orders, in all and by the customer, on every cart
    // priced with it; without this that count read every order of every business. Orders
    // without a coupon stay out.
    index('orders_coupon_live_idx')
      .on(t.coupon_id, t.customer_id)
      .where(sql`${t.coupon_id} is not null and ${t.deleted_at} is null`),
  ],
);

/** A line of an order, with its name and options as they were when ordered. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id),
    purchasable_type: text('purchasable_type').notNull(),
    purchasable_id: integer('purchasable_id').notNull(),
    name_en: text('name_en').notNull(),
    name_ar: text('name_ar').notNull(),
    quantity: integer('quantity').notNull(),
    price_fils: bigint('price_fils', { mode: 'number' }).notNull(),
    options: jsonb('options').$type<OrderItemOption[]>().notNull().default([]),
  },
  (t) => [index('order_items_order_idx').on(t.order_id)],
);

/** A payment taken on an order, or a refund given back (a negative amount); never deleted. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id),
    employee_id: integer('employee_id').references(() => employees.id),
    /** The vault the money went into or came out of. */
    vault_id: integer('vault_id'),
    method: text('method').notNull(),
    amount_fils: bigint('amount_fils', { mode: 'number' }).notNull(),
    reference: text('reference'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_order_idx').on(t.order_id)],
);

/** The first answer to a post carrying an Idempotency-Key, replayed for the same key and body. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    request_hash: text('request_hash').notNull(),
    status: integer('status'),
    body: jsonb('body'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_unique').on(t.business_id, t.scope, t.key)],
);
