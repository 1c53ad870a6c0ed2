// Customers of a business: search by name, phone and plate; creation with a normalised,
// unique phone.
import { isTrn } from '@lamaa/domain';
import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Db } from '../db/database.js';
import { cars, customers } from '../db/schema/people.js';
import { invalidField, notFound } from '../http/api-error.js';
import { loadVehicles, type VehicleView } from './vehicle-view.js';

/** A customer as the API answers it, with the vehicles. */
export interface CustomerView {
  id: number;
  business_id: number;
  name: string;
  email: string | null;
  email_verified_at: null;
  phone: string;
  phone_country: string;
  phone_normalized: string;
  phone_national: string;
  phone_e164: string;
  phone_verified_at: null;
  language: string;
  city_id: number | null;
  /** A company customer's legal name, TRN and address (full tax invoices), else null. */
  company_name: string | null;
  trn: string | null;
  address: string | null;
  cars: VehicleView[];
  created_at: string;
  updated_at: string;
}

/** The most customers one search answers. */
export const CUSTOMER_SEARCH_LIMIT = 50;

type CustomerRow = typeof customers.$inferSelect;

async function withCars(db: Db, businessId: number, rows: CustomerRow[]): Promise<CustomerView[]> {
  const vehicles = await loadVehicles(db, businessId, { ownerIds: rows.map((row) => row.id) });
  return rows.map((row) => ({
    id: row.id,
    business_id: row.business_id,
    name: row.name,
    email: row.email,
    email_verified_at: null,
    phone: row.phone,
    phone_country: row.phone_country,
    phone_normalized: row.phone_e164,
    phone_national: row.phone_national,
    phone_e164: row.phone_e164,
    phone_verified_at: null,
    language: row.language,
    city_id: row.city_id,
    company_name: row.company_name,
    trn: row.trn,
    address: row.address,
    cars: vehicles.filter((vehicle) => vehicle.user_id === row.id),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Lists the business's customers, newest first, matching q on name, phone or plate when given. */
export async function searchCustomers(
  db: Db,
  businessId: number,
  q: string | undefined,
): Promise<CustomerView[]> {
  const text = q?.trim() ?? '';
  let condition = eq(customers.business_id, businessId);
  if (text !== '') {
    const pattern = `%${escapeLike(text)}%`;
    const digits = text.replace(/\D/g, '').replace(/^0+/, '');
    const plate = `%${escapeLike(text.replace(/\s+/g, ''))}%`;
    const plateOwners = db
      .select({ id: cars.user_id })
      .from(cars)
      .where(
        and(
          eq(cars.business_id, businessId),
          or(ilike(cars.numbers, pattern), ilike(sql`${cars.code} || ${cars.numbers}`, plate)),
        ),
      );
    const matches = [ilike(customers.name, pattern), inArray(customers.id, plateOwners)];
    if (digits.length >= 3) matches.push(sql`${customers.phone_e164} like ${`%${digits}%`}`);
    condition = and(condition, or(...matches)) ?? condition;
  }
  const rows = await db
    .select()
    .from(customers)
    .where(condition)
    .orderBy(desc(customers.id))
    .limit(CUSTOMER_SEARCH_LIMIT);
  return withCars(db, businessId, rows);
}

/** Loads one customer of the business; 404 when it is not there. */
export async function loadCustomer(db: Db, businessId: number, id: number): Promise<CustomerView> {
  const rows = await db
    .select()
    .from(customers)
    .where(and(eq(customers.business_id, businessId), eq(customers.id, id)));
  const [view] = await withCars(db, businessId, rows);
  if (!view) throw notFound('customer.not-found');
  return view;
}

/** Normalises a phone for a country; 422 naming the problem when it is not a valid number. */
export function normalisePhone(phone: string, country: string): { e164: string; national: string } {
  if (!isSupportedCountry(country))
    throw invalidField('phone_country', 'customer.phone-country-unsupported', { country });
  const parsed = parsePhoneNumberFromString(phone, country);
  if (!parsed || !parsed.isValid())
    throw invalidField('phone', 'customer.phone-invalid', { country });
  return { e164: parsed.number, national: parsed.formatNational() };
}

/** Creates a customer; a phone already used in the business answers 422 naming that customer. */
export async function createCustomer(
  db: Db,
  businessId: number,
  input: {
    name: string;
    phone: string;
    phone_country: string;
    company_name?: string | undefined;
    trn?: string | undefined;
    address?: string | undefined;
  },
): Promise<CustomerView> {
  if (input.trn !== undefined && !isTrn(input.trn))
    throw invalidField('trn', 'business.trn-invalid');
  const phone = normalisePhone(input.phone, input.phone_country);
  const [existing] = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(eq(customers.business_id, businessId), eq(customers.phone_e164, phone.e164)));
  const duplicate = (id: number, name: string) =>
    invalidField('phone', 'customer.phone-taken', { name, id });
  if (existing) throw duplicate(existing.id, existing.name);
  const [row] = await db
    .insert(customers)
    .values({
      business_id: businessId,
      name: input.name,
      phone: phone.e164,
      phone_country: input.phone_country,
      phone_e164: phone.e164,
      phone_national: phone.national,
      company_name: input.company_name ?? null,
      trn: input.trn ?? null,
      address: input.address ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    const [winner] = await db
      .select({ id: customers.id, name: customers.name })
      .from(customers)
      .where(and(eq(customers.business_id, businessId), eq(customers.phone_e164, phone.e164)));
    throw duplicate(winner?.id ?? 0, winner?.name ?? 'another customer');
  }
  return loadCustomer(db, businessId, row.id);
}
