// Seeds past orders of a business in every status, priced with the domain's priceCart,
// inserted in bulk; order numbers and search text are filled by one statement each.
import { priceCart } from '@lamaa/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import {
  packagePrices,
  packages,
  products,
  serviceOptions,
  services,
} from '../db/schema/catalogue.js';
import { orderItems, orders, payments } from '../db/schema/orders.js';
import { cars } from '../db/schema/people.js';
import { UNPAID } from '../services/order-service.js';
import { createPrng } from './prng.js';
import type { SeededBusiness } from './seed-business.js';
import { optionPriceRows } from '../services/catalogue-service.js';

/** Every order status the spec names. */
export const ORDER_STATUSES = [
  'pending',
  'waiting for payment',
  'processing',
  'received',
  'completed',
  'delivered',
  'cancelled',
] as const;

interface Sellable {
  kind: 'service' | 'package' | 'product';
  id: number;
  name: { en: string; ar: string };
  options: { id: number; name: { en: string; ar: string } }[];
  price: (group: number) => number;
}

async function sellables(db: Db, businessId: number): Promise<Sellable[]> {
  const list: Sellable[] = [];
  const serviceRows = await db.select().from(services).where(eq(services.business_id, businessId));
  const optionRows = await db
    .select()
    .from(serviceOptions)
    .where(eq(serviceOptions.business_id, businessId));
  const prices = await optionPriceRows(
    db,
    optionRows.map((row) => row.id),
  );
  for (const option of optionRows.filter((row) => !row.is_exclusive)) {
    const service = serviceRows.find((row) => row.id === option.service_id);
    if (!service) continue;
    list.push({
      kind: 'service',
      id: service.id,
      name: { en: service.name_en, ar: service.name_ar },
      options: [{ id: option.id, name: { en: option.name_en, ar: option.name_ar } }],
      price: (group) =>
        prices.find((price) => price.option_id === option.id && price.car_group_id === group)
          ?.price_fils ?? 0,
    });
  }
  const packageRows = await db.select().from(packages).where(eq(packages.business_id, businessId));
  const packPrices = packageRows.length
    ? await db
        .select()
        .from(packagePrices)
        .where(
          inArray(
            packagePrices.package_id,
            packageRows.map((row) => row.id),
          ),
        )
    : [];
  for (const pack of packageRows.filter((row) => row.is_active)) {
    list.push({
      kind: 'package',
      id: pack.id,
      name: { en: pack.name_en, ar: pack.name_ar },
      options: [],
      price: (group) =>
        packPrices.find((price) => price.package_id === pack.id && price.car_group_id === group)
          ?.price_fils ?? 0,
    });
  }
  for (const product of await db
    .select()
    .from(products)
    .where(eq(products.business_id, businessId))
    .limit(200)) {
    list.push({
      kind: 'product',
      id: product.id,
      name: { en: product.name_en, ar: product.name_ar },
      options: [],
      price: () => product.price_fils,
    });
  }
  return list;
}

function paymentFor(status: string, total: number, prng: ReturnType<typeof createPrng>): number {
  if (status === 'waiting for payment' || status === 'cancelled') return 0;
  if (status === 'completed' || status === 'delivered') return total;
  const roll = prng.int(0, 2);
  return roll === 0
    ? total
    : roll === 1
      ? Math.round(total * 0.4)
      : status === 'pending'
        ? 0
        : total;
}

/** Inserts `count` past orders spread over every status; answers how many were written. */
export async function seedOrders(
  db: Db,
  business: SeededBusiness,
  count: number,
  seed: number,
  now: Date,
): Promise<number> {
  const prng = createPrng(seed);
  const catalogue = await sellables(db, business.businessId);
  const vehicleRows = await db
    .select({ id: cars.id, owner: cars.user_id, group: cars.car_group_id })
    .from(cars)
    .where(eq(cars.business_id, business.businessId));
  const byKind = (kind: Sellable['kind']) =>
    catalogue.filter((entry) => entry.kind === kind && entry.price(1) > 0);
  const kinds = (['service', 'package', 'product'] as const).filter(
    (kind) => byKind(kind).length > 0,
  );
  const rows: (typeof orders.$inferInsert)[] = [];
  const lines: { kind: Sellable['kind']; picked: Sellable[]; group: number; quantity: number }[] =
    [];
  for (let index = 0; index < count; index += 1) {
    const vehicle = prng.pick(vehicleRows);
    const status = ORDER_STATUSES[index % ORDER_STATUSES.length] ?? 'pending';
    const kind = prng.pick(kinds);
    const pool = byKind(kind);
    const picked =
      kind === 'package' ? [prng.pick(pool)] : [...new Set([prng.pick(pool), prng.pick(pool)])];
    const quantity = kind === 'product' ? prng.int(1, 3) : 1;
    const priced = priceCart({
      lines: picked.map((entry) => ({ price: entry.price(vehicle.group), quantity })),
      servicePercentage: 5,
    });
    if (!priced.ok) continue;
    const total = priced.value.total;
    const paid = paymentFor(status, total, prng);
    const created = new Date(
      now.getTime() - (count - index) * Math.max(60_000, Math.floor((90 * 86_400_000) / count)),
    );
    const remote = prng.chance(0.2);
    rows.push({
      business_id: business.businessId,
      branch_id: prng.pick(business.branchIds),
      employee_id: prng.pick(business.employeeIds),
      customer_id: vehicle.owner,
      car_id: vehicle.id,
      order_number: `seed-${business.businessId}-${seed}-${index}`,
      status,
      payment_status: paid >= total ? 'Paid' : paid > 0 ? 'Partially paid' : UNPAID,
      payment_method: prng.pick(['cash', 'visa', 'online', 'bank_account']),
      is_partial: paid > 0 && paid < total,
      subtotal_fils: priced.value.subtotal,
      service_fils: priced.value.servicePrice,
      discount_fils: 0,
      shipping_fils: remote ? 2500 : 0,
      total_fils: total + (remote ? 2500 : 0),
      paid_fils: paid,
      purchasable_type: kind,
      location_type: remote ? 'remote' : 'in_shop',
      address: remote ? 'Villa 12, Street 5, Al Barsha 2, Dubai' : null,
      booking_date: created.toISOString().slice(0, 10),
      booking_time: `${String(9 + (index % 12)).padStart(2, '0')}:00`,
      search_text: '',
      created_at: created,
      updated_at: created,
    });
    lines.push({ kind, picked, group: vehicle.group, quantity });
  }
  for (let start = 0; start < rows.length; start += 500) {
    const inserted = await db
      .insert(orders)
      .values(rows.slice(start, start + 500))
      .returning({
        id: orders.id,
        paid: orders.paid_fils,
        method: orders.payment_method,
        created: orders.created_at,
      });
    const items = inserted.flatMap((order, offset) => {
      const line = lines[start + offset];
      return (line?.picked ?? []).map((entry) => ({
        order_id: order.id,
        purchasable_type: entry.kind,
        purchasable_id: entry.id,
        name_en: entry.name.en,
        name_ar: entry.name.ar,
        quantity: line?.quantity ?? 1,
        price_fils: entry.price(line?.group ?? 1),
        options: entry.options,
      }));
    });
    if (items.length) await db.insert(orderItems).values(items);
    const paid = inserted.filter((order) => order.paid > 0);
    if (paid.length) {
      await db.insert(payments).values(
        paid.map((order) => ({
          business_id: business.businessId,
          order_id: order.id,
          method: order.method,
          amount_fils: order.paid,
          created_at: order.created,
        })),
      );
    }
  }
  await finishOrderNumbers(db);
  return rows.length;
}

/**
 * Gives seeded orders their numbers (LM-000123), counted per business after the business's
 * counter, moves the counters past them, and writes the search text, in set-based statements.
 */
export async function finishOrderNumbers(db: Db): Promise<void> {
  await db.execute(sql`
    with numbered as (
      select o.id, b.order_counter + row_number() over (partition by o.business_id order by o.id) as n
      from orders o join businesses b on b.id = o.business_id where o.order_number like 'seed-%')
    update orders o set order_number = 'LM-' || lpad(numbered.n::text, 6, '0')
    from numbered where numbered.id = o.id`);
  await db.execute(sql`
    update businesses b set order_counter = greatest(b.order_counter, coalesce((
      select max(substring(o.order_number from 4)::integer) from orders o
      where o.business_id = b.id and o.order_number ~ '^LM-[0-9]+$'), 0))`);
  await db.execute(sql`
    update orders o set search_text = lower(o.order_number || ' ' || c.name || ' ' || v.code || v.numbers || ' ' || v.code || ' ' || v.numbers)
    from customers c, cars v where c.id = o.customer_id and v.id = o.car_id and o.search_text = ''`);
}
