// The scale seed for benchmarks: 10,000 catalogue items and 100,000 orders in the demo
// business (the generated catalogue of seed-catalogue.ts), written with set-based inserts
// (generate_series) so it takes seconds.
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { orders } from '../db/schema/orders.js';
import { employees } from '../db/schema/people.js';
import { DEMO_SIGN_IN } from './seed-demo.js';
import { seedCatalogue } from './seed-catalogue.js';
import { finishOrderNumbers, ORDER_STATUSES } from './seed-orders.js';

/** Orders the scale seed brings the demo business to. */
export const SCALE_ORDERS = 100_000;
/** Catalogue items the scale seed adds (9,000 products and 1,000 services). */
export const SCALE_ITEMS = 10_000;

/** Adds the scale data to the demo business unless it is there already; answers the orders added. */
export async function seedScale(db: Db): Promise<number> {
  const [employee] = await db
    .select()
    .from(employees)
    .where(eq(employees.email, DEMO_SIGN_IN.email));
  if (!employee) throw new Error('Seed the demo before the scale data.');
  const business = employee.business_id;
  const [present] = await db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.business_id, business));
  const missing = SCALE_ORDERS - (present?.n ?? 0);
  if (missing <= 0) return 0;
  const statuses = sql.raw(`array[${ORDER_STATUSES.map((status) => `'${status}'`).join(',')}]`);
  await seedCatalogue(db, business, { services: 1000, products: 9000 });
  await db.execute(sql`
    with car_list as (select array_agg(id order by id) as ids, count(*) as n from cars where business_id = ${business})
    insert into orders (business_id, branch_id, employee_id, customer_id, car_id, order_number, status, payment_status, payment_method,
      is_partial, subtotal_fils, service_fils, discount_fils, shipping_fils, total_fils, paid_fils, purchasable_type, location_type,
      booking_date, booking_time, search_text, created_at, updated_at)
    select ${business}, ${employee.branch_id}, ${employee.id}, v.user_id, v.id, 'seed-scale-' || g, (${statuses})[1 + g % 7],
      case when g % 7 in (4, 5) then 'Paid' else 'Unpaid' end, 'cash', false, 10000, 500, 0, 0, 10500,
      case when g % 7 in (4, 5) then 10500 else 0 end, 'product', 'in_shop',
      to_char(now() - (g || ' minutes')::interval, 'YYYY-MM-DD'), '10:00', '',
      now() - ((${missing} - g) || ' minutes')::interval, now()
    from generate_series(1, ${missing}) g, car_list cl, cars v
    where v.id = cl.ids[1 + (g % cl.n)]`);
  await db.execute(sql`
    insert into order_items (order_id, purchasable_type, purchasable_id, name_en, name_ar, quantity, price_fils, options)
    select o.id, 'product', p.id, p.name_en, p.name_ar, 1, 10000, '[]'::jsonb
    from orders o, (select id, name_en, name_ar from products where business_id = ${business} order by id limit 1) p
    where o.order_number like 'seed-scale-%'`);
  await finishOrderNumbers(db);
  await db.execute(sql`analyze`);
  return missing;
}
