// How many orders used a coupon, in all and by one customer, for the coupon's use limits:
// live orders only (a deleted or cancelled order gives its use back).
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { coupons } from '../db/schema/catalogue.js';
import { orders } from '../db/schema/orders.js';

/** A coupon and its use limits (null: no limit). */
interface LimitedCoupon {
  readonly id: number;
  readonly total_uses: number | null;
  readonly uses_per_customer: number | null;
}

/**
 * The coupon's uses so far, counted only as far as its limits look: up to `total_uses` in all,
 * up to `uses_per_customer` by the customer, nothing against a limit it does not have (0). A
 * long-running coupon's thousands of uses are not read again on every cart. With `lock`, the
 * coupon row is held so two sales cannot both take the last use; a coupon without limits has
 * no last use, and its sales do not wait for each other.
 */
export async function couponUses(
  db: Db,
  coupon: LimitedCoupon,
  customerId: number,
  lock: boolean,
): Promise<{ usedTotal: number; usedByCustomer: number }> {
  const isLimited = coupon.total_uses !== null || coupon.uses_per_customer !== null;
  if (lock && isLimited)
    await db
      .select({ id: coupons.id })
      .from(coupons)
      .where(eq(coupons.id, coupon.id))
      .for('update');
  const usesUpTo = async (limit: number | null, byCustomer: boolean): Promise<number> => {
    if (limit === null) return 0;
    const uses = db
      .select({ one: sql`1` })
      .from(orders)
      .where(
        and(
          eq(orders.coupon_id, coupon.id),
          byCustomer ? eq(orders.customer_id, customerId) : undefined,
          isNull(orders.deleted_at),
          ne(sql`lower(${orders.status})`, 'cancelled'),
        ),
      )
      .limit(limit)
      .as('uses');
    const [row] = await db.select({ count: count() }).from(uses);
    return row?.count ?? 0;
  };
  return {
    usedTotal: await usesUpTo(coupon.total_uses, false),
    usedByCustomer: await usesUpTo(coupon.uses_per_customer, true),
  };
}
