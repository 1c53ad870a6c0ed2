// The server killed with SIGKILL in the middle of a burst of 200 order submissions (issue 9,
// resilience): the data folder reopens, nothing is half-written, every order the client saw
// acknowledged is there, and resending every submission with its Idempotency-Key afterwards
// makes exactly one order per key.
import { expect, test } from '../fixtures/own-server-test.js';
import { ACCOUNTS, ApiSession } from './api-session.js';
import { changedBookings, integrityReport, unexplainedBookings } from './integrity-report.js';
import { inspectDatabase } from './stopped-database.js';
import { makeOrderPlan } from './order-plan.js';
import { runPool } from './run-pool.js';

const BURST = 200;
const CONCURRENCY = 20;
/** The kill lands once this many orders were acknowledged, with others in flight. */
const KILL_AFTER = 60;

interface Submission {
  readonly key: string;
  readonly body: Record<string, unknown>;
}

interface Submitted {
  order: { id: number };
}

/** Every kind of half-written data, none of it present. */
const CLEAN = {
  itemsWithoutOrder: 0,
  liveOrdersWithoutItems: 0,
  paymentsWithoutOrder: 0,
  ordersWithoutNumber: 0,
  keysWithoutAnswer: 0,
  overbookedSlots: 0,
  ordersPaidBeyondTotal: 0,
  ordersPaidUnlikeTheirPayments: 0,
};

/** The customer's order ids in a data folder, with the integrity counts and slot bookings. */
function readFolder(dataDir: string, customerId: number) {
  return inspectDatabase(dataDir, async (db) => ({
    report: await integrityReport(db),
    bookings: await unexplainedBookings(db),
    orderIds: (
      await db.query<{ id: number }>('select id from orders where customer_id = $1', [customerId])
    ).rows.map((row) => row.id),
  }));
}

test('SIGKILL in a burst of 200 orders loses no acknowledged order and half-writes none', async ({
  ownServer,
  seededDataDir,
}) => {
  test.setTimeout(120_000);
  const server = await ownServer(18627);
  const seeded = await inspectDatabase(seededDataDir, unexplainedBookings);
  const session = await ApiSession.signIn(server.url, ACCOUNTS.cashier);
  const plan = await makeOrderPlan(session, 'Burst Customer', 7171);
  expect(plan.places.length, 'free places for the burst').toBeGreaterThanOrEqual(BURST);
  const submissions: Submission[] = plan.places
    .slice(0, BURST)
    .map((slot, index) => ({ key: `burst-${index}`, body: plan.order(slot) }));

  const acknowledged = new Map<string, number>();
  const refused: string[] = [];
  let failedInFlight = 0;
  let killing: Promise<void> | undefined;
  const started = Date.now();
  await runPool(submissions, CONCURRENCY, async ({ key, body }) => {
    try {
      const answer = await session.post<Submitted>('/api/pos/order', body, {
        'Idempotency-Key': key,
      });
      if (answer.status !== 201) refused.push(`${key}: ${answer.status} ${answer.text}`);
      else acknowledged.set(key, answer.body.order.id);
      if (acknowledged.size >= KILL_AFTER) killing ??= server.kill();
    } catch {
      // The connection was reset or refused: the client never saw an answer.
      failedInFlight += 1;
    }
  });
  await killing;
  const burstMs = Date.now() - started;
  expect(refused).toEqual([]);
  expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER);
  expect(failedInFlight, 'submissions cut off by the kill').toBeGreaterThan(0);
  expect(acknowledged.size + failedInFlight).toBe(BURST);

  // The killed folder opens (a copy, read after the fact); every acknowledged order is there.
  const crashed = await readFolder(server.options.dataDir, plan.customer.id);
  expect(crashed.report).toEqual(CLEAN);
  expect(changedBookings(seeded, crashed.bookings)).toEqual([]);
  expect(crashed.orderIds).toEqual(expect.arrayContaining([...acknowledged.values()]));
  expect(crashed.orderIds.length).toBeLessThanOrEqual(BURST);

  // The server restarts on the same folder; the client resends every submission with its key.
  const restarted = Date.now();
  await server.start();
  const restartMs = Date.now() - restarted;
  const after = new Map<string, number>();
  await runPool(submissions, CONCURRENCY, async ({ key, body }) => {
    const answer = await session.post<Submitted>('/api/pos/order', body, {
      'Idempotency-Key': key,
    });
    expect(answer.status, `${key}: ${answer.text}`).toBe(201);
    after.set(key, answer.body.order.id);
  });
  for (const [key, id] of acknowledged) expect(after.get(key), key).toBe(id);
  expect(new Set(after.values()).size).toBe(BURST);

  await server.stop();
  const final = await readFolder(server.options.dataDir, plan.customer.id);
  expect(final.report).toEqual(CLEAN);
  expect(final.orderIds.sort((a, b) => a - b)).toEqual([...after.values()].sort((a, b) => a - b));
  expect(changedBookings(seeded, final.bookings)).toEqual([]);
  test.info().annotations.push({
    type: 'figures',
    description: `${acknowledged.size} acknowledged and ${failedInFlight} cut off of ${BURST} in ${burstMs} ms; ${crashed.orderIds.length} orders in the killed folder; restart ${restartMs} ms`,
  });
});
