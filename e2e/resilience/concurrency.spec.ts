// Contention over real HTTP against a server process (issue 9, resilience): 50 checkouts at
// once for one time slot never book more than its capacity, and 20 payments at once on one
// order never take more than its total.
import { expect, test } from '../fixtures/own-server-test.js';
import { ACCOUNTS, type Answer, ApiSession } from './api-session.js';
import { integrityReport } from './integrity-report.js';
import { inspectDatabase } from './stopped-database.js';
import { makeOrderPlan, SLOT_CAPACITY } from './order-plan.js';
import { SeededRandom } from './seeded-random.js';

interface Submitted {
  order: { id: number; total_price: number; cash: number; payment_status: string | null };
}

interface Paid {
  payment: { amount: number };
  order: { cash: number; total_price: number; payment_status: string | null };
}

/** Fils from an AED amount on the wire. */
const fils = (aed: number) => Math.round(aed * 100);

test('50 concurrent checkouts for one slot book exactly its capacity and refuse the rest', async ({
  ownServer,
}) => {
  test.setTimeout(60_000);
  const server = await ownServer(18628);
  const session = await ApiSession.signIn(server.url, ACCOUNTS.cashier);
  const plan = await makeOrderPlan(session, 'Rush Hour Customer', 8181);
  // The last indoor slot of the last day: the seed books nothing there.
  const slot = plan.slots.filter((candidate) => candidate.type === 'in_shop').at(-1);
  if (!slot) throw new Error('No indoor slot is available.');

  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, index) =>
      session.post<{ message?: string }>('/api/pos/order', plan.order(slot), {
        'Idempotency-Key': `rush-${index}`,
      }),
    ),
  );
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 201)).toHaveLength(SLOT_CAPACITY.in_shop);
  const refused = answers.filter((answer) => answer.status !== 201);
  expect(new Set(refused.map((answer) => answer.status))).toEqual(new Set([409]));
  for (const answer of refused)
    expect(answer.body.message).toBe(
      'This time slot is fully booked. Please select another time slot.',
    );

  const days = (
    await session.read<{ data: { date: string; slots: { from: string; available: boolean }[] }[] }>(
      '/api/pos/availability?type=in_shop',
    )
  ).data;
  const shown = days.find((day) => day.date === slot.date)?.slots.find((s) => s.from === slot.from);
  expect(shown?.available).toBe(false);

  await server.stop();
  const booked = await inspectDatabase(server.options.dataDir, async (db) => ({
    report: await integrityReport(db),
    slot: (
      await db.query<{ booked: number; orders: number }>(
        `select s.booked, (select count(*) from orders o where o.slot_id = s.id and o.deleted_at is null)::int as orders
           from time_slots s where s.business_id = 1 and s.type = $1 and s.date = $2 and s."from" = $3`,
        [slot.type, slot.date, slot.from],
      )
    ).rows[0],
  }));
  expect(booked.slot).toEqual({ booked: SLOT_CAPACITY.in_shop, orders: SLOT_CAPACITY.in_shop });
  expect(booked.report.overbookedSlots).toBe(0);
});

test('20 concurrent payments on one order never take more than its total', async ({
  ownServer,
}) => {
  test.setTimeout(60_000);
  const server = await ownServer(18629);
  const session = await ApiSession.signIn(server.url, ACCOUNTS.cashier);
  const plan = await makeOrderPlan(session, 'Many Tills Customer', 9191);
  const slot = plan.slots.at(-1);
  if (!slot) throw new Error('No slot is available.');
  // An order with nothing paid yet (a partial payment of 0 at checkout).
  const placed = await session.post<Submitted>(
    '/api/pos/order',
    plan.order(slot, { is_partial: true, amount: 0 }),
  );
  expect(placed.status, placed.text).toBe(201);
  const order = placed.body.order;
  const total = fils(order.total_price);
  expect(order.cash).toBe(0);

  // Partial cash amounts between a tenth and a third of the total, and a few full card
  // payments, each with its own key, all at once.
  const random = new SeededRandom(20_260_209);
  const payments = Array.from({ length: 20 }, (_, index) =>
    index % 7 === 3
      ? {
          order_id: order.id,
          payment_method_id: 'visa',
          is_partial: false,
          cash: order.total_price,
        }
      : {
          order_id: order.id,
          payment_method_id: 'cash',
          is_partial: true,
          cash: random.int(Math.ceil(total / 10), Math.floor(total / 3)) / 100,
        },
  );
  const answers: Answer<Paid & { message?: string }>[] = await Promise.all(
    payments.map((payment, index) =>
      session.post<Paid & { message?: string }>('/api/pos/payment', payment, {
        'Idempotency-Key': `till-${index}`,
      }),
    ),
  );
  const taken = answers.filter((answer) => answer.status === 200);
  const refused = answers.filter((answer) => answer.status !== 200);
  const takenFils = taken.reduce((sum, answer) => sum + fils(answer.body.payment.amount), 0);
  expect(taken.length).toBeGreaterThan(0);
  expect(takenFils).toBeLessThanOrEqual(total);
  for (const answer of refused) {
    expect([409, 422]).toContain(answer.status);
    expect(answer.body.message).toMatch(/already paid|cannot exceed order total/);
  }

  const [listed] = (
    await session.read<{ data: Submitted['order'][] }>(
      `/api/pos/order?q=${encodeURIComponent(plan.customer.name)}`,
    )
  ).data;
  expect(fils(listed?.cash ?? -1)).toBe(takenFils);

  await server.stop();
  const stored = await inspectDatabase(server.options.dataDir, async (db) => ({
    report: await integrityReport(db),
    paid: (
      await db.query<{ paid: number; payments: number; total: number }>(
        `select o.paid_fils as paid, o.total_fils as total,
                (select coalesce(sum(p.amount_fils), 0) from payments p where p.order_id = o.id)::int as payments
           from orders o where o.id = $1`,
        [order.id],
      )
    ).rows[0],
  }));
  expect(stored.paid).toEqual({ paid: takenFils, payments: takenFils, total });
  expect(stored.report.ordersPaidBeyondTotal).toBe(0);
  expect(stored.report.ordersPaidUnlikeTheirPayments).toBe(0);
});
