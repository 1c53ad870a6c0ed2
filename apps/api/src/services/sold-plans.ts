// The office's sold plans: the entitlements of the business found by plate or customer, each
// with its vehicle, its customer and that customer's other vehicles (where it may move to).
import { filsToAed, unusedShare } from '@lamaa/domain';
import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { entitlements } from '../db/schema/plans.js';
import { cars, customers } from '../db/schema/people.js';
import { entitlementState, entitlementView, entitlementWorth } from './entitlement-store.js';

/** The most sold plans one search answers. */
export const SOLD_PLANS_LIMIT = 50;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const plateOf = (car: { id: number; code: string; numbers: string }) => ({
  id: car.id,
  code: car.code,
  numbers: car.numbers,
});

/**
 * The sold plans whose vehicle's plate (numbers, or code and numbers) or whose customer's name
 * or phone matches `q`, newest first; the newest of all without `q`.
 */
export async function searchSoldPlans(
  db: Db,
  businessId: number,
  q: string | undefined,
  today: string,
) {
  const text = q?.trim() ?? '';
  let condition = eq(entitlements.business_id, businessId);
  if (text !== '') {
    const pattern = `%${escapeLike(text)}%`;
    const plate = `%${escapeLike(text.replace(/\s+/g, ''))}%`;
    const digits = text.replace(/\D/g, '').replace(/^0+/, '');
    const matches = [
      ilike(cars.numbers, pattern),
      ilike(sql`${cars.code} || ${cars.numbers}`, plate),
      ilike(customers.name, pattern),
    ];
    if (digits.length >= 3) matches.push(sql`${customers.phone_e164} like ${`%${digits}%`}`);
    condition = and(condition, or(...matches)) ?? condition;
  }
  const rows = await db
    .select({ held: entitlements, car: cars, customer: customers })
    .from(entitlements)
    .innerJoin(cars, eq(cars.id, entitlements.car_id))
    .innerJoin(customers, eq(customers.id, entitlements.customer_id))
    .where(condition)
    .orderBy(desc(entitlements.id))
    .limit(SOLD_PLANS_LIMIT);
  const owners = [...new Set(rows.map((row) => row.customer.id))];
  const owned =
    owners.length === 0
      ? []
      : await db
          .select()
          .from(cars)
          .where(and(eq(cars.business_id, businessId), inArray(cars.user_id, owners)))
          .orderBy(cars.id);
  return rows.map(({ held, car, customer }) => ({
    ...entitlementView(held, today),
    price: filsToAed(held.price_fils),
    refund_if_cancelled: filsToAed(
      unusedShare(entitlementState(held), entitlementWorth(held), today),
    ),
    vehicle: plateOf(car),
    customer: { id: customer.id, name: customer.name, phone: customer.phone },
    customer_vehicles: owned.filter((other) => other.user_id === customer.id).map(plateOf),
  }));
}
