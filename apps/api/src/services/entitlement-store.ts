// Reading entitlements: as the domain's state, with their redemption days, and as the API
// shows them with a vehicle.
import {
  entitlementStatus,
  type EntitlementState,
  type EntitlementWorth,
  filsToAed,
} from '@lamaa/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { entitlements, redemptions } from '../db/schema/plans.js';

/** An entitlement row. */
export type EntitlementRow = typeof entitlements.$inferSelect;

/** The domain's view of an entitlement row. */
export function entitlementState(row: EntitlementRow): EntitlementState {
  return {
    rules: {
      kind: row.kind,
      coverage: row.coverage,
      branchIds: row.branch_ids,
      limits: { day: row.limit_day, week: row.limit_week, month: row.limit_month },
    },
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    usesLeft: row.uses_left,
    valueLeft: row.value_left_fils,
    frozenOn: row.frozen_on,
    cancelledOn: row.cancelled_on,
  };
}

/** What was paid for an entitlement and what it held when sold, as the domain's rules read it. */
export function entitlementWorth(row: EntitlementRow): EntitlementWorth {
  return { priceFils: row.price_fils, usesTotal: row.uses_total, valueTotal: row.value_total_fils };
}

/** An entitlement with the days of its redemptions that were not given back. */
export interface HeldEntitlement {
  row: EntitlementRow;
  history: string[];
}

/**
 * The given entitlements of a vehicle with their history; `lock` takes their rows (in id
 * order, so two orders never wait on each other crosswise) until the transaction ends.
 */
export async function loadEntitlements(
  db: Db,
  businessId: number,
  carId: number,
  ids: number[],
  lock: boolean,
): Promise<Map<number, HeldEntitlement>> {
  const held = new Map<number, HeldEntitlement>();
  if (ids.length === 0) return held;
  const query = db
    .select()
    .from(entitlements)
    .where(
      and(
        eq(entitlements.business_id, businessId),
        eq(entitlements.car_id, carId),
        inArray(entitlements.id, ids),
      ),
    )
    .orderBy(asc(entitlements.id));
  const rows = lock ? await query.for('update') : await query;
  for (const row of rows) held.set(row.id, { row, history: [] });
  if (rows.length === 0) return held;
  const days = await db
    .select({ id: redemptions.entitlement_id, day: redemptions.local_date })
    .from(redemptions)
    .where(
      and(
        inArray(
          redemptions.entitlement_id,
          rows.map((row) => row.id),
        ),
        isNull(redemptions.returned_at),
      ),
    );
  for (const entry of days) held.get(entry.id)?.history.push(entry.day);
  return held;
}

/** An entitlement as the API answers it (AED on the wire), with where it stands today. */
export function entitlementView(row: EntitlementRow, today: string) {
  return {
    id: row.id,
    plan_id: row.plan_id,
    car_id: row.car_id,
    name: { en: row.name_en, ar: row.name_ar },
    kind: row.kind,
    status: entitlementStatus(entitlementState(row), today),
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    uses_total: row.uses_total,
    uses_left: row.uses_left,
    value_total: row.value_total_fils === null ? null : filsToAed(row.value_total_fils),
    value_left: row.value_left_fils === null ? null : filsToAed(row.value_left_fils),
    frozen_on: row.frozen_on,
    cancelled_on: row.cancelled_on,
    limits: { day: row.limit_day, week: row.limit_week, month: row.limit_month },
    coverage: row.coverage,
    branch_ids: row.branch_ids,
  };
}

/** Every entitlement of a vehicle of the business, newest first. */
export async function listCarEntitlements(
  db: Db,
  businessId: number,
  carId: number,
  today: string,
) {
  const rows = await db
    .select()
    .from(entitlements)
    .where(and(eq(entitlements.business_id, businessId), eq(entitlements.car_id, carId)))
    .orderBy(asc(entitlements.ends_on), asc(entitlements.id));
  return rows.map((row) => entitlementView(row, today));
}

/** What an order's plan line sold, as its receipt shows it: the dates and the balance. */
export function soldEntitlementView(row: EntitlementRow) {
  return {
    id: row.id,
    kind: row.kind,
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    uses_total: row.uses_total,
    uses_left: row.uses_left,
    value_total: row.value_total_fils === null ? null : filsToAed(row.value_total_fils),
    value_left: row.value_left_fils === null ? null : filsToAed(row.value_left_fils),
  };
}

/** The entitlements the given order lines created, by order line id (a paid plan line has one). */
export async function entitlementsOfOrderItems(db: Db, orderItemIds: number[]) {
  const sold = new Map<number, ReturnType<typeof soldEntitlementView>>();
  if (orderItemIds.length === 0) return sold;
  const rows = await db
    .select()
    .from(entitlements)
    .where(inArray(entitlements.order_item_id, orderItemIds));
  for (const row of rows) sold.set(row.order_item_id, soldEntitlementView(row));
  return sold;
}
