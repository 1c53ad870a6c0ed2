// What a business sells (services with priced options, packages, products), its coupons,
// its vaults (payment accounts) and its bookable time slots.
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { branches, businesses } from './people.js';

const names = { name_en: text('name_en').notNull(), name_ar: text('name_ar').notNull() };

/** A bilingual entry of a service's included list. */
export interface BilingualText {
  en: string;
  ar: string;
}

/** A service; its options carry the prices per car group. */
export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    ...names,
    icon_url: text('icon_url'),
    included: jsonb('included').$type<BilingualText[]>().notNull().default([]),
    is_add_ons: boolean('is_add_ons').notNull().default(false),
    /** Listed from 0 up, then by id. */
    display_order: integer('display_order').notNull().default(0),
    /** Archived: off the counter; kept because orders may name it. */
    is_archived: boolean('is_archived').notNull().default(false),
  },
  (t) => [index('services_business_idx').on(t.business_id)],
);

/** An option of a service; exclusive options may not share a cart. */
export const serviceOptions = pgTable(
  'service_options',
  {
    id: serial('id').primaryKey(),
    service_id: integer('service_id')
      .notNull()
      .references(() => services.id),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    ...names,
    is_exclusive: boolean('is_exclusive').notNull().default(false),
    display_order: integer('display_order').notNull().default(0),
    is_archived: boolean('is_archived').notNull().default(false),
  },
  (t) => [index('service_options_service_idx').on(t.service_id)],
);

/** The price in fils of a service option for one car group. */
export const optionPrices = pgTable(
  'option_prices',
  {
    option_id: integer('option_id')
      .notNull()
      .references(() => serviceOptions.id),
    car_group_id: integer('car_group_id').notNull(),
    price_fils: bigint('price_fils', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.option_id, t.car_group_id] })],
);

/** A package sold as one line, priced per car group. */
export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    ...names,
    image_url: text('image_url'),
    is_active: boolean('is_active').notNull().default(true),
  },
  (t) => [index('packages_business_idx').on(t.business_id)],
);

/** The price in fils of a package for one car group. */
export const packagePrices = pgTable(
  'package_prices',
  {
    package_id: integer('package_id')
      .notNull()
      .references(() => packages.id),
    car_group_id: integer('car_group_id').notNull(),
    price_fils: bigint('price_fils', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.package_id, t.car_group_id] })],
);

/** A product with its price and, when discounted, the price before discount. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    ...names,
    image_url: text('image_url'),
    price_fils: bigint('price_fils', { mode: 'number' }).notNull(),
    before_discount_fils: bigint('before_discount_fils', { mode: 'number' }),
    is_archived: boolean('is_archived').notNull().default(false),
  },
  (t) => [index('products_business_idx').on(t.business_id)],
);

/**
 * A coupon: 'Percentage' (value in hundredths of a percent) or 'Fixed' (value in fils), with
 * the conditions of its use (the domain's couponUseRefusal reads them).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    code: text('code').notNull(),
    type: text('type', { enum: ['Percentage', 'Fixed'] }).notNull(),
    value: integer('value').notNull(),
    minimum_total_fils: bigint('minimum_total_fils', { mode: 'number' }).notNull().default(0),
    is_active: boolean('is_active').notNull().default(true),
    /** First and last day it applies, on the selling branch's calendar; null: no bound. */
    valid_from: date('valid_from', { mode: 'string' }),
    valid_to: date('valid_to', { mode: 'string' }),
    /** How many orders may use it, in all and per customer; null: unlimited. */
    total_uses: integer('total_uses'),
    uses_per_customer: integer('uses_per_customer'),
    /** The branches it applies to; empty: every branch. */
    branch_ids: jsonb('branch_ids').$type<number[]>().notNull().default([]),
    /** Taken out of the office's use; orders keep referring to it, so it is never deleted. */
    is_archived: boolean('is_archived').notNull().default(false),
  },
  (t) => [uniqueIndex('coupons_business_code_unique').on(t.business_id, t.code)],
);

/**
 * A payment account of one branch: the payment methods it takes (one that takes cash is a cash
 * drawer, and `type` is then cash, else its first method), its title in both languages and its
 * provider. Payments and shifts name it by id, so it is archived, never deleted (a trigger).
 * Migration 0013 gave the vaults written before this the business's first branch (null only
 * for a business without a branch: such a vault is the whole business's).
 */
export const vaults = pgTable(
  'vaults',
  {
    id: serial('id').primaryKey(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    vaultable_type: text('vaultable_type').notNull(),
    vaultable_id: integer('vaultable_id').notNull(),
    vault_provider: text('vault_provider'),
    title: text('title').notNull(),
    type: text('type').notNull(),
    sub_type: text('sub_type'),
    balance_fils: bigint('balance_fils', { mode: 'number' }).notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    branch_id: integer('branch_id').references(() => branches.id),
    title_ar: text('title_ar').notNull().default(''),
    methods: text('methods').array().notNull().default([]),
    is_archived: boolean('is_archived').notNull().default(false),
  },
  (t) => [
    index('vaults_business_idx').on(t.business_id),
    uniqueIndex('vaults_branch_title_unique').on(t.branch_id, t.title),
  ],
);

/**
 * A bookable time slot of a branch; a booking is taken only while booked is below capacity (a
 * conditional update), so lowering the capacity keeps the bookings and refuses new ones.
 */
export const timeSlots = pgTable(
  'time_slots',
  {
    id: serial('id').primaryKey(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    branch_id: integer('branch_id').references(() => branches.id),
    type: text('type', { enum: ['in_shop', 'remote'] }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    from: text('from').notNull(),
    to: text('to').notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [uniqueIndex('time_slots_unique').on(t.branch_id, t.type, t.date, t.from)],
);
