// A paid order's plan lines become entitlements on the order's vehicle: from the day it was
// paid on the branch's calendar, for the plan's validity, with the plan's rules as sold.
import { entitlementEndsOn } from '@lamaa/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { orderItems, orders } from '../db/schema/orders.js';
import { entitlements, plans } from '../db/schema/plans.js';

/**
 * Creates the entitlements of an order's plan lines once it is paid in full; safe to call
 * again (one entitlement per line).
 */
export async function grantOrderEntitlements(tx: Db, orderId: number, today: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.payment_status !== 'Paid') return;
  const items = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.order_id, orderId), eq(orderItems.purchasable_type, 'plan')));
  if (items.length === 0) return;
  const rows = await tx
    .select()
    .from(plans)
    .where(
      inArray(
        plans.id,
        items.map((item) => item.purchasable_id),
      ),
    );
  for (const item of items) {
    const plan = rows.find((row) => row.id === item.purchasable_id);
    if (!plan) continue;
    await tx
      .insert(entitlements)
      .values({
        business_id: order.business_id,
        plan_id: plan.id,
        car_id: order.car_id,
        customer_id: order.customer_id,
        order_item_id: item.id,
        name_en: plan.name_en,
        name_ar: plan.name_ar,
        kind: plan.kind,
        limit_day: plan.limit_day,
        limit_week: plan.limit_week,
        limit_month: plan.limit_month,
        coverage: plan.coverage,
        branch_ids: plan.branch_ids,
        starts_on: today,
        ends_on: entitlementEndsOn(today, {
          unit: plan.validity_unit,
          count: plan.validity_count,
        }),
        uses_total: plan.kind === 'uses' ? plan.uses : null,
        uses_left: plan.kind === 'uses' ? plan.uses : null,
        value_total_fils: plan.kind === 'value' ? plan.value_fils : null,
        value_left_fils: plan.kind === 'value' ? plan.value_fils : null,
        price_fils: item.price_fils,
      })
      .onConflictDoNothing({ target: entitlements.order_item_id });
  }
}
