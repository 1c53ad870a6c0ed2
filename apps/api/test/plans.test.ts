// Plans tied to a vehicle: the owner sets a plan up, the counter sells it and the paid order
// puts an entitlement on the vehicle; a covered service redeems it when the order is
// submitted (the limits and balance are the domain's), deleting an unpaid order gives the
// use back, and 50 orders racing for the last use leave exactly one winner.
import { DEFAULT_BRANCH_TIME_ZONE } from '@lamaa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../src/services/slot-service.js';
import { DEMO_ROLES, officeWorld, type OfficeWorld } from './office-helpers.js';
import { seededCarBody, seededSale } from './seeded-sale.js';
import { openTestServer, type TestServer } from './test-server.js';

interface Entitlement {
  id: number;
  status: string;
  uses_left: number | null;
  starts_on: string;
  ends_on: string;
  name: { en: string };
}
interface Redemption {
  applied: boolean;
  uses_left: number | null;
  code: string | null;
  params: Record<string, string | number> | null;
}
interface CartAnswer {
  total_price: number;
  services: { payload: { price: number; redemption?: Redemption | null } }[];
  plans: { payload: { price: number } }[];
}

let server: TestServer;
let world: OfficeWorld;
let wash: { id: number; options: { id: number }[] };
/** A line paid in money beside the redeemed one. */
let interior: object;
let vault: number;
let slotNumber = 0;

const day = (offset: number) => localDate(new Date(), DEFAULT_BRANCH_TIME_ZONE, offset);
/** A fresh slot for each order: nine a day from 12:00, from the third day on (the seed fills some of the first days'). */
const nextSlot = () => {
  const n = slotNumber++;
  return { booking_date: day(3 + Math.floor(n / 9)), booking_time: `${12 + (n % 9)}:00` };
};
const as = <T>(token: string, method: string, path: string, json?: unknown) =>
  server.call<T>(method, path, { token, json });
const cashier = () => world.tokens.cashier;

/** A new customer with a medium car. */
async function newCar(numbers: string) {
  const customer = (
    await as<{ data: { id: number } }>(cashier(), 'POST', '/api/pos/customers', {
      name: `Plan Tester ${numbers}`,
      phone: `05011${numbers}`,
      phone_country: 'AE',
    })
  ).body.data.id;
  const car = (
    await as<{ data: { id: number } }>(
      cashier(),
      'POST',
      '/api/pos/cars',
      seededCarBody(customer, numbers),
    )
  ).body.data.id;
  return { car_id: car, user_id: customer };
}

type Limits = Record<'day' | 'week' | 'month', number | null>;
const bookOf = (uses: number, limits: Limits = { day: null, week: null, month: null }) => ({
  name: { en: `${uses}-wash book`, ar: `دفتر ${uses} غسلات` },
  kind: 'uses',
  uses,
  validity: { unit: 'months', count: 3 },
  limits,
  coverage: wash.options.map((option) => ({ option_id: option.id, car_group_id: 2 })),
  prices: [{ car_group_id: 2, price: 250 }],
});

const washLine = (entitlement?: number) => ({
  purchasable_id: wash.id,
  purchasable_type: 'service',
  quantity: 1,
  option_ids: wash.options.map((option) => option.id),
  ...(entitlement === undefined ? {} : { entitlement_id: entitlement }),
});

const orderOf = (buyer: object, purchasables: object[], extra: object = {}) => ({
  ...buyer,
  purchasables,
  vault_id: vault,
  payment_method: 'cash',
  location_type: 'in_shop',
  ...nextSlot(),
  ...extra,
});

const entitlementsOf = async (car: number) =>
  (await as<{ data: Entitlement[] }>(cashier(), 'GET', `/api/pos/cars/${car}/entitlements`)).body
    .data;

/** Creates a plan as the owner and sells it, paid in cash, to the buyer's car. */
async function sellPlan(buyer: { car_id: number }, plan: object) {
  const created = await as<{ data: { id: number } }>(
    world.tokens.owner,
    'POST',
    '/api/office/plans',
    plan,
  );
  expect(created.status).toBe(201);
  const sold = await as<{
    order: { items: { purchasable_type: string; entitlement?: unknown }[] };
  }>(
    cashier(),
    'POST',
    '/api/pos/order',
    orderOf(buyer, [
      { purchasable_id: created.body.data.id, purchasable_type: 'plan', quantity: 1 },
    ]),
  );
  expect(sold.status, JSON.stringify(sold.body)).toBe(201);
  const [held] = await entitlementsOf(buyer.car_id);
  if (!held) throw new Error('The sale put no entitlement on the vehicle.');
  return { plan: created.body.data.id, entitlement: held, order: sold.body.order };
}

beforeAll(async () => {
  server = await openTestServer();
  world = await officeWorld(server);
  const sale = await seededSale(server, world.tokens.cashier);
  // The seed's first two services: Exterior Wash and Interior Cleaning, no exclusive options.
  const [first, second] = sale.services;
  if (!first?.options[0] || !second?.options[0]) throw new Error('The seed has no services.');
  wash = { id: first.id, options: [{ id: first.options[0].id }] };
  interior = {
    purchasable_id: second.id,
    purchasable_type: 'service',
    quantity: 1,
    option_ids: [second.options[0].id],
  };
  vault = sale.cashVaultId;
});
afterAll(async () => {
  await server.close();
});

describe('the office plans as every role', () => {
  it('lets only the owner list, add and change plans', async () => {
    for (const role of DEMO_ROLES) {
      const token = world.tokens[role];
      const expected = role === 'owner' ? [200, 201, 200] : [403, 403, 403];
      const list = await as(token, 'GET', '/api/office/plans');
      const add = await as<{ data?: { id: number } }>(
        token,
        'POST',
        '/api/office/plans',
        bookOf(5),
      );
      const id = add.body.data?.id ?? 1;
      const change = await as(token, 'PUT', `/api/office/plans/${id}`, {
        ...bookOf(6),
        is_archived: true,
      });
      expect([list.status, add.status, change.status], role).toEqual(expected);
    }
  });

  it('answers the domain codes for a plan that may not be saved', async () => {
    const answer = await as<{ code: string; errors: Record<string, string[]> }>(
      world.tokens.owner,
      'POST',
      '/api/office/plans',
      { ...bookOf(0), coverage: [] },
    );
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('plan.uses-invalid');
    expect(Object.keys(answer.body.errors)).toEqual(['uses', 'coverage']);
  });

  it("offers the demo seed's 10-wash book at the counter, priced per car group", async () => {
    const listed = (
      await as<{ data: { name: { en: string }; kind: string; uses: number; prices: object[] }[] }>(
        cashier(),
        'GET',
        '/api/pos/plans',
      )
    ).body.data;
    expect(listed.find((plan) => plan.name.en === '10-wash book')).toMatchObject({
      kind: 'uses',
      uses: 10,
      prices: [
        { car_group_id: 1, price: 250 },
        { car_group_id: 2, price: 300 },
        { car_group_id: 3, price: 350 },
      ],
    });
  });

  it('keeps archived plans off the counter', async () => {
    const listed = (
      await as<{ data: { is_archived: boolean }[] }>(cashier(), 'GET', '/api/pos/plans')
    ).body.data;
    expect(listed.every((plan) => !plan.is_archived)).toBe(true);
  });
});

describe('selling and redeeming a wash book', () => {
  let buyer: { car_id: number; user_id: number };
  let book: Entitlement;
  let soldOrder: Awaited<ReturnType<typeof sellPlan>>['order'];
  let redeemedOrder: number;

  beforeAll(async () => {
    buyer = await newCar('71001');
    const sold = await sellPlan(buyer, bookOf(10, { day: 1, week: null, month: null }));
    book = sold.entitlement;
    soldOrder = sold.order;
  });

  it('puts the paid plan on the vehicle with its uses and dates', () => {
    expect(book).toMatchObject({ status: 'active', uses_left: 10, starts_on: day(0) });
    expect(book.ends_on > day(80)).toBe(true);
    expect(book.ends_on < day(93)).toBe(true);
  });

  it('finds the customer by the plate number alone (or code and number), with the car that holds the plan', async () => {
    for (const q of ['71001', '3 71001', '371001']) {
      const found = await as<{ data: { id: number; cars: { id: number }[] }[] }>(
        cashier(),
        'GET',
        `/api/pos/customers?q=${encodeURIComponent(q)}`,
      );
      expect(found.body.data.map((customer) => customer.id)).toEqual([buyer.user_id]);
      expect(found.body.data[0]?.cars.map((car) => car.id)).toEqual([buyer.car_id]);
    }
    expect((await entitlementsOf(buyer.car_id)).map((held) => held.id)).toEqual([book.id]);
  });

  it("answers the sold entitlement on the order's plan line, for the receipt", () => {
    expect(soldOrder.items).toEqual([
      expect.objectContaining({
        purchasable_type: 'plan',
        entitlement: {
          id: book.id,
          kind: 'uses',
          starts_on: book.starts_on,
          ends_on: book.ends_on,
          uses_total: 10,
          uses_left: 10,
          value_total: null,
          value_left: null,
        },
      }),
    ]);
  });

  it('prices a covered line at nothing and takes one use when the order is submitted', async () => {
    // Left unpaid (the interior cleaning is not), so it can be deleted below.
    const cart = await as<CartAnswer>(cashier(), 'POST', '/api/pos/cart', {
      ...buyer,
      purchasables: [washLine(book.id)],
    });
    expect(cart.body.services[0]?.payload).toMatchObject({
      price: 0,
      redemption: { applied: true, uses_left: 9, code: null },
    });
    const order = await as<{ order: { id: number; items: { price: number }[] } }>(
      cashier(),
      'POST',
      '/api/pos/order',
      orderOf(buyer, [washLine(book.id), interior], { is_partial: true, amount: 0 }),
    );
    expect(order.status).toBe(201);
    const [redeemed, paid] = order.body.order.items;
    expect(redeemed?.price).toBe(0);
    expect(paid?.price).toBeGreaterThan(0);
    redeemedOrder = order.body.order.id;
    expect((await entitlementsOf(buyer.car_id))[0]?.uses_left).toBe(9);
  });

  it('refuses a second use the same day with the limit, and the line keeps its price', async () => {
    const cart = await as<CartAnswer>(cashier(), 'POST', '/api/pos/cart', {
      ...buyer,
      purchasables: [washLine(book.id)],
    });
    const line = cart.body.services[0]?.payload;
    expect(line?.price).toBeGreaterThan(0);
    expect(line?.redemption).toMatchObject({
      applied: false,
      code: 'plan.limit-reached',
      params: { period: 'day', limit: 1 },
    });
    const order = await as<{ code: string; params: object }>(
      cashier(),
      'POST',
      '/api/pos/order',
      orderOf(buyer, [washLine(book.id)]),
    );
    expect(order.status).toBe(422);
    expect(order.body).toMatchObject({ code: 'plan.limit-reached', params: { period: 'day' } });
    expect((await entitlementsOf(buyer.car_id))[0]?.uses_left).toBe(9);
  });

  it('gives the use back when the unpaid order is deleted, once', async () => {
    const deleted = await as(cashier(), 'DELETE', `/api/pos/${redeemedOrder}`);
    expect(deleted.status).toBe(200);
    expect((await entitlementsOf(buyer.car_id))[0]?.uses_left).toBe(10);
    const again = await as(cashier(), 'DELETE', `/api/pos/${redeemedOrder}`);
    expect(again.status).toBe(404);
    expect((await entitlementsOf(buyer.car_id))[0]?.uses_left).toBe(10);
    const redo = await as(cashier(), 'POST', '/api/pos/order', orderOf(buyer, [washLine(book.id)]));
    expect(redo.status).toBe(201);
  });

  it('refuses a plan of another vehicle', async () => {
    const other = await newCar('71002');
    const cart = await as<CartAnswer>(cashier(), 'POST', '/api/pos/cart', {
      ...other,
      purchasables: [washLine(book.id)],
    });
    expect(cart.body.services[0]?.payload.redemption).toMatchObject({
      applied: false,
      code: 'entitlement.not-found',
    });
  });
});

describe('the last use raced by 50 orders', () => {
  it('lets exactly one order redeem it', async () => {
    const buyer = await newCar('71003');
    const { entitlement } = await sellPlan(buyer, bookOf(1));
    // Every order its own slot, so only the plan decides who wins.
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        as<{ code?: string }>(
          cashier(),
          'POST',
          '/api/pos/order',
          orderOf(buyer, [washLine(entitlement.id)]),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(49);
    expect(
      answers
        .filter((answer) => answer.status === 422)
        .every((a) => a.body.code === 'plan.used-up'),
    ).toBe(true);
    expect((await entitlementsOf(buyer.car_id))[0]).toMatchObject({
      uses_left: 0,
      status: 'used-up',
    });
  });
});
