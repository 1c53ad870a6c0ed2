// Carts the server must refuse rather than price: a service option chosen twice (it was
// charged twice) and a coupon_id and coupon_code naming different coupons (one of them was
// picked at random). Both the cart call and the order submission read the same body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededSale } from './seeded-sale.js';
import { openTestServer, type TestServer } from './test-server.js';

type Refusal = {
  code: string;
  message: string;
  params?: Record<string, unknown>;
  errors?: Record<string, string[]>;
};

let server: TestServer;
let token: string;
let base: { car_id: number; user_id: number };
let serviceId: number;
let optionIds: number[];
let coupons: { id: number; code: string }[];
beforeAll(async () => {
  server = await openTestServer();
  token = await server.login();
  const sale = await seededSale(server, token);
  const service = sale.services.find((entry) => entry.options.length >= 2);
  coupons = (
    await server.call<{ data: { id: number; code: string }[] }>('GET', '/api/pos/coupons', {
      token,
    })
  ).body.data;
  if (!service || coupons.length < 2) throw new Error('The seed has no cart to price.');
  base = sale.buyer;
  serviceId = service.id;
  optionIds = service.options.map((option) => option.id);
});
afterAll(async () => {
  await server.close();
});

const serviceLine = (options: number[]) => ({
  purchasable_id: serviceId,
  purchasable_type: 'service',
  quantity: 1,
  option_ids: options,
});
const priceCart = (body: Record<string, unknown>) =>
  server.call<Refusal>('POST', '/api/pos/cart', { token, json: { ...base, ...body } });

describe('the same service option twice', () => {
  it('prices two different options of one service', async () => {
    const [first = 0, second = 0] = optionIds;
    expect((await priceCart({ purchasables: [serviceLine([first, second])] })).status).toBe(200);
  });

  it('refuses an option listed twice in one line with cart.duplicate-option', async () => {
    const [first = 0] = optionIds;
    const answer = await priceCart({ purchasables: [serviceLine([first, first])] });
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('cart.duplicate-option');
    expect(Object.keys(answer.body.errors ?? {})).toEqual(['purchasables.0.option_ids']);
  });

  it('refuses an option of a service in two lines, naming the second', async () => {
    const [first = 0, second = 0] = optionIds;
    const answer = await priceCart({
      purchasables: [serviceLine([first]), serviceLine([second, first])],
    });
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('cart.duplicate-option');
    expect(answer.body.message).toMatch(/more than once/);
    expect(Object.keys(answer.body.errors ?? {})).toEqual(['purchasables.1.option_ids']);
  });

  it('refuses it in an order submission too', async () => {
    const [first = 0] = optionIds;
    const answer = await server.call<Refusal>('POST', '/api/pos/order', {
      token,
      json: {
        ...base,
        purchasables: [serviceLine([first, first])],
        vault_id: 1,
        payment_method: 'cash',
        location_type: 'in_shop',
        booking_date: '2030-01-01',
        booking_time: '10:00',
      },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('cart.duplicate-option');
  });
});

describe('coupon_id and coupon_code together', () => {
  it('prices a cart whose coupon id and code name the same coupon, in any case', async () => {
    const [coupon] = coupons;
    const answer = await priceCart({
      purchasables: [serviceLine(optionIds.slice(0, 1))],
      coupon_id: coupon?.id,
      coupon_code: coupon?.code.toLowerCase(),
    });
    expect(answer.status).toBe(200);
  });

  it('refuses a coupon id and a code of two different coupons', async () => {
    const [one, other] = coupons;
    const answer = await priceCart({
      purchasables: [serviceLine(optionIds.slice(0, 1))],
      coupon_id: one?.id,
      coupon_code: other?.code,
    });
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('coupon.mismatch');
    expect(Object.keys(answer.body.errors ?? {})).toEqual(['coupon_code']);
  });
});
