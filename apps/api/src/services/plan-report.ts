// The office's plan report: the plans active today, the redemptions by branch and day, the
// plans ending in the next 14 days, and the prepaid value still owed (the unused share of
// what was paid, the same rule a cancel refunds by). Dates are the branch's calendar.
import { addLocalDays, entitlementStatus, filsToAed, unusedShare } from '@lamaa/domain';
import { and, asc, count, eq, gte, isNull, lte, sum } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { entitlements, redemptions } from '../db/schema/plans.js';
import { branches, cars, customers } from '../db/schema/people.js';
import { entitlementState, entitlementWorth } from './entitlement-store.js';

/** How many days ahead "expiring soon" looks, today included. */
export const EXPIRING_DAYS = 14;

/** The report's period of redemptions, inclusive dates on the branch's calendar. */
export interface ReportPeriod {
  from: string;
  to: string;
}

async function redemptionsByBranchDay(db: Db, businessId: number, period: ReportPeriod) {
  const rows = await db
    .select({
      branch_id: redemptions.branch_id,
      name_en: branches.name_en,
      name_ar: branches.name_ar,
      day: redemptions.local_date,
      count: count(),
      value: sum(redemptions.value_fils).mapWith(Number),
    })
    .from(redemptions)
    .leftJoin(branches, eq(branches.id, redemptions.branch_id))
    .where(
      and(
        eq(redemptions.business_id, businessId),
        isNull(redemptions.returned_at),
        gte(redemptions.local_date, period.from),
        lte(redemptions.local_date, period.to),
      ),
    )
    .groupBy(redemptions.branch_id, branches.name_en, branches.name_ar, redemptions.local_date)
    .orderBy(asc(redemptions.local_date), asc(redemptions.branch_id));
  return rows.map((row) => ({
    branch_id: row.branch_id,
    branch_name: row.name_en === null ? null : { en: row.name_en, ar: row.name_ar ?? '' },
    day: row.day,
    count: row.count,
    value: filsToAed(row.value),
  }));
}

/** The plan report of a business on `today`, with the redemptions of `period`. */
export async function planReport(db: Db, businessId: number, today: string, period: ReportPeriod) {
  const rows = await db
    .select({ held: entitlements, car: cars, customer: customers })
    .from(entitlements)
    .innerJoin(cars, eq(cars.id, entitlements.car_id))
    .innerJoin(customers, eq(customers.id, entitlements.customer_id))
    .where(eq(entitlements.business_id, businessId))
    .orderBy(asc(entitlements.ends_on), asc(entitlements.id));
  const lastSoon = addLocalDays(today, EXPIRING_DAYS - 1);
  const active = new Map<
    number,
    { plan_id: number; name: { en: string; ar: string }; count: number }
  >();
  const expiring = [];
  let liability = 0;
  let frozen = 0;
  for (const { held, car, customer } of rows) {
    const state = entitlementState(held);
    const status = entitlementStatus(state, today);
    liability += unusedShare(state, entitlementWorth(held), today);
    if (status === 'frozen') frozen += 1;
    if (status !== 'active') continue;
    const plan = active.get(held.plan_id) ?? {
      plan_id: held.plan_id,
      name: { en: held.name_en, ar: held.name_ar },
      count: 0,
    };
    active.set(held.plan_id, { ...plan, count: plan.count + 1 });
    if (held.ends_on <= lastSoon)
      expiring.push({
        id: held.id,
        name: { en: held.name_en, ar: held.name_ar },
        ends_on: held.ends_on,
        uses_left: held.uses_left,
        value_left: held.value_left_fils === null ? null : filsToAed(held.value_left_fils),
        vehicle: { id: car.id, code: car.code, numbers: car.numbers },
        customer: { id: customer.id, name: customer.name, phone: customer.phone },
      });
  }
  const plans = [...active.values()];
  return {
    today,
    period,
    active: { total: plans.reduce((total, plan) => total + plan.count, 0), frozen, plans },
    redemptions: await redemptionsByBranchDay(db, businessId, period),
    expiring,
    liability: filsToAed(liability),
  };
}
