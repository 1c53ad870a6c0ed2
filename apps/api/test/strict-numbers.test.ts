// Ids and numbers are read strictly, in bodies, queries and paths alike: a JSON number or
// decimal text, and nothing JavaScript's Number() would also take (true, [5], '0x10', '1e3').
// An id beyond 2^31 - 1 names nothing: 422 in a body, 404 in a path, never a database fault.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestServer, type TestServer } from './test-server.js';

type Refusal = { message: string; errors?: Record<string, string[]> };

let server: TestServer;
let token: string;
let cart: { car_id: number; user_id: number; purchasables: Record<string, unknown>[] };
beforeAll(async () => {
  server = await openTestServer();
  token = await server.login();
  const customers = await server.call<{ data: { id: number; cars: { id: number }[] }[] }>(
    'GET',
    '/api/pos/customers',
    { token },
  );
  const customer = customers.body.data.find((entry) => entry.cars.length > 0);
  const services = await server.call<{ data: { id: number; options: { id: number }[] }[] }>(
    'GET',
    '/api/services',
    { token },
  );
  const service = services.body.data[0];
  if (!customer?.cars[0] || !service?.options[0]) throw new Error('The seed has no cart to price.');
  cart = {
    car_id: customer.cars[0].id,
    user_id: customer.id,
    purchasables: [
      {
        purchasable_id: service.id,
        purchasable_type: 'service',
        quantity: 1,
        option_ids: [service.options[0].id],
      },
    ],
  };
});
afterAll(async () => {
  await server.close();
});

const priceCart = (body: unknown) =>
  server.call<Refusal>('POST', '/api/pos/cart', { token, json: body });
const line = (change: Record<string, unknown>) => ({
  ...cart,
  purchasables: [{ ...cart.purchasables[0], ...change }],
});

const NOT_NUMBERS: [string, unknown][] = [
  ['true', true],
  ['[5]', [5]],
  ['"0x10"', '0x10'],
  ['"1e3"', '1e3'],
  ['" 7"', ' 7'],
  ['""', ''],
];

describe('ids beyond 2^31 - 1', () => {
  it('prices the cart the tests change, so each refusal below is the change', async () => {
    expect((await priceCart(cart)).status).toBe(200);
    expect((await priceCart({ ...cart, car_id: String(cart.car_id) })).status).toBe(200);
  });

  it.each([
    ['car_id', { car_id: 2_147_483_648 }],
    ['user_id', { user_id: 99_999_999_999_999 }],
    ['coupon_id', { coupon_id: 2_147_483_648 }],
  ])('answers 422 naming %s in a body', async (field, change) => {
    const answer = await priceCart({ ...cart, ...change });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors ?? {})).toEqual([field]);
  });

  it.each([
    ['purchasables.0.purchasable_id', { purchasable_id: 2_147_483_648 }],
    ['purchasables.0.option_ids.0', { option_ids: [2_147_483_648] }],
  ])('answers 422 naming %s in a cart line', async (field, change) => {
    const answer = await priceCart(line(change));
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors ?? {})).toEqual([field]);
  });

  it.each([
    ['DELETE', '/api/pos/2147483648'],
    ['DELETE', '/api/pos/99999999999999999999999'],
    ['GET', '/api/meta/car_models/2147483648'],
    ['GET', '/api/meta/get_plate_types_for_city/2147483648'],
    ['GET', '/api/meta/city_plate_letters/1/2147483648'],
  ])('answers 404 for %s %s', async (method, path) => {
    const answer = await server.call<Refusal>(method, path, { token });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toMatch(/not found/);
  });
});

describe('values that only Number() would call numbers', () => {
  it.each(NOT_NUMBERS)('refuses %s as an id with 422', async (_label, value) => {
    const answer = await priceCart({ ...cart, car_id: value });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors ?? {})).toEqual(['car_id']);
  });

  it.each(NOT_NUMBERS)('refuses %s as a quantity and a line id with 422', async (_label, value) => {
    const quantity = await priceCart(line({ quantity: value }));
    expect(quantity.status).toBe(422);
    expect(Object.keys(quantity.body.errors ?? {})).toEqual(['purchasables.0.quantity']);
    const id = await priceCart(line({ purchasable_id: value }));
    expect(id.status).toBe(422);
    expect(Object.keys(id.body.errors ?? {})).toContain('purchasables.0.purchasable_id');
  });

  it.each(['0x10', '1e1', 'true', '%205'])('refuses page=%s in a query with 422', async (page) => {
    const answer = await server.call<Refusal>('GET', `/api/pos/order?page=${page}`, { token });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors ?? {})).toEqual(['page']);
  });

  it('refuses hexadecimal coordinates with 422 and takes decimal ones', async () => {
    const hex = await server.call<Refusal>('GET', '/api/utils/places?lat=0x10&lng=55.2', { token });
    expect(hex.status).toBe(422);
    expect(Object.keys(hex.body.errors ?? {})).toEqual(['lat']);
    const decimal = await server.call('GET', '/api/utils/places?lat=25.2&lng=-55.2', { token });
    expect(decimal.status).toBe(200);
  });

  it.each(['0x10', '1e0', ' 12'])('refuses the money text %j with 422', async (cash) => {
    const answer = await server.call<Refusal>('POST', '/api/pos/payment', {
      token,
      json: { order_id: 1, payment_method_id: 'cash', is_partial: 1, cash },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ cash: ['The cash amount must be a number.'] });
  });
});
