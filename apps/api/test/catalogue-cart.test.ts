// Contract tests of the catalogue, coupons, vaults, cart pricing (with the domain's
// priceCart), availability and place search.
import { DEFAULT_BRANCH_TIME_ZONE } from '@lamaa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../src/services/slot-service.js';
import { fieldCases } from './field-cases.js';
import { openTestServer, type TestServer } from './test-server.js';

interface Service {
  id: number;
  name: { en: string; ar: string };
  is_add_ons: boolean;
  included: { en: string; ar: string }[];
  options: {
    id: number;
    name: { en: string };
    is_exclusive: 0 | 1;
    prices: { group_type_car_id: number; price: number }[];
  }[];
}
interface Line {
  cart: { purchasable_id: number; option_ids: number[] | null };
  payload: { price: number; status: string; conflicts: number[]; message: string | null };
}
interface Pricing {
  success: boolean;
  message: string;
  subtotal_price: number;
  service_price: number;
  service_percentage: number;
  discount_price: number;
  shipping_price: number;
  total_price: number;
  min_payment_price: number;
  count: number;
  quantity: number;
  is_valid_coupon: {
    value: boolean;
    reasons: string[];
    reason_codes: { code: string; params?: Record<string, string | number> }[];
  } | null;
  services: Line[];
  packages: Line[];
  products: Line[];
}

let server: TestServer;
let token: string;
let services: Service[];
let customer: number;
let mediumCar: number;
let smallCar: number;

const get = <T>(path: string) => server.call<T>('GET', path, { token });
const post = <T>(path: string, json: unknown) => server.call<T>('POST', path, { token, json });
const service = (name: string) => {
  const found = services.find((entry) => entry.name.en === name);
  if (!found) throw new Error(`No seeded service ${name}`);
  return found;
};
const option = (serviceName: string, optionName: string) => {
  const found = service(serviceName).options.find((entry) => entry.name.en === optionName);
  if (!found) throw new Error(`No option ${optionName}`);
  return found.id;
};
const line = (serviceName: string, ...options: string[]) => ({
  purchasable_id: service(serviceName).id,
  purchasable_type: 'service',
  quantity: 1,
  option_ids: options.map((name) => option(serviceName, name)),
});
const cart = (purchasables: unknown[], extra: Record<string, unknown> = {}, car = mediumCar) =>
  post<Pricing>('/api/pos/cart', { car_id: car, user_id: customer, purchasables, ...extra });

beforeAll(async () => {
  server = await openTestServer();
  token = await server.login();
  services = (await get<{ data: Service[] }>('/api/services')).body.data;
  customer = (
    await post<{ data: { id: number } }>('/api/pos/customers', {
      name: 'Pricing Test',
      phone: '0501239876',
      phone_country: 'AE',
    })
  ).body.data.id;
  const car = {
    user_id: customer,
    city_id: 1,
    car_brand_id: 1,
    plate_type_id: 1,
    car_type_id: 1,
    color: '#000000',
    year: 2021,
    code: 'A',
    numbers: '777',
  };
  mediumCar = (await post<{ data: { id: number } }>('/api/pos/cars', { ...car, car_group_id: 2 }))
    .body.data.id;
  smallCar = (
    await post<{ data: { id: number } }>('/api/pos/cars', {
      ...car,
      car_group_id: 1,
      numbers: '778',
    })
  ).body.data.id;
});
afterAll(async () => {
  await server.close();
});

describe('catalogue', () => {
  it('answers at least 20 services with options priced per car group, bilingual included lists, exclusive options and add-ons', () => {
    expect(services.length).toBeGreaterThanOrEqual(20);
    const wash = service('Exterior Wash');
    expect(wash.options[0]?.prices).toEqual([
      { group_type_car_id: 1, price: 30 },
      { group_type_car_id: 2, price: 40 },
      { group_type_car_id: 3, price: 45 },
    ]);
    expect(wash.included[0]).toEqual({ en: 'Hand wash', ar: 'غسيل يدوي' });
    expect(
      services.some((entry) => entry.options.some((choice) => choice.is_exclusive === 1)),
    ).toBe(true);
    expect(services.filter((entry) => entry.is_add_ons).length).toBeGreaterThanOrEqual(3);
  });

  it('searches services, packages and products by name in English or Arabic', async () => {
    const wash = await get<{ data: Service[] }>('/api/services?q=wash');
    expect(wash.body.data.map((entry) => entry.name.en)).toEqual([
      'Exterior Wash',
      'Underbody Wash',
    ]);
    const arabic = await get<{ data: Service[] }>(
      `/api/services?q=${encodeURIComponent('سيراميك')}`,
    );
    expect(arabic.body.data.map((entry) => entry.name.en)).toContain('Ceramic Coating');
    expect((await get<{ data: unknown[] }>('/api/packages')).body.data).toHaveLength(10);
    const products = await get<{ data: { price: number; before_discount_price: number | null }[] }>(
      '/api/products',
    );
    expect(products.body.data).toHaveLength(30);
    expect(
      products.body.data.filter((entry) => (entry.before_discount_price ?? 0) > entry.price).length,
    ).toBe(10);
    expect((await get<{ data: unknown[] }>('/api/products?q=towel')).body.data.length).toBe(2);
  });

  it('answers the coupons with percentage and fixed values in AED', async () => {
    const answer = await get<{
      data: { code: string; type: string; value: number; minimum_total_price: number | null }[];
    }>('/api/pos/coupons');
    expect(answer.body.data).toContainEqual(
      expect.objectContaining({
        code: 'WELCOME10',
        type: 'Percentage',
        value: 10,
        minimum_total_price: 100,
      }),
    );
    expect(answer.body.data).toContainEqual(
      expect.objectContaining({
        code: 'SAVE50',
        type: 'Fixed',
        value: 50,
        minimum_total_price: 300,
      }),
    );
  });

  it('answers vaults by payment method, never cached, with the petty-cash vault among the cash ones', async () => {
    const all = await get<{ data: { title: string; type: string }[] }>('/api/pos/vaults');
    expect(all.headers.get('cache-control')).toBe('no-store');
    expect(all.body.data.map((vault) => vault.type).sort()).toEqual([
      'bank_account',
      'cash',
      'cash',
      'online',
      'visa',
    ]);
    const cash = await get<{ data: { title: string }[] }>('/api/pos/vaults?type=cash');
    expect(cash.body.data.map((vault) => vault.title)).toEqual(['Cash Drawer', 'Pety Cash']);
    expect((await get<{ data: unknown[] }>('/api/pos/vaults?type=others')).body.data).toHaveLength(
      2,
    );
    expect((await get('/api/pos/vaults?type=bitcoin')).status).toBe(400);
  });
});

describe('POST /api/pos/cart', () => {
  it('prices service options for the vehicle group with the 5% service fee', async () => {
    const answer = await cart([line('Exterior Wash', 'Basic', 'Premium')]);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      subtotal_price: 105,
      service_price: 5.25,
      service_percentage: 5,
      discount_price: 0,
      shipping_price: 0,
      total_price: 110.25,
      count: 1,
      quantity: 1,
      is_valid_coupon: null,
    });
    expect(answer.body.min_payment_price).toBe(22.05);
    expect(answer.body.services[0]?.payload).toEqual({
      price: 105,
      status: 'ok',
      conflicts: [],
      message: null,
    });
  });

  it('applies a percentage coupon when the subtotal reaches its minimum', async () => {
    const answer = await cart([line('Exterior Wash', 'Basic', 'Premium')], {
      coupon_code: 'WELCOME10',
    });
    expect(answer.body.is_valid_coupon).toEqual({ value: true, reasons: [], reason_codes: [] });
    expect(answer.body.discount_price).toBe(10.5);
    expect(answer.body.total_price).toBe(99.75);
  });

  it('refuses a coupon under its minimum total with the reason, and an unknown code', async () => {
    const under = await cart([line('Exterior Wash', 'Basic')], { coupon_code: 'SAVE50' });
    expect(under.body.is_valid_coupon).toEqual({
      value: false,
      reasons: ['This coupon needs a cart subtotal of at least AED 300.00.'],
      reason_codes: [{ code: 'coupon.minimum-total-not-met', params: { minimum: '300.00' } }],
    });
    expect(under.body.discount_price).toBe(0);
    const unknown = await cart([line('Exterior Wash', 'Basic')], { coupon_code: 'NOPE' });
    expect(unknown.body.is_valid_coupon).toEqual({
      value: false,
      reasons: ['Invalid coupon code'],
      reason_codes: [{ code: 'coupon.invalid' }],
    });
  });

  it('takes a percentage discount line and caps a fixed one at the subtotal', async () => {
    const percent = await cart([
      line('Exterior Wash', 'Premium'),
      {
        purchasable_id: 0,
        purchasable_type: 'discount',
        quantity: 1,
        discount_type: 'percentage',
        discount_value: 10,
      },
    ]);
    expect(percent.body.discount_price).toBe(6.5);
    const fixed = await cart([
      line('Exterior Wash', 'Premium'),
      {
        purchasable_id: 0,
        purchasable_type: 'discount',
        quantity: 1,
        discount_type: 'fixed',
        discount_value: 500,
      },
    ]);
    expect(fixed.body.discount_price).toBe(65);
    expect(fixed.body.total_price).toBe(3.25);
  });

  it('refuses a coupon together with a manual discount', async () => {
    const answer = await cart(
      [
        line('Exterior Wash', 'Premium'),
        {
          purchasable_id: 0,
          purchasable_type: 'discount',
          quantity: 1,
          discount_type: 'fixed',
          discount_value: 5,
        },
      ],
      { coupon_code: 'EID20' },
    );
    expect(answer.body.is_valid_coupon?.value).toBe(false);
    expect(answer.body.discount_price).toBe(5);
  });

  it('marks a second exclusive option as a conflict naming the first', async () => {
    const answer = await cart([
      line('Full Detailing', 'Silver'),
      line('Ceramic Coating', '1 year'),
    ]);
    expect(answer.body.services[0]?.payload.status).toBe('ok');
    expect(answer.body.services[1]?.payload).toEqual({
      price: 1125,
      status: 'conflict',
      conflicts: [option('Full Detailing', 'Silver')],
      message:
        'Only one exclusive service option can be in the cart. Remove the existing exclusive item before adding a new one.',
    });
  });

  it('marks an option without a price for the car group as unavailable and leaves it out of the total', async () => {
    const answer = await cart(
      [line('Seat Shampoo', 'Seven seats'), line('Exterior Wash', 'Basic')],
      {},
      smallCar,
    );
    expect(answer.body.services[0]?.payload).toMatchObject({
      status: 'unavailable',
      price: 0,
      message: 'Price is not available for this service option with your selected vehicle',
    });
    expect(answer.body.subtotal_price).toBe(30);
  });

  it('uses the add-on price where set and charges shipping for a remote cart', async () => {
    const answer = await cart([{ ...line('Tyre Shine', 'Gloss'), add_ons_price: 30 }], {
      location_type: 'remote',
    });
    expect(answer.body.subtotal_price).toBe(30);
    expect(answer.body.shipping_price).toBe(25);
    expect(answer.body.total_price).toBe(56.5);
  });

  it('prices products by quantity, and refuses services with packages in one cart', async () => {
    const products = (await get<{ data: { id: number; price: number }[] }>('/api/products')).body
      .data;
    const towel = products[0];
    const answer = await cart([
      { purchasable_id: towel?.id, purchasable_type: 'product', quantity: 3 },
    ]);
    expect(answer.body.subtotal_price).toBe((towel?.price ?? 0) * 3);
    expect(answer.body.quantity).toBe(3);
    const pack = (await get<{ data: { id: number }[] }>('/api/packages')).body.data[0];
    const mixed = await cart([
      line('Exterior Wash', 'Basic'),
      { purchasable_id: pack?.id, purchasable_type: 'package', quantity: 1 },
    ]);
    expect(mixed.body.success).toBe(false);
    expect(mixed.body.message).toMatch(/Services and packages cannot be ordered together/);
  });

  it('answers 404 for a vehicle of another customer and for an unknown service', async () => {
    expect((await cart([line('Exterior Wash', 'Basic')], { user_id: 1 })).status).toBe(404);
    expect(
      (
        await cart([
          { purchasable_id: 99_999, purchasable_type: 'service', quantity: 1, option_ids: [1] },
        ])
      ).status,
    ).toBe(404);
  });

  it('answers 422 for an option of another service', async () => {
    const answer = await cart([
      { ...line('Exterior Wash', 'Basic'), option_ids: [option('Wax Protection', 'Hand wax')] },
    ]);
    expect(answer.status).toBe(422);
  });

  it.each(
    fieldCases({ car_id: 1, user_id: 1, purchasables: [] }, ['car_id', 'user_id', 'purchasables'], {
      car_id: 'one',
      user_id: 0,
      purchasables: 'all',
      coupon_code: 12,
      coupon_id: 'x',
      location_type: 'moon',
    }),
  )('answers 422 for $label', async ({ body, field }) => {
    const answer = await post<{ errors: Record<string, string[]> }>('/api/pos/cart', body);
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toContain(field);
  });

  it.each([
    [
      { purchasable_type: 'service', quantity: 1, option_ids: [1] },
      'purchasables.0.purchasable_id',
    ],
    [
      { purchasable_id: 1, purchasable_type: 'thing', quantity: 1 },
      'purchasables.0.purchasable_type',
    ],
    [{ purchasable_id: 1, purchasable_type: 'product', quantity: 0 }, 'purchasables.0.quantity'],
    [
      { purchasable_id: 1, purchasable_type: 'service', quantity: 1, option_ids: 'x' },
      'purchasables.0.option_ids',
    ],
    [
      { purchasable_id: 1, purchasable_type: 'service', quantity: 1, option_ids: [] },
      'purchasables.0.option_ids',
    ],
    [
      {
        purchasable_id: 0,
        purchasable_type: 'discount',
        quantity: 1,
        discount_type: 'half',
        discount_value: 1,
      },
      'purchasables.0.discount_type',
    ],
    [
      {
        purchasable_id: 0,
        purchasable_type: 'discount',
        quantity: 1,
        discount_type: 'percentage',
        discount_value: 120,
      },
      'purchasables.0.discount_value',
    ],
    [
      { purchasable_id: 1, purchasable_type: 'product', quantity: 1, add_ons_price: 'cheap' },
      'purchasables.0.add_ons_price',
    ],
  ])('answers 422 for the line %j', async (purchasable, field) => {
    const answer = await post<{ errors: Record<string, string[]> }>('/api/pos/cart', {
      car_id: mediumCar,
      user_id: customer,
      purchasables: [purchasable],
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toContain(field);
  });
});

describe('GET /api/pos/availability', () => {
  it('answers 7 days of slots with capacity, some full', async () => {
    const inShop = await get<{
      data: { date: string; slots: { from: string; available: boolean }[] }[];
    }>('/api/pos/availability?type=in_shop');
    expect(inShop.body.data.map((day) => day.date)).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((offset) =>
        localDate(new Date(), DEFAULT_BRANCH_TIME_ZONE, offset),
      ),
    );
    const tomorrow = inShop.body.data[1];
    expect(tomorrow?.slots).toHaveLength(12);
    expect(tomorrow?.slots.filter((slot) => !slot.available).map((slot) => slot.from)).toEqual([
      '10:00',
      '11:00',
      '17:00',
    ]);
    const remote = await get<{ data: { slots: { from: string; available: boolean }[] }[] }>(
      '/api/pos/availability?type=remote',
    );
    expect(remote.body.data[2]?.slots.find((slot) => slot.from === '14:00')?.available).toBe(false);
  });

  it('answers 422 for a missing or unknown type', async () => {
    expect((await get('/api/pos/availability')).status).toBe(422);
    expect((await get('/api/pos/availability?type=indoor')).status).toBe(422);
  });
});

describe('GET /api/utils/places', () => {
  it('finds places by name, nearest first, with distances in km', async () => {
    const answer = await get<{ data: { name: string; address: { distance: number } }[] }>(
      '/api/utils/places?lat=25.1972&lng=55.2744&query=mall',
    );
    expect(answer.body.data[0]?.name).toBe('The Dubai Mall');
    expect(answer.body.data[0]?.address.distance).toBeCloseTo(0.54, 1);
    const distances = answer.body.data.map((place) => place.address.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('answers the nearest place for a reverse lookup with an empty query', async () => {
    const answer = await get<{ data: { name: string }[] }>(
      '/api/utils/places?lat=24.4128&lng=54.4749&query=',
    );
    expect(answer.body.data[0]?.name).toBe('Sheikh Zayed Grand Mosque');
  });

  it('answers 422 for a missing or out-of-range coordinate', async () => {
    expect((await get('/api/utils/places?lng=55&query=mall')).status).toBe(422);
    expect((await get('/api/utils/places?lat=95&lng=55')).status).toBe(422);
  });
});
