// Businesses, their branches and employees, sessions, and the customers and vehicles they serve.
import { DEFAULT_BRANCH_TIME_ZONE, type Emirate, ROLES, type Role } from '@lamaa/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const stamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A car-care business; every business row belongs to one. Fees are its pricing settings. */
export const businesses = pgTable('businesses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Service fee in hundredths of a percent (500 = 5%). */
  service_basis_points: integer('service_basis_points').notNull().default(0),
  /** Shipping price in fils for outdoor (remote) orders. */
  shipping_fils: bigint('shipping_fils', { mode: 'number' }).notNull().default(0),
  /** Minimum partial payment in hundredths of a percent of the total. */
  min_order_basis_points: integer('min_order_basis_points').notNull().default(0),
  /** Live (not deleted) orders, kept by statement-level triggers so the orders page never counts 100,000 rows. */
  live_orders: integer('live_orders').notNull().default(0),
  /** The legal name in English and Arabic, as on tax invoices (the office edits them). */
  legal_name_en: text('legal_name_en').notNull().default(''),
  legal_name_ar: text('legal_name_ar').notNull().default(''),
  address: text('address').notNull().default(''),
  /** The Tax Registration Number, 15 digits (the domain's isTrn), or null. */
  trn: text('trn'),
  vat_registered: boolean('vat_registered').notNull().default(false),
  /** Whether catalogue prices already include VAT. */
  prices_include_vat: boolean('prices_include_vat').notNull().default(false),
  /** The logo's URL (an uploaded image's 'logo' size, /api/images/…), or null. */
  logo_url: text('logo_url'),
  /** The last tax invoice number issued (INV-000001 is 1); raised in the issuing transaction, so numbers have no gaps. */
  invoice_counter: integer('invoice_counter').notNull().default(0),
  /** The last tax credit note number issued (CN-000001 is 1), raised the same way. */
  credit_note_counter: integer('credit_note_counter').notNull().default(0),
  /** The last order number given (LM-000001 is 1): each business counts its own orders. */
  order_counter: integer('order_counter').notNull().default(0),
  ...stamps,
});

/** A branch of a business, with the IANA time zone its slots and days follow. */
export const branches = pgTable('branches', {
  id: serial('id').primaryKey(),
  business_id: integer('business_id')
    .notNull()
    .references(() => businesses.id),
  name_en: text('name_en').notNull(),
  name_ar: text('name_ar').notNull(),
  time_zone: text('time_zone').notNull().default(DEFAULT_BRANCH_TIME_ZONE),
  /** One of the domain's EMIRATES for a UAE (Asia/Dubai) branch, else null. */
  emirate: text('emirate').$type<Emirate>(),
  /** The city of a branch outside the UAE, else null. */
  city: text('city'),
  address: text('address').notNull().default(''),
  phone: text('phone').notNull().default(''),
  ...stamps,
});

/** A signed-in user of the product, with an argon2id password hash and one role. */
export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    branch_id: integer('branch_id').references(() => branches.id),
    name_en: text('name_en').notNull(),
    name_ar: text('name_ar').notNull().default(''),
    email: text('email').notNull(),
    /** Null until the employee sets a password from their one-time link. */
    password_hash: text('password_hash'),
    /** One of the domain's ROLES; what the role may do is the domain's `can`. */
    role: text('role').$type<Role>().notNull().default('cashier'),
    is_active: boolean('is_active').notNull().default(true),
    ...stamps,
  },
  (t) => [
    uniqueIndex('employees_email_unique').on(sql`lower(${t.email})`),
    check(
      'employees_role_known',
      sql`${t.role} in (${sql.raw(ROLES.map((role) => `'${role}'`).join(', '))})`,
    ),
  ],
);

/** An opaque session token, stored only as its sha-256 hash. */
export const sessions = pgTable(
  'sessions',
  {
    token_hash: text('token_hash').primaryKey(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_employee_idx').on(t.employee_id)],
);

/**
 * A one-time set-password link, kept as the sha-256 of its token: it dies when used, when a
 * newer link is made for the same employee, or at `expires_at`.
 */
export const passwordLinks = pgTable(
  'password_links',
  {
    token_hash: text('token_hash').primaryKey(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When it was used or replaced; a link with one set works no more. */
    spent_at: timestamp('spent_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_links_employee_idx').on(t.employee_id)],
);

/**
 * Sign-in failures counted under one key (an account, a client address or a trusted device) in a
 * window, with the time of the last one for the pause that grows after each.
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  window_started_at: timestamp('window_started_at', { withTimezone: true }).notNull(),
  last_failed_at: timestamp('last_failed_at', { withTimezone: true }),
});

/**
 * A browser that has signed an employee in before (OWASP's "device cookie"), kept as the sha-256
 * of the cookie's token: its sign-ins are limited on their own, so guesses from elsewhere cannot
 * lock that employee out of their counter.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    token_hash: text('token_hash').primaryKey(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trusted_devices_employee_idx').on(t.employee_id)],
);

/** A customer of a business; the phone is unique per business in E.164. */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone').notNull(),
    phone_country: text('phone_country').notNull(),
    phone_e164: text('phone_e164').notNull(),
    phone_national: text('phone_national').notNull(),
    language: text('language').notNull().default('en'),
    city_id: integer('city_id'),
    /** A company customer's legal name and Tax Registration Number (15 digits), for full tax invoices. */
    company_name: text('company_name'),
    trn: text('trn'),
    address: text('address'),
    ...stamps,
  },
  (t) => [
    uniqueIndex('customers_business_phone_unique').on(t.business_id, t.phone_e164),
    index('customers_business_name_idx').on(t.business_id, t.name),
  ],
);

/** A customer's vehicle with its UAE plate (city, plate type, code and numbers). */
export const cars = pgTable(
  'cars',
  {
    id: serial('id').primaryKey(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    user_id: integer('user_id')
      .notNull()
      .references(() => customers.id),
    city_id: integer('city_id').notNull(),
    car_brand_id: integer('car_brand_id').notNull(),
    car_model_id: integer('car_model_id'),
    car_type_id: integer('car_type_id').notNull(),
    plate_type_id: integer('plate_type_id').notNull(),
    car_group_id: integer('car_group_id').notNull(),
    color: text('color').notNull(),
    color_name: text('color_name'),
    year: integer('year').notNull(),
    code: text('code').notNull(),
    numbers: text('numbers').notNull(),
    vin_number: text('vin_number'),
    ...stamps,
  },
  (t) => [
    index('cars_customer_idx').on(t.user_id),
    index('cars_business_numbers_idx').on(t.business_id, t.numbers),
  ],
);
