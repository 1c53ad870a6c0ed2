// How many orders used a coupon, in all and by one customer, for the coupon's use limits:
// live orders only (a deleted or cancelled order gives its use back).
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { coupons } from '../db/schema/catalogue.js';
import { orders } from '../db/schema/orders.js';

/** The coupon's uses so far; with `lock`, the coupon row is held so two sales cannot both take the last use. */
export async function couponUses(
  db: Db,
  couponId: number,
  customerId: number,
  lock: boolean,
): Promise<{ usedTotal: number; usedByCustomer: number }> {
  if (lock)
    await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, couponId)).for('update');
  const [row] = await db
    .select({
      total: count(),
      byCustomer:
        sql<number>`count(*) filter (where ${orders.customer_id} = ${customerId})`.mapWith(Number),
    })
    .from(orders)
    .where(
      and(
        eq(orders.coupon_id, couponId),
        isNull(orders.deleted_at),
        ne(sql`lower(${orders.status})`, 'cancelled'),
      ),
    );
  return { usedTotal: row?.total ?? 0, usedByCustomer: row?.byCustomer ?? 0 };
}
