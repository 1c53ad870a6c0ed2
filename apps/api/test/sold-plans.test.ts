// Sold plans after the sale: the office finds them by plate or customer, freezes them (a
// frozen plan cannot be redeemed) and unfreezes them (the end moves by the frozen days),
// transfers one to the customer's other vehicle with a reason (the balance moves, the old
// vehicle no longer holds it, the approver and reason are in the audit row), cancels one with
// a refund of its unused share, the counter transfers with a manager's PIN, and the plan report.
import { DEFAULT_BRANCH_TIME_ZONE } from '@lamaa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit.js';
import { orderItems, orders } from '../src/db/schema/orders.js';
import { entitlements } from '../src/db/schema/plans.js';
import { DEMO_APPROVAL_PIN } from '../src/seed/seed-demo.js';
import { localDate } from '../src/services/slot-service.js';
import { DEMO_ROLES, officeWorld, type OfficeWorld } from './office-helpers.js';
import { seededCarBody, seededSale } from './seeded-sale.js';
import { openTestServer, type TestServer } from './test-server.js';

interface Held {
  id: number;
  car_id: number;
  status: string;
  uses_left: number | null;
  ends_on: string;
  frozen_on: string | null;
}
interface SoldPlan extends Held {
  vehicle: { id: number; numbers: string };
  customer: { id: number; name: string };
  customer_vehicles: { id: number }[];
}
interface Refusal {
  code: string;
  params?: Record<string, string | number>;
}

let server: TestServer;
let world: OfficeWorld;
let wash: { id: number; options: number[] };
let vault: number;
let slotNumber = 0;

const day = (offset: number) => localDate(new Date(), DEFAULT_BRANCH_TIME_ZONE, offset);
const nextSlot = () => {
  const n = slotNumber++;
  return { booking_date: day(3 + Math.floor(n / 9)), booking_time: `${12 + (n % 9)}:00` };
};
const as = <T>(token: string, method: string, path: string, json?: unknown, approval?: string) =>
  server.call<T>(method, path, {
    token,
    json,
    ...(approval === undefined ? {} : { headers: { 'Approval-Token': approval } }),
  });

/** A new customer with two medium cars. */
async function customerWithTwoCars(numbers: string) {
  const customer = (
    await as<{ data: { id: number } }>(world.tokens.cashier, 'POST', '/api/pos/customers', {
      name: `Sold Plan ${numbers}`,
      phone: `05022${numbers}`,
      phone_country: 'AE',
    })
  ).body.data.id;
  const car = async (plate: string) =>
    (
      await as<{ data: { id: number } }>(
        world.tokens.cashier,
        'POST',
        '/api/pos/cars',
        seededCarBody(customer, plate),
      )
    ).body.data.id;
  return { customer, first: await car(numbers), second: await car(`9${numbers.slice(1)}`) };
}

const orderOf = (customer: number, car: number, purchasables: object[]) => ({
  user_id: customer,
  car_id: car,
  purchasables,
  vault_id: vault,
  payment_method: 'cash',
  location_type: 'in_shop',
  ...nextSlot(),
});
const washLine = (entitlement: number) => ({
  purchasable_id: wash.id,
  purchasable_type: 'service',
  quantity: 1,
  option_ids: wash.options,
  entitlement_id: entitlement,
});
const heldBy = async (car: number) =>
  (await as<{ data: Held[] }>(world.tokens.cashier, 'GET', `/api/pos/cars/${car}/entitlements`))
    .body.data;

let bookPlan: number;

/** Sells the 10-wash book to the customer's first car; answers its entitlement. */
async function sellBook(customer: number, car: number, plan = bookPlan): Promise<Held> {
  const sold = await as(
    world.tokens.cashier,
    'POST',
    '/api/pos/order',
    orderOf(customer, car, [{ purchasable_id: plan, purchasable_type: 'plan', quantity: 1 }]),
  );
  expect(sold.status, JSON.stringify(sold.body)).toBe(201);
  const [held] = await heldBy(car);
  if (!held) throw new Error('The sale put no plan on the vehicle.');
  return held;
}

const transferRows = async () =>
  server.database.db.select().from(auditLog).where(eq(auditLog.action, 'entitlement.transfer'));

beforeAll(async () => {
  server = await openTestServer();
  world = await officeWorld(server);
  const sale = await seededSale(server, world.tokens.cashier);
  const [first] = sale.services;
  if (!first?.options[0]) throw new Error('The seed has no services.');
  wash = { id: first.id, options: [first.options[0].id] };
  vault = sale.cashVaultId;
  const created = await as<{ data: { id: number } }>(
    world.tokens.owner,
    'POST',
    '/api/office/plans',
    {
      name: { en: 'Sold book', ar: 'دفتر مباع' },
      kind: 'uses',
      uses: 10,
      validity: { unit: 'months', count: 3 },
      limits: { day: null, week: null, month: null },
      coverage: wash.options.map((option) => ({ option_id: option, car_group_id: 2 })),
      prices: [{ car_group_id: 2, price: 300 }],
    },
  );
  bookPlan = created.body.data.id;
});
afterAll(async () => {
  await server.close();
});

describe('sold plans in the office', () => {
  it('lets the owner and the manager manage them, no one else', async () => {
    const { customer, first } = await customerWithTwoCars('81001');
    const held = await sellBook(customer, first);
    for (const role of DEMO_ROLES) {
      const list = await as(world.tokens[role], 'GET', '/api/office/entitlements?q=81001');
      const freeze = await as(
        world.tokens[role],
        'POST',
        `/api/office/entitlements/${held.id}/freeze`,
      );
      const unfreeze = await as(
        world.tokens[role],
        'POST',
        `/api/office/entitlements/${held.id}/unfreeze`,
      );
      const may = role === 'owner' || role === 'manager';
      expect([list.status, freeze.status, unfreeze.status], role).toEqual(
        may ? [200, 200, 200] : [403, 403, 403],
      );
    }
    const report = await as(world.tokens.manager, 'GET', '/api/office/plan-report');
    expect(report.status).toBe(403);
  });

  it('finds a sold plan by plate number and by customer name, with the other vehicles', async () => {
    const { customer, first, second } = await customerWithTwoCars('81002');
    const held = await sellBook(customer, first);
    for (const q of ['81002', 'Sold Plan 81002']) {
      const found = await as<{ data: SoldPlan[] }>(
        world.tokens.owner,
        'GET',
        `/api/office/entitlements?q=${encodeURIComponent(q)}`,
      );
      expect(found.body.data.map((row) => row.id)).toContain(held.id);
      const row = found.body.data.find((entry) => entry.id === held.id);
      expect(row?.vehicle.id).toBe(first);
      expect(row?.customer_vehicles.map((car) => car.id)).toEqual([first, second]);
    }
    const none = await as<{ data: SoldPlan[] }>(
      world.tokens.owner,
      'GET',
      '/api/office/entitlements?q=no-such-plate-0000',
    );
    expect(none.body.data).toEqual([]);
  });

  it('refuses a redemption while frozen, and unfreezing moves the end by the frozen days', async () => {
    const { customer, first } = await customerWithTwoCars('81003');
    const held = await sellBook(customer, first);
    const frozen = await as<{ data: Held }>(
      world.tokens.manager,
      'POST',
      `/api/office/entitlements/${held.id}/freeze`,
    );
    expect(frozen.body.data).toMatchObject({ status: 'frozen', frozen_on: day(0) });
    const again = await as<Refusal>(
      world.tokens.manager,
      'POST',
      `/api/office/entitlements/${held.id}/freeze`,
    );
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({
      code: 'plan.already-frozen',
      params: { frozen_on: day(0) },
    });
    const order = await as<Refusal>(
      world.tokens.cashier,
      'POST',
      '/api/pos/order',
      orderOf(customer, first, [washLine(held.id)]),
    );
    expect(order.status).toBe(422);
    expect(order.body.code).toBe('plan.frozen');
    expect((await heldBy(first))[0]?.uses_left).toBe(10);
    // Frozen and unfrozen the same day: the end stays where it was.
    const thawed = await as<{ data: Held }>(
      world.tokens.manager,
      'POST',
      `/api/office/entitlements/${held.id}/unfreeze`,
    );
    expect(thawed.body.data).toMatchObject({
      status: 'active',
      frozen_on: null,
      ends_on: held.ends_on,
    });
    const notFrozen = await as<Refusal>(
      world.tokens.manager,
      'POST',
      `/api/office/entitlements/${held.id}/unfreeze`,
    );
    expect(notFrozen.body.code).toBe('plan.not-frozen');
    const redeemed = await as(
      world.tokens.cashier,
      'POST',
      '/api/pos/order',
      orderOf(customer, first, [washLine(held.id)]),
    );
    expect(redeemed.status).toBe(201);
    const actions = (
      await server.database.db.select().from(auditLog).where(eq(auditLog.subject_id, held.id))
    )
      .filter((row) => row.subject_type === 'entitlement')
      .map((row) => row.action);
    expect(actions).toEqual(['entitlement.freeze', 'entitlement.unfreeze']);
  });

  it('moves a plan, with its balance, to the same customer’s other vehicle with a reason', async () => {
    const { customer, first, second } = await customerWithTwoCars('81004');
    const held = await sellBook(customer, first);
    await as(
      world.tokens.cashier,
      'POST',
      '/api/pos/order',
      orderOf(customer, first, [washLine(held.id)]),
    );
    const path = `/api/office/entitlements/${held.id}/transfer`;
    const noReason = await as<Refusal>(world.tokens.manager, 'POST', path, {
      car_id: second,
      reason: ' ',
    });
    expect(noReason.body.code).toBe('plan.reason-required');
    const same = await as<Refusal>(world.tokens.manager, 'POST', path, {
      car_id: first,
      reason: 'Typo',
    });
    expect(same.body.code).toBe('plan.transfer-same-vehicle');
    const stranger = await customerWithTwoCars('81005');
    const other = await as<Refusal>(world.tokens.manager, 'POST', path, {
      car_id: stranger.first,
      reason: 'Sold the car',
    });
    expect(other.body.code).toBe('plan.transfer-other-customer');
    const moved = await as<{ data: Held }>(world.tokens.manager, 'POST', path, {
      car_id: second,
      reason: 'Sold the first car',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ car_id: second, uses_left: 9 });
    expect(await heldBy(first)).toEqual([]);
    expect((await heldBy(second))[0]).toMatchObject({ id: held.id, uses_left: 9 });
    const old = await as<Refusal>(
      world.tokens.cashier,
      'POST',
      '/api/pos/order',
      orderOf(customer, first, [washLine(held.id)]),
    );
    expect(old.body.code).toBe('entitlement.not-found');
    const row = (await transferRows()).find((entry) => entry.subject_id === held.id);
    expect(row).toMatchObject({
      employee_id: world.staff.manager.id,
      before: { car_id: first },
      after: {
        car_id: second,
        reason: 'Sold the first car',
        approver_id: world.staff.manager.id,
        uses_left: 9,
      },
    });
  });
});

describe('cancelling a sold plan', () => {
  it('refunds the unused share on the order that sold it, and nothing is redeemed after', async () => {
    const { customer, first } = await customerWithTwoCars('81020');
    const held = await sellBook(customer, first);
    for (let wash = 0; wash < 3; wash += 1) {
      const used = await as(
        world.tokens.cashier,
        'POST',
        '/api/pos/order',
        orderOf(customer, first, [washLine(held.id)]),
      );
      expect(used.status, JSON.stringify(used.body)).toBe(201);
    }
    // The plan's own sale is not refunded at the counter while the vehicle holds the plan.
    const [sold] = await server.database.db
      .select({ order_id: orderItems.order_id })
      .from(entitlements)
      .innerJoin(orderItems, eq(orderItems.id, entitlements.order_item_id))
      .where(eq(entitlements.id, held.id));
    const refundWhole = {
      order_id: sold?.order_id,
      mode: 'whole',
      reason: 'other',
      method: 'original',
    };
    const whole = await as<Refusal>(world.tokens.manager, 'POST', '/api/pos/refunds', refundWhole);
    expect(whole.status).toBe(422);
    expect(whole.body.code).toBe('refund.plan-held');
    const refundShown = async () => {
      const list = await as<{ data: { id: number; refund_if_cancelled: number }[] }>(
        world.tokens.manager,
        'GET',
        '/api/office/entitlements?q=81020',
      );
      return list.body.data.find((entry) => entry.id === held.id)?.refund_if_cancelled;
    };
    // The office shows what a cancel would give back before anyone confirms it.
    expect(await refundShown()).toBe(210);
    const path = `/api/office/entitlements/${held.id}/cancel`;
    const byCashier = await as(world.tokens.cashier, 'POST', path, {
      reason: 'Moved away',
      method: 'original',
    });
    expect(byCashier.status).toBe(403);
    const noReason = await as<Refusal>(world.tokens.manager, 'POST', path, {
      reason: ' ',
      method: 'original',
    });
    expect(noReason.body.code).toBe('plan.reason-required');
    const cancelled = await as<{
      data: {
        entitlement: Held & { cancelled_on: string | null };
        refund: { order_id: number; amount: number; reason: string; mode: string };
      };
    }>(world.tokens.manager, 'POST', path, { reason: 'Moved away', method: 'original' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    // 7 of 10 washes left of AED 300: AED 210 back.
    expect(cancelled.body.data.entitlement).toMatchObject({
      status: 'cancelled',
      cancelled_on: day(0),
      uses_left: 7,
    });
    expect(cancelled.body.data.refund).toMatchObject({
      amount: 210,
      reason: 'plan-cancelled',
      mode: 'amount',
    });
    const [order] = await server.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, cancelled.body.data.refund.order_id));
    expect(order).toMatchObject({ refunded_fils: 21_000, payment_status: 'Partially refunded' });
    expect(await refundShown()).toBe(0);
    const redeem = await as<Refusal>(
      world.tokens.cashier,
      'POST',
      '/api/pos/order',
      orderOf(customer, first, [washLine(held.id)]),
    );
    expect(redeem.body).toMatchObject({
      code: 'plan.cancelled',
      params: { cancelled_on: day(0) },
    });
    const again = await as<Refusal>(world.tokens.manager, 'POST', path, {
      reason: 'Twice',
      method: 'original',
    });
    expect(again.body.code).toBe('plan.cancelled');
    const [audit] = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'entitlement.cancel'));
    expect(audit).toMatchObject({
      subject_id: held.id,
      employee_id: world.staff.manager.id,
      after: { reason: 'Moved away', refund: 210 },
    });
  });
});

describe('a transfer at the counter', () => {
  it("needs a manager's PIN for that plan, then moves it and audits the approver", async () => {
    const { customer, first, second } = await customerWithTwoCars('81006');
    const held = await sellBook(customer, first);
    const path = `/api/pos/entitlements/${held.id}/transfer`;
    const body = { car_id: second, reason: 'New car' };
    const asked = await as<Refusal>(
      world.tokens.cashier,
      'POST',
      `/api/pos/entitlements/${held.id}/transfer`,
      body,
    );
    expect(asked.status).toBe(403);
    expect(asked.body).toMatchObject({
      code: 'approval.required',
      params: { actions: 'plan-transfer' },
    });
    const elsewhere = await customerWithTwoCars('81007');
    const otherPlan = await sellBook(elsewhere.customer, elsewhere.first);
    const grant = (entitlement: number) =>
      as<{ data: { token: string } }>(world.tokens.cashier, 'POST', '/api/pos/approvals', {
        pin: DEMO_APPROVAL_PIN,
        actions: ['plan-transfer'],
        entitlement_id: entitlement,
      });
    const wrong = await grant(otherPlan.id);
    const refused = await as<Refusal>(
      world.tokens.cashier,
      'POST',
      path,
      body,
      wrong.body.data.token,
    );
    expect(refused.body.code).toBe('approval.token-invalid');
    const right = await grant(held.id);
    expect(right.status).toBe(201);
    const moved = await as<{ data: Held }>(
      world.tokens.cashier,
      'POST',
      path,
      body,
      right.body.data.token,
    );
    expect(moved.status).toBe(200);
    expect((await heldBy(second)).map((entry) => entry.id)).toEqual([held.id]);
    const spent = await as<Refusal>(
      world.tokens.cashier,
      'POST',
      path,
      body,
      right.body.data.token,
    );
    expect(spent.body.code).toBe('approval.token-invalid');
    const row = (await transferRows()).find((entry) => entry.subject_id === held.id);
    expect(row?.employee_id).toBe(world.staff.manager.id);
    expect(row?.after).toMatchObject({
      reason: 'New car',
      approver_id: world.staff.manager.id,
      asked_by: world.staff.cashier.id,
    });
  });
});

describe('the plan report', () => {
  it('counts active plans, redemptions by branch and day, the expiring and the liability', async () => {
    const before = await as<{ data: { liability: number; active: { total: number } } }>(
      world.tokens.owner,
      'GET',
      '/api/office/plan-report',
    );
    const { customer, first } = await customerWithTwoCars('81008');
    const held = await sellBook(customer, first);
    await as(
      world.tokens.cashier,
      'POST',
      '/api/pos/order',
      orderOf(customer, first, [washLine(held.id)]),
    );
    const report = await as<{
      data: {
        today: string;
        liability: number;
        active: { total: number; plans: { plan_id: number; count: number }[] };
        redemptions: { branch_id: number; day: string; count: number }[];
        expiring: { id: number }[];
      };
    }>(world.tokens.owner, 'GET', `/api/office/plan-report?from=${day(-1)}&to=${day(0)}`);
    expect(report.status).toBe(200);
    const data = report.body.data;
    expect(data.today).toBe(day(0));
    expect(data.active.total).toBe(before.body.data.active.total + 1);
    // 9 of 10 uses left of AED 300: AED 270 more owed.
    expect(Math.round((data.liability - before.body.data.liability) * 100)).toBe(27_000);
    const today = data.redemptions.find(
      (row) => row.branch_id === world.ownBranch && row.day === day(0),
    );
    expect(today?.count).toBeGreaterThanOrEqual(1);
    expect(data.expiring.map((row) => row.id)).not.toContain(held.id);
    // A 10-day plan sold today ends within the next 14 days.
    const short = await as<{ data: { id: number } }>(
      world.tokens.owner,
      'POST',
      '/api/office/plans',
      {
        name: { en: 'Ten days', ar: 'عشرة أيام' },
        kind: 'unlimited',
        validity: { unit: 'days', count: 10 },
        limits: { day: 1, week: null, month: null },
        coverage: wash.options.map((option) => ({ option_id: option, car_group_id: 2 })),
        prices: [{ car_group_id: 2, price: 100 }],
      },
    );
    const other = await customerWithTwoCars('81009');
    const ending = await sellBook(other.customer, other.first, short.body.data.id);
    const later = await as<{ data: { expiring: { id: number; ends_on: string }[] } }>(
      world.tokens.owner,
      'GET',
      '/api/office/plan-report',
    );
    expect(later.body.data.expiring).toContainEqual(
      expect.objectContaining({ id: ending.id, ends_on: day(9) }),
    );
    const bad = await as<Refusal>(
      world.tokens.owner,
      'GET',
      `/api/office/plan-report?from=${day(0)}&to=${day(-1)}`,
    );
    expect(bad.status).toBe(422);
  });
});
