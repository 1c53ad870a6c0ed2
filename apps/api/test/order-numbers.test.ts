// Order numbers count per business: a sale in one business never takes a number from another,
// so each business sees LM-000001, LM-000002, … without gaps made by the others.
import { DEFAULT_BRANCH_TIME_ZONE } from '@lamaa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { timeSlots } from '../src/db/schema/catalogue.js';
import { branches } from '../src/db/schema/people.js';
import { shiftSettings } from '../src/db/schema/shifts.js';
import { ensureBranchSlots, localDate } from '../src/services/slot-service.js';
import { firstServiceOrder, seededSale } from './seeded-sale.js';
import { openTestServer, type TestServer } from './test-server.js';

interface Submitted {
  order: { order_number: string };
}

let server: TestServer;
let owner: string;
let second: string;
let orderA: Record<string, unknown>;
let orderB: Record<string, unknown>;
beforeAll(async () => {
  server = await openTestServer();
  owner = await server.login('owner');
  second = await server.login('second');
  orderA = firstServiceOrder(await seededSale(server, owner));
  orderB = firstServiceOrder(await seededSale(server, second));
  // Every sale books a slot tomorrow, in whichever branch: room for all of them.
  const { db } = server.database;
  for (const branch of await db.select().from(branches)) {
    const place = {
      businessId: branch.business_id,
      branchId: branch.id,
      timeZone: branch.time_zone,
    };
    await ensureBranchSlots(db, place, new Date());
  }
  await db.update(timeSlots).set({ capacity: 100 }).where(eq(timeSlots.date, tomorrow()));
  // Cash without a shift: only the numbers are tested here.
  for (const businessId of new Set((await db.select().from(branches)).map((b) => b.business_id))) {
    await db
      .insert(shiftSettings)
      .values({ business_id: businessId, cash_needs_shift: false, variance_threshold_fils: 0 })
      .onConflictDoUpdate({ target: shiftSettings.business_id, set: { cash_needs_shift: false } });
  }
});
afterAll(async () => {
  await server.close();
});

/** Tomorrow in the demo branches' zone. */
function tomorrow(): string {
  return localDate(new Date(), DEFAULT_BRANCH_TIME_ZONE, 1);
}

/** The number of a new order, sold with the token; the sale must be taken. */
async function sell(token: string, order: Record<string, unknown>, time: string): Promise<number> {
  const answer = await server.call<Submitted>('POST', '/api/pos/order', {
    token,
    json: { ...order, booking_date: tomorrow(), booking_time: time },
  });
  expect(answer.status).toBe(201);
  const number = /^LM-(\d{6})$/.exec(answer.body.order.order_number)?.[1];
  if (number === undefined) throw new Error(`not a number: ${answer.body.order.order_number}`);
  return Number(number);
}

it("numbers each business's orders on its own, whatever the other business sells between", async () => {
  const a1 = await sell(owner, orderA, '09:00');
  const b1 = await sell(second, orderB, '09:00');
  const b2 = await sell(second, orderB, '10:00');
  const a2 = await sell(owner, orderA, '10:00');
  const b3 = await sell(second, orderB, '11:00');
  expect(a2).toBe(a1 + 1);
  expect([b2, b3]).toEqual([b1 + 1, b1 + 2]);
});
