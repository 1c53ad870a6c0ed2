// The order invariants counted in SQL on a stopped server's database: half-written orders,
// overbooked slots, payments that do not add up.
import type { PGlite } from '@electric-sql/pglite';

/** Runs a query answering one row of one number. */
async function count(db: PGlite, query: string): Promise<number> {
  const result = await db.query<{ n: number | string }>(query);
  return Number(result.rows[0]?.n ?? 0);
}

/** Counts of half-written or impossible data; every one must be 0. */
export interface IntegrityReport {
  readonly itemsWithoutOrder: number;
  readonly liveOrdersWithoutItems: number;
  readonly paymentsWithoutOrder: number;
  readonly ordersWithoutNumber: number;
  readonly keysWithoutAnswer: number;
  readonly overbookedSlots: number;
  readonly ordersPaidBeyondTotal: number;
  readonly ordersPaidUnlikeTheirPayments: number;
}

/** Counts every kind of half-written order the schema alone would not prevent. */
export async function integrityReport(db: PGlite): Promise<IntegrityReport> {
  return {
    itemsWithoutOrder: await count(
      db,
      'select count(*) as n from order_items i left join orders o on o.id = i.order_id where o.id is null',
    ),
    liveOrdersWithoutItems: await count(
      db,
      'select count(*) as n from orders o where o.deleted_at is null and not exists (select 1 from order_items i where i.order_id = o.id)',
    ),
    paymentsWithoutOrder: await count(
      db,
      'select count(*) as n from payments p left join orders o on o.id = p.order_id where o.id is null',
    ),
    // The number is written in the order's own transaction; a placeholder left means half a write.
    ordersWithoutNumber: await count(
      db,
      "select count(*) as n from orders where order_number like 'pending-%'",
    ),
    keysWithoutAnswer: await count(
      db,
      'select count(*) as n from idempotency_keys where status is null',
    ),
    overbookedSlots: await count(
      db,
      'select count(*) as n from time_slots where booked > capacity',
    ),
    ordersPaidBeyondTotal: await count(
      db,
      'select count(*) as n from orders where paid_fils > total_fils',
    ),
    ordersPaidUnlikeTheirPayments: await count(
      db,
      'select count(*) as n from orders o where o.paid_fils <> coalesce((select sum(p.amount_fils) from payments p where p.order_id = o.id), 0)',
    ),
  };
}

/** Every slot's bookings not explained by a live order (the seed fills a few slots without orders). */
export async function unexplainedBookings(db: PGlite): Promise<Map<number, number>> {
  const result = await db.query<{ id: number; surplus: number }>(
    `select s.id, s.booked - (select count(*) from orders o where o.slot_id = s.id and o.deleted_at is null)::int as surplus
       from time_slots s`,
  );
  return new Map(result.rows.map((row) => [row.id, row.surplus]));
}

/** The slots whose unexplained bookings changed from `before` (a slot missing there counts as 0). */
export function changedBookings(
  before: ReadonlyMap<number, number>,
  after: ReadonlyMap<number, number>,
): { slotId: number; before: number; after: number }[] {
  return [...after.entries()]
    .filter(([slotId, surplus]) => (before.get(slotId) ?? 0) !== surplus)
    .map(([slotId, surplus]) => ({ slotId, before: before.get(slotId) ?? 0, after: surplus }));
}
