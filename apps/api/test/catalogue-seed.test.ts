// The catalogue seed of the latency benchmark (LAMAA_SEED=catalogue): 2,000 generated services
// and products in the demo business, served, searched and priced like the hand-written ones.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.js';
import { products, services } from '../src/db/schema/catalogue.js';
import { employees } from '../src/db/schema/people.js';
import { CATALOGUE_ITEMS, seedCatalogue } from '../src/seed/seed-catalogue.js';
import { DEMO_SIGN_IN } from '../src/seed/seed-demo.js';
import { openTestServer, type TestServer } from './test-server.js';

interface Service {
  id: number;
  name: { en: string; ar: string };
  included: { en: string; ar: string }[];
  options: { id: number; prices: { group_type_car_id: number; price: number }[] }[];
}
interface Customer {
  id: number;
  cars: { id: number; car_group_id: number }[];
}

let server: TestServer;
let token: string;
let businessId: number;
const before = { services: 0, products: 0 };

const get = <T>(path: string) => server.call<T>('GET', path, { token });
const countOf = async (table: typeof services | typeof products) => {
  const [row] = await server.database.db
    .select({ n: count() })
    .from(table)
    .where(eq(table.business_id, businessId));
  return row?.n ?? 0;
};

beforeAll(async () => {
  server = await openTestServer();
  token = await server.login();
  const [cashier] = await server.database.db
    .select({ business: employees.business_id })
    .from(employees)
    .where(eq(employees.email, DEMO_SIGN_IN.email));
  if (!cashier) throw new Error('The demo cashier is missing from the seed.');
  businessId = cashier.business;
  before.services = await countOf(services);
  before.products = await countOf(products);
  await seedCatalogue(server.database.db, businessId);
});
afterAll(async () => {
  await server.close();
});

describe('catalogue seed', () => {
  it('is chosen by LAMAA_SEED=catalogue and by nothing else', () => {
    expect(readConfig({ LAMAA_SEED: 'catalogue' }).seed).toBe('catalogue');
    expect(readConfig({}).seed).toBe('demo');
    expect(readConfig({ LAMAA_SEED: 'catalog' }).seed).toBe('demo');
  });

  it('adds 2,000 services and 2,000 products to the demo business', async () => {
    expect(CATALOGUE_ITEMS).toBe(2000);
    expect((await countOf(services)) - before.services).toBe(CATALOGUE_ITEMS);
    expect((await countOf(products)) - before.products).toBe(CATALOGUE_ITEMS);
    // The list answers its limit; search narrows the catalogue.
    expect((await get<{ data: Service[] }>('/api/services')).body.data).toHaveLength(500);
  });

  it('names items so that "<grade> <kind>" finds one in a hundred, in English and Arabic', async () => {
    const english = (await get<{ data: Service[] }>('/api/services?q=Premium%20Wash')).body.data;
    expect(english).toHaveLength(20);
    expect(english.every((entry) => /^Premium Wash \d{4}$/.test(entry.name.en))).toBe(true);
    expect(english[0]?.included).toEqual([{ en: 'Wash', ar: 'غسيل' }]);
    const arabic = await get<{ data: Service[] }>(
      `/api/services?q=${encodeURIComponent('غسيل ممتاز')}`,
    );
    expect(arabic.body.data.map((entry) => entry.id)).toEqual(english.map((entry) => entry.id));
    const kits = await get<{ data: { name: { en: string } }[] }>(
      '/api/products?q=Premium%20Wash%20Kit',
    );
    expect(kits.body.data).toHaveLength(20);
  });

  it('gives every service one to three options priced for small, medium and large cars', async () => {
    const found = (await get<{ data: Service[] }>('/api/services?q=Royal')).body.data;
    expect(found).toHaveLength(CATALOGUE_ITEMS / 10);
    const optionCounts = new Set(found.map((entry) => entry.options.length));
    expect([...optionCounts].sort()).toEqual([1, 2, 3]);
    for (const option of found.flatMap((entry) => entry.options)) {
      const [small, medium, large] = option.prices.map((price) => price.price);
      expect(option.prices.map((price) => price.group_type_car_id)).toEqual([1, 2, 3]);
      expect(small).toBeGreaterThan(0);
      expect(medium).toBe((small ?? 0) * 1.25);
      expect(large).toBe((small ?? 0) * 1.5);
    }
  });

  it('prices a generated service in the cart at its car group price', async () => {
    const [service] = (await get<{ data: Service[] }>('/api/services?q=Royal%20Shine')).body.data;
    const option = service?.options[0];
    const customers = (await get<{ data: Customer[] }>('/api/pos/customers')).body.data;
    const customer = customers.find((entry) => entry.cars.length > 0);
    const car = customer?.cars[0];
    if (!service || !option || !customer || !car) throw new Error('Nothing to price.');
    const answer = await server.call<{ subtotal_price: number }>('POST', '/api/pos/cart', {
      token,
      json: {
        car_id: car.id,
        user_id: customer.id,
        purchasables: [
          {
            purchasable_id: service.id,
            purchasable_type: 'service',
            quantity: 1,
            option_ids: [option.id],
          },
        ],
      },
    });
    expect(answer.status).toBe(200);
    const price = option.prices.find((entry) => entry.group_type_car_id === car.car_group_id);
    expect(answer.body.subtotal_price).toBe(price?.price);
  });
});
