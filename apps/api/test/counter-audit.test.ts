// The counter in the audit log: a cashier's sale, a payment taken later and an order deleted
// each write one row with the cashier, their branch and the order, in the same transaction
// as the change, so the owner sees the cashier's first sale in the office.
import { DEFAULT_BRANCH_TIME_ZONE } from '@lamaa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeSlots } from '../src/db/schema/catalogue.js';
import { ensureBranchSlots, localDate } from '../src/services/slot-service.js';
import { type OfficeWorld, officeWorld } from './office-helpers.js';
import { firstServiceOrder, seededSale, type SeededSale } from './seeded-sale.js';
import { openTestServer, type TestServer } from './test-server.js';

/** Tomorrow in the demo branch's zone: every sale here books it. */
function tomorrow(): string {
  return localDate(new Date(), DEFAULT_BRANCH_TIME_ZONE, 1);
}

interface AuditRow {
  employee: { id: number } | null;
  branch: { id: number } | null;
  action: string;
  subject: { type: string; id: number };
  after: Record<string, unknown> | null;
}
interface Submitted {
  order: { id: number; order_number: string; total_price: number };
}

let server: TestServer;
let world: OfficeWorld;
let sale: SeededSale;
beforeAll(async () => {
  server = await openTestServer();
  world = await officeWorld(server);
  sale = await seededSale(server, world.tokens.cashier);
  // Every sale here books tomorrow: room for all of them, so only the audit rows are tested.
  await ensureBranchSlots(
    server.database.db,
    { businessId: 1, branchId: 1, timeZone: DEFAULT_BRANCH_TIME_ZONE },
    new Date(),
  );
  await server.database.db
    .update(timeSlots)
    .set({ capacity: 100 })
    .where(eq(timeSlots.date, tomorrow()));
});
afterAll(async () => {
  await server.close();
});

const rowsOf = async (action: string) =>
  (
    await server.call<{ data: AuditRow[] }>('GET', `/api/office/audit?action=${action}`, {
      token: world.tokens.owner,
    })
  ).body.data;

/** A sale by the cashier tomorrow at 10:00, paid at checkout unless `amount` says less. */
async function sell(extra: Record<string, unknown> = {}): Promise<Submitted> {
  const answer = await server.call<Submitted>('POST', '/api/pos/order', {
    token: world.tokens.cashier,
    json: {
      ...firstServiceOrder(sale),
      booking_date: tomorrow(),
      booking_time: '10:00',
      ...extra,
    },
  });
  expect(answer.status).toBe(201);
  return answer.body;
}

describe('the counter in the audit log', () => {
  it("writes the cashier's sale with the order, the customer and what was paid", async () => {
    expect(await rowsOf('order.create')).toEqual([]);
    const { order } = await sell();
    const [row] = await rowsOf('order.create');
    expect(row).toMatchObject({
      employee: { id: world.staff.cashier.id },
      branch: { id: world.ownBranch },
      subject: { type: 'order', id: order.id },
      after: {
        order_number: order.order_number,
        total: order.total_price,
        paid: order.total_price,
        method: 'cash',
      },
    });
    expect(row?.after?.customer).toEqual(expect.any(String));
  });

  it('writes a payment taken later with its amount and the paid total after it', async () => {
    const { order } = await sell({ is_partial: true, amount: 0 });
    const paid = await server.call('POST', '/api/pos/payment', {
      token: world.tokens.cashier,
      json: { order_id: order.id, payment_method_id: 'cash', is_partial: true, cash: 10 },
    });
    expect(paid.status).toBe(200);
    expect((await rowsOf('payment.create'))[0]).toMatchObject({
      employee: { id: world.staff.cashier.id },
      subject: { type: 'order', id: order.id },
      after: { order_number: order.order_number, amount: 10, paid: 10, method: 'cash' },
    });
  });

  it('writes an unpaid order deleted, with the status it had', async () => {
    const { order } = await sell({ is_partial: true, amount: 0 });
    const deleted = await server.call('DELETE', `/api/pos/${order.id}`, {
      token: world.tokens.cashier,
    });
    expect(deleted.status).toBe(200);
    expect((await rowsOf('order.delete'))[0]).toMatchObject({
      subject: { type: 'order', id: order.id },
      after: { order_number: order.order_number, paid: 0, status: 'waiting for payment' },
    });
  });

  it('writes nothing for a sale that is refused', async () => {
    const before = (await rowsOf('order.create')).length;
    const refused = await server.call('POST', '/api/pos/order', {
      token: world.tokens.cashier,
      json: { ...firstServiceOrder(sale), purchasables: [] },
    });
    expect(refused.status).toBe(422);
    expect(await rowsOf('order.create')).toHaveLength(before);
  });
});
