// The office's catalogue: every path as every role (the owner only), what the owner saves
// reaches the counter at once (archived entries leave it), every change is audited, bad
// input answers 422 with the domain's code, and editing a price never changes an order
// already taken.
import { DEFAULT_BRANCH_TIME_ZONE } from '@lamaa/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../src/services/slot-service.js';
import { DEMO_ROLES, type OfficeWorld, officeWorld } from './office-helpers.js';
import { seededCarBody } from './seeded-sale.js';
import { openTestServer, type TestServer } from './test-server.js';

interface GroupPrice {
  car_group_id: number;
  price: number;
}
interface Option {
  id: number;
  name: { en: string; ar: string };
  is_exclusive: boolean;
  is_archived: boolean;
  prices: GroupPrice[];
}
interface Service {
  id: number;
  name: { en: string; ar: string };
  is_archived: boolean;
  options: Option[];
}
interface CounterService {
  id: number;
  name: { en: string };
  options: {
    id: number;
    name: { en: string };
    prices: { group_type_car_id: number; price: number }[];
  }[];
}
type Refusal = { code: string; errors?: Record<string, string[]> };

let server: TestServer;
let world: OfficeWorld;
let cashier: string;
let customer: number;
let mediumCar: number;

const asOwner = <T>(method: string, path: string, json?: unknown) =>
  server.call<T>(method, path, { token: world.tokens.owner, json });
const asCashier = <T>(method: string, path: string, json?: unknown) =>
  server.call<T>(method, path, { token: cashier, json });

const prices = (small: number, medium: number, large: number): GroupPrice[] => [
  { car_group_id: 1, price: small },
  { car_group_id: 2, price: medium },
  { car_group_id: 3, price: large },
];

/** A service with three options, one exclusive, priced for every car group. */
const ceramic = (en: string) => ({
  name: { en, ar: `سيراميك ${en}` },
  icon: null,
  included: [{ en: 'Two coats', ar: 'طبقتان' }],
  is_add_ons: false,
  display_order: 5,
  options: [
    { name: { en: 'One year', ar: 'سنة' }, is_exclusive: true, prices: prices(400, 500, 600) },
    { name: { en: 'Three years', ar: 'ثلاث سنوات' }, prices: prices(900, 1000, 1200.5) },
    { name: { en: 'Wheels', ar: 'الجنوط' }, prices: prices(100, 0, 150) },
  ],
});

const createService = async (en: string) => {
  const answer = await asOwner<{ data: Service }>('POST', '/api/office/services', ceramic(en));
  expect(answer.status).toBe(201);
  return answer.body.data;
};

const counterServices = async () =>
  (await asCashier<{ data: CounterService[] }>('GET', '/api/services')).body.data;

const cartOf = (service: number, options: number[]) =>
  asCashier<{ services: { payload: { price: number } }[]; code?: string }>(
    'POST',
    '/api/pos/cart',
    {
      car_id: mediumCar,
      user_id: customer,
      purchasables: [
        { purchasable_id: service, purchasable_type: 'service', quantity: 1, option_ids: options },
      ],
    },
  );

beforeAll(async () => {
  server = await openTestServer();
  world = await officeWorld(server);
  cashier = world.tokens.cashier;
  customer = (
    await asCashier<{ data: { id: number } }>('POST', '/api/pos/customers', {
      name: 'Catalogue Tester',
      phone: '0501112299',
      phone_country: 'AE',
    })
  ).body.data.id;
  mediumCar = (
    await asCashier<{ data: { id: number } }>(
      'POST',
      '/api/pos/cars',
      seededCarBody(customer, '77123'),
    )
  ).body.data.id;
});
afterAll(async () => {
  await server.close();
});

describe('every catalogue path as every role', () => {
  let service: Service;
  let pack: number;
  let product: number;
  beforeAll(async () => {
    service = await createService('Roles');
    pack = (
      await asOwner<{ data: { id: number } }>('POST', '/api/office/packages', {
        name: { en: 'Roles pack', ar: 'باقة' },
        prices: prices(10, 20, 30),
      })
    ).body.data.id;
    product = (
      await asOwner<{ data: { id: number } }>('POST', '/api/office/products', {
        name: { en: 'Roles wax', ar: 'شمع' },
        price: 25,
        before_discount_price: null,
      })
    ).body.data.id;
  });

  const calls = () => [
    { method: 'GET', path: '/api/office/services' },
    { method: 'POST', path: '/api/office/services', json: ceramic('By role') },
    { method: 'PUT', path: `/api/office/services/${service.id}`, json: ceramic('Roles') },
    {
      method: 'PUT',
      path: '/api/office/service-prices',
      json: { prices: [{ option_id: service.options[0]?.id, car_group_id: 2, price: 510 }] },
    },
    { method: 'GET', path: '/api/office/packages' },
    {
      method: 'POST',
      path: '/api/office/packages',
      json: { name: { en: 'P', ar: 'ب' }, prices: [] },
    },
    {
      method: 'PUT',
      path: `/api/office/packages/${pack}`,
      json: { name: { en: 'Roles pack', ar: 'باقة' }, is_active: false, prices: prices(1, 2, 3) },
    },
    { method: 'GET', path: '/api/office/products' },
    {
      method: 'POST',
      path: '/api/office/products',
      json: { name: { en: 'W', ar: 'ش' }, price: 1 },
    },
    {
      method: 'PUT',
      path: `/api/office/products/${product}`,
      json: { name: { en: 'Roles wax', ar: 'شمع' }, price: 20, before_discount_price: 25 },
    },
  ];

  it.each(DEMO_ROLES)('answers the %s 2xx only when they own the business', async (role) => {
    const wrong: string[] = [];
    for (const call of calls()) {
      const answer = await server.call<{ code?: string }>(call.method, call.path, {
        token: world.tokens[role],
        json: call.json,
      });
      const ok =
        role === 'owner'
          ? answer.status >= 200 && answer.status < 300
          : answer.status === 403 && answer.body.code === 'access.forbidden';
      if (!ok) wrong.push(`${call.method} ${call.path}: ${answer.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it("never shows nor changes another business's catalogue", async () => {
    const theirs = await server.call<{ data: Service[] }>('GET', '/api/office/services', {
      token: world.stranger,
    });
    expect(theirs.body.data.map((entry) => entry.id)).not.toContain(service.id);
    const answers = await Promise.all([
      server.call<Refusal>('PUT', `/api/office/services/${service.id}`, {
        token: world.stranger,
        json: ceramic('Taken'),
      }),
      server.call<Refusal>('PUT', `/api/office/packages/${pack}`, {
        token: world.stranger,
        json: { name: { en: 'Taken', ar: 'مأخوذ' } },
      }),
      server.call<Refusal>('PUT', `/api/office/products/${product}`, {
        token: world.stranger,
        json: { name: { en: 'Taken', ar: 'مأخوذ' }, price: 1 },
      }),
      server.call<Refusal>('PUT', '/api/office/service-prices', {
        token: world.stranger,
        json: { prices: [{ option_id: service.options[0]?.id, car_group_id: 1, price: 1 }] },
      }),
    ]);
    expect(answers.map((answer) => [answer.status, answer.body.code])).toEqual([
      [404, 'service.not-found'],
      [404, 'package.not-found'],
      [404, 'product.not-found'],
      [422, 'service.option-not-found'],
    ]);
  });
});

describe('a service the owner adds', () => {
  it('reaches the counter at once, priced per car group, and sells at the medium-car price', async () => {
    const service = await createService('Ceramic shield');
    expect(service.options.map((option) => option.prices)).toEqual([
      prices(400, 500, 600),
      prices(900, 1000, 1200.5),
      [
        { car_group_id: 1, price: 100 },
        { car_group_id: 3, price: 150 },
      ],
    ]);
    const counter = (await counterServices()).find((entry) => entry.id === service.id);
    expect(counter?.options.map((option) => option.name.en)).toEqual([
      'One year',
      'Three years',
      'Wheels',
    ]);
    const [oneYear, threeYears, wheels] = service.options.map((option) => option.id);
    const cart = await cartOf(service.id, [oneYear ?? 0]);
    expect(cart.body.services[0]?.payload.price).toBe(500);
    const both = await cartOf(service.id, [threeYears ?? 0, wheels ?? 0]);
    // Wheels has no medium price: the line has "No Price".
    expect(both.body.services[0]?.payload.price).toBe(0);
  });

  it('is audited as service.create with its options and prices', async () => {
    const service = await createService('Audited');
    const log = await asOwner<{
      data: { subject: { id: number }; after: Record<string, unknown> }[];
    }>('GET', '/api/office/audit?action=service.create');
    const row = log.body.data.find((entry) => entry.subject.id === service.id);
    expect(row?.after).toMatchObject({
      name_en: 'Audited',
      [`option ${service.options[0]?.id}`]: {
        name_en: 'One year',
        prices: { 1: 400, 2: 500, 3: 600 },
      },
    });
  });

  it('edits and archives options; archived ones leave the counter and the cart', async () => {
    const service = await createService('Archive me');
    const [oneYear, threeYears] = service.options;
    const body = ceramic('Archive me');
    const edited = await asOwner<{ data: Service }>('PUT', `/api/office/services/${service.id}`, {
      ...body,
      options: [
        { ...body.options[0], id: oneYear?.id, is_archived: true },
        { ...body.options[1], id: threeYears?.id, name: { en: 'Three years+', ar: 'ثلاث+' } },
        { name: { en: 'Five years', ar: 'خمس سنوات' }, prices: prices(0, 1500, 0) },
      ],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.options.map((option) => [option.name.en, option.is_archived])).toEqual([
      ['One year', true],
      ['Three years+', false],
      ['Wheels', false],
      ['Five years', false],
    ]);
    const counter = (await counterServices()).find((entry) => entry.id === service.id);
    expect(counter?.options.map((option) => option.name.en)).toEqual([
      'Three years+',
      'Wheels',
      'Five years',
    ]);
    const refused = await cartOf(service.id, [oneYear?.id ?? 0]);
    expect([refused.status, refused.body.code]).toEqual([422, 'service.option-not-found']);
    const log = await asOwner<{
      data: { subject: { id: number }; before: Record<string, unknown> }[];
    }>('GET', '/api/office/audit?action=service.update');
    const row = log.body.data.find((entry) => entry.subject.id === service.id);
    // Only the options that changed: Wheels is left out, the new option had no before.
    const added = edited.body.data.options[3]?.id;
    expect(Object.keys(row?.before ?? {}).sort()).toEqual(
      [`option ${oneYear?.id}`, `option ${threeYears?.id}`, `option ${added}`].sort(),
    );
    expect(row?.before?.[`option ${added}`]).toBeNull();

    await asOwner('PUT', `/api/office/services/${service.id}`, {
      ...body,
      options: [],
      is_archived: true,
    });
    expect((await counterServices()).map((entry) => entry.id)).not.toContain(service.id);
    const gone = await cartOf(service.id, [threeYears?.id ?? 0]);
    expect(gone.status).toBeGreaterThanOrEqual(404);
  });

  it('is never deleted: the database refuses it', async () => {
    const service = await createService('Keep me');
    await expect(
      server.database.db.execute(sql`delete from services where id = ${service.id}`),
    ).rejects.toThrow();
    await expect(
      server.database.db.execute(
        sql`delete from service_options where id = ${service.options[0]?.id ?? 0}`,
      ),
    ).rejects.toThrow();
  });
});

describe('the price grid', () => {
  it('saves every cell in one call, 0 as No Price, and audits each service once', async () => {
    const first = await createService('Grid one');
    const second = await createService('Grid two');
    const cells = [
      { option_id: first.options[0]?.id, car_group_id: 2, price: 555 },
      { option_id: first.options[1]?.id, car_group_id: 1, price: 0 },
      { option_id: second.options[2]?.id, car_group_id: 2, price: 120 },
    ];
    const saved = await asOwner<{ data: Service[] }>('PUT', '/api/office/service-prices', {
      prices: cells,
    });
    expect(saved.status).toBe(200);
    const byId = (id: number) => saved.body.data.find((entry) => entry.id === id);
    expect(byId(first.id)?.options[0]?.prices).toEqual(prices(400, 555, 600));
    expect(byId(first.id)?.options[1]?.prices).toEqual([
      { car_group_id: 2, price: 1000 },
      { car_group_id: 3, price: 1200.5 },
    ]);
    expect(byId(second.id)?.options[2]?.prices).toEqual(prices(100, 120, 150));
    const log = await asOwner<{ data: { subject: { id: number } }[] }>(
      'GET',
      '/api/office/audit?action=service.prices',
    );
    const audited = log.body.data.map((entry) => entry.subject.id);
    expect(audited.filter((id) => id === first.id || id === second.id).sort()).toEqual(
      [first.id, second.id].sort(),
    );
  });

  it('saves nothing when one cell is refused', async () => {
    const service = await createService('Grid all or nothing');
    const refused = await asOwner<Refusal>('PUT', '/api/office/service-prices', {
      prices: [
        { option_id: service.options[0]?.id, car_group_id: 2, price: 1 },
        { option_id: service.options[1]?.id, car_group_id: 4, price: 1 },
      ],
    });
    expect([refused.status, refused.body.code]).toEqual([422, 'catalogue.car-group-unknown']);
    expect(Object.keys(refused.body.errors ?? {})).toEqual(['prices.1']);
    const list = await asOwner<{ data: Service[] }>('GET', '/api/office/services');
    const kept = list.body.data.find((entry) => entry.id === service.id);
    expect(kept?.options[0]?.prices).toEqual(prices(400, 500, 600));
  });
});

describe('what the office refuses', () => {
  it.each([
    ['no Arabic name', { name: { en: 'Only', ar: ' ' } }, 'catalogue.text-required', 'name.ar'],
    [
      'an included entry without English',
      { included: [{ en: '', ar: 'شيء' }] },
      'catalogue.text-required',
      'included.0.en',
    ],
    [
      'a price for car group 4',
      { options: [{ name: { en: 'X', ar: 'س' }, prices: [{ car_group_id: 4, price: 1 }] }] },
      'catalogue.car-group-unknown',
      'options.0.prices.0',
    ],
    [
      'a negative price',
      { options: [{ name: { en: 'X', ar: 'س' }, prices: [{ car_group_id: 1, price: -1 }] }] },
      'validation.failed',
      'options.0.prices.0.price',
    ],
    [
      'a price above the money limit',
      {
        options: [{ name: { en: 'X', ar: 'س' }, prices: [{ car_group_id: 1, price: 1000000.01 }] }],
      },
      'money.too-large',
      'options.0.prices.0.price',
    ],
    [
      'a display order of 10000',
      { display_order: 10000 },
      'catalogue.display-order-invalid',
      'display_order',
    ],
    [
      'an icon the counter does not know',
      { icon: 'https://evil.example/x.png' },
      'catalogue.icon-unknown',
      'icon',
    ],
  ])('answers 422 for %s', async (_, change, code, field) => {
    const answer = await asOwner<Refusal>('POST', '/api/office/services', {
      ...ceramic('Refused'),
      ...change,
    });
    expect([answer.status, answer.body.code]).toEqual([422, code]);
    expect(Object.keys(answer.body.errors ?? {})).toContain(field);
  });

  it("refuses another service's option", async () => {
    const mine = await createService('Mine');
    const other = await createService('Other');
    const answer = await asOwner<Refusal>('PUT', `/api/office/services/${mine.id}`, {
      ...ceramic('Mine'),
      options: [{ id: other.options[0]?.id, name: { en: 'Stolen', ar: 'مسروق' } }],
    });
    expect([answer.status, answer.body.code]).toEqual([422, 'service.option-not-found']);
  });

  it('refuses a before-discount price below the price', async () => {
    const answer = await asOwner<Refusal>('POST', '/api/office/products', {
      name: { en: 'Wax', ar: 'شمع' },
      price: 30,
      before_discount_price: 20,
    });
    expect([answer.status, answer.body.code]).toEqual([422, 'catalogue.before-discount-low']);
  });
});

describe('packages and products', () => {
  it('reach the counter as saved; an archived product leaves it', async () => {
    const pack = await asOwner<{ data: { id: number; prices: GroupPrice[] } }>(
      'POST',
      '/api/office/packages',
      { name: { en: 'Gold care', ar: 'عناية ذهبية' }, prices: prices(100, 0, 300) },
    );
    expect(pack.body.data.prices).toEqual([
      { car_group_id: 1, price: 100 },
      { car_group_id: 3, price: 300 },
    ]);
    const counterPacks = await asCashier<{
      data: { id: number; prices: { id: number; price: number }[] }[];
    }>('GET', '/api/packages');
    expect(counterPacks.body.data.find((entry) => entry.id === pack.body.data.id)?.prices).toEqual([
      { id: 1, price: 100 },
      { id: 3, price: 300 },
    ]);
    const product = await asOwner<{ data: { id: number } }>('POST', '/api/office/products', {
      name: { en: 'Tyre shine', ar: 'ملمع الإطارات' },
      price: 20,
      before_discount_price: 25,
    });
    const onSale = await asCashier<{
      data: { id: number; before_discount_price: number | null }[];
    }>('GET', '/api/products');
    expect(onSale.body.data.find((entry) => entry.id === product.body.data.id)).toMatchObject({
      before_discount_price: 25,
    });
    await asOwner('PUT', `/api/office/products/${product.body.data.id}`, {
      name: { en: 'Tyre shine', ar: 'ملمع الإطارات' },
      price: 20,
      is_archived: true,
    });
    const after = await asCashier<{ data: { id: number }[] }>('GET', '/api/products');
    expect(after.body.data.map((entry) => entry.id)).not.toContain(product.body.data.id);
    const officePacks = await asOwner<{ data: { id: number }[] }>('GET', '/api/office/packages');
    expect(officePacks.body.data.map((entry) => entry.id)).toContain(pack.body.data.id);
    // The office still lists the archived product, to bring it back.
    const officeProducts = await asOwner<{ data: { id: number; is_archived: boolean }[] }>(
      'GET',
      '/api/office/products',
    );
    expect(
      officeProducts.body.data.find((entry) => entry.id === product.body.data.id),
    ).toMatchObject({ is_archived: true });
    const log = await asOwner<{ data: { action: string; subject: { id: number } }[] }>(
      'GET',
      '/api/office/audit?action=product.update',
    );
    expect(log.body.data.some((entry) => entry.subject.id === product.body.data.id)).toBe(true);
  });
});

describe('an order already taken', () => {
  it('keeps the names and prices it was sold at when the office edits them', async () => {
    const service = await createService('Sold before');
    const vaults = (
      await asCashier<{ data: { id: number; type: string }[] }>('GET', '/api/pos/vaults')
    ).body.data;
    const [oneYear] = service.options;
    const placed = await asCashier<{
      order: { id: number; items: { name: { en: string }; price: number }[] };
    }>('POST', '/api/pos/order', {
      car_id: mediumCar,
      user_id: customer,
      purchasables: [
        {
          purchasable_id: service.id,
          purchasable_type: 'service',
          quantity: 1,
          option_ids: [oneYear?.id],
        },
      ],
      vault_id: vaults.find((vault) => vault.type === 'cash')?.id,
      payment_method: 'cash',
      location_type: 'in_shop',
      booking_date: localDate(new Date(), DEFAULT_BRANCH_TIME_ZONE, 4),
      booking_time: '10:00',
    });
    expect(placed.status).toBe(201);
    const before = placed.body.order.items.map((item) => [item.name.en, item.price]);
    expect(before).toEqual([['Sold before', 500]]);

    const body = ceramic('Renamed after');
    await asOwner('PUT', `/api/office/services/${service.id}`, {
      ...body,
      options: [
        { ...body.options[0], id: oneYear?.id, prices: prices(1, 2, 3), is_archived: true },
      ],
    });
    await asOwner('PUT', '/api/office/service-prices', {
      prices: [{ option_id: oneYear?.id, car_group_id: 2, price: 999 }],
    });
    const list = await asCashier<{
      data: { id: number; items: { name: { en: string }; price: number }[] }[];
    }>('GET', '/api/pos/order?per_page=100');
    const order = list.body.data.find((entry) => entry.id === placed.body.order.id);
    expect(order?.items.map((item) => [item.name.en, item.price])).toEqual(before);
  });
});
