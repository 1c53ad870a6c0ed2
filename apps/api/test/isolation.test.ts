// Every row is scoped to the signed-in employee's business: a business-A token gets 404 on
// business-B ids for every resource, and never sees B's rows in a list, whatever the
// business-id header says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestServer, type TestServer } from './test-server.js';

interface Named {
  id: number;
}
interface Seen {
  customer: { id: number; name: string; cars: Named[] };
  service: { id: number; options: Named[] };
  product: Named;
  package: Named;
  coupon: Named & { code: string };
  vault: Named;
  order: Named & { order_number: string };
  material: Named;
  supplier: Named;
  branch: Named;
}

let server: TestServer;
let tokenA: string;
let b: Seen;
let a: Seen;

async function look(token: string): Promise<Seen> {
  const list = async <T>(path: string) => {
    const answer = await server.call<{ data: T[] }>('GET', path, { token });
    const first = answer.body.data[0];
    if (!first) throw new Error(`${path} is empty`);
    return first;
  };
  return {
    customer: await list('/api/pos/customers'),
    service: await list('/api/services'),
    product: await list('/api/products'),
    package: await list('/api/packages'),
    coupon: await list('/api/pos/coupons'),
    vault: await list('/api/pos/vaults'),
    order:
      (await server.call<{ data: Seen['order'][] }>('GET', '/api/pos/order?q=pending', { token }))
        .body.data[0] ?? (await list('/api/pos/order')),
    material: await list('/api/pos/materials'),
    supplier: await list('/api/pos/materials/suppliers'),
    branch: await list('/api/pos/branches'),
  };
}

const asA = <T = Record<string, unknown>>(
  method: string,
  path: string,
  options: { json?: unknown; body?: FormData } = {},
) => server.call<T>(method, path, { token: tokenA, headers: { 'business-id': '2' }, ...options });

beforeAll(async () => {
  server = await openTestServer();
  // The owner: isolation is checked on the counter's paths and the intake's.
  tokenA = await server.login('owner');
  a = await look(tokenA);
  b = await look(await server.login('second'));
});
afterAll(async () => {
  await server.close();
});

describe('business A never reaches business B', () => {
  it('has distinct rows for the two businesses', () => {
    expect(a.customer.id).not.toBe(b.customer.id);
    expect(a.order.id).not.toBe(b.order.id);
  });

  it("does not list B's customers, catalogue, coupons, vaults, orders or intake rows", async () => {
    const ids = async (path: string) =>
      (await asA<{ data: Named[] }>('GET', path)).body.data.map((row) => row.id);
    expect(await ids(`/api/pos/customers?q=${encodeURIComponent(b.customer.name)}`)).not.toContain(
      b.customer.id,
    );
    expect(await ids('/api/services')).not.toContain(b.service.id);
    expect(await ids('/api/products')).not.toContain(b.product.id);
    expect(await ids('/api/packages')).not.toContain(b.package.id);
    expect(await ids('/api/pos/coupons')).not.toContain(b.coupon.id);
    expect(await ids('/api/pos/vaults')).not.toContain(b.vault.id);
    expect(await ids('/api/pos/materials')).not.toContain(b.material.id);
    expect(await ids('/api/pos/materials/suppliers')).not.toContain(b.supplier.id);
    expect(await ids('/api/pos/branches')).not.toContain(b.branch.id);
    // Order numbers count per business: A may have an order of the same number, never B's.
    const orders = await asA<{ data: Named[] }>('GET', `/api/pos/order?q=${b.order.order_number}`);
    expect(orders.body.data.map((row) => row.id)).not.toContain(b.order.id);
    const page = await asA<{ data: Named[]; total: number }>('GET', '/api/pos/order?per_page=100');
    expect(page.body.data.map((row) => row.id)).not.toContain(b.order.id);
  });

  it("answers 404 for a vehicle on B's customer", async () => {
    const answer = await asA('POST', '/api/pos/cars', {
      json: {
        user_id: b.customer.id,
        city_id: 1,
        car_brand_id: 1,
        plate_type_id: 1,
        car_type_id: 1,
        car_group_id: 1,
        color: '#000000',
        year: 2020,
        code: 'A',
        numbers: '1',
      },
    });
    expect(answer.status).toBe(404);
  });

  it("answers 404 for a cart on B's vehicle or with B's service, package or product", async () => {
    const ownCar = { car_id: a.customer.cars[0]?.id, user_id: a.customer.id };
    const foreignCar = await asA('POST', '/api/pos/cart', {
      json: { car_id: b.customer.cars[0]?.id, user_id: b.customer.id, purchasables: [] },
    });
    expect(foreignCar.status).toBe(404);
    const service = await asA('POST', '/api/pos/cart', {
      json: {
        ...ownCar,
        purchasables: [
          {
            purchasable_id: b.service.id,
            purchasable_type: 'service',
            quantity: 1,
            option_ids: [b.service.options[0]?.id],
          },
        ],
      },
    });
    expect(service.status).toBe(404);
    const pack = await asA('POST', '/api/pos/cart', {
      json: {
        ...ownCar,
        purchasables: [{ purchasable_id: b.package.id, purchasable_type: 'package', quantity: 1 }],
      },
    });
    expect(pack.status).toBe(404);
    const product = await asA('POST', '/api/pos/cart', {
      json: {
        ...ownCar,
        purchasables: [{ purchasable_id: b.product.id, purchasable_type: 'product', quantity: 1 }],
      },
    });
    expect(product.status).toBe(404);
  });

  it("treats B's coupon as unknown", async () => {
    const answer = await asA<{ is_valid_coupon: { value: boolean } }>('POST', '/api/pos/cart', {
      json: {
        car_id: a.customer.cars[0]?.id,
        user_id: a.customer.id,
        purchasables: [{ purchasable_id: a.product.id, purchasable_type: 'product', quantity: 1 }],
        coupon_id: b.coupon.id,
      },
    });
    expect(answer.body.is_valid_coupon.value).toBe(false);
  });

  it("answers 404 for an order with B's vault or vehicle", async () => {
    const base = {
      car_id: a.customer.cars[0]?.id,
      user_id: a.customer.id,
      purchasables: [{ purchasable_id: a.product.id, purchasable_type: 'product', quantity: 1 }],
      vault_id: a.vault.id,
      payment_method: 'cash',
      location_type: 'in_shop',
      booking_date: '2030-01-01',
      booking_time: '10:00',
    };
    expect(
      (await asA('POST', '/api/pos/order', { json: { ...base, vault_id: b.vault.id } })).status,
    ).toBe(404);
    expect(
      (
        await asA('POST', '/api/pos/order', {
          json: { ...base, car_id: b.customer.cars[0]?.id, user_id: b.customer.id },
        })
      ).status,
    ).toBe(404);
  });

  it("answers 404 when deleting or paying B's order", async () => {
    expect((await asA('DELETE', `/api/pos/${b.order.id}`)).status).toBe(404);
    expect(
      (
        await asA('POST', '/api/pos/payment', {
          json: { order_id: b.order.id, payment_method_id: 'visa', is_partial: false, cash: 1 },
        })
      ).status,
    ).toBe(404);
  });

  it("answers 404 for an invoice with B's supplier, branch or material", async () => {
    const form = (supplier: number, material: number, branch?: number) => {
      const data = new FormData();
      data.set('supplier_id', String(supplier));
      if (branch) data.set('branch_id', String(branch));
      for (const [key, value] of Object.entries({
        material_id: String(material),
        price: '1',
        quantity: '1',
        generate_barcode: '1',
        include_tax: '0',
      })) {
        data.set(`material_items[0][${key}]`, value);
      }
      return data;
    };
    expect(
      (
        await asA('POST', '/api/pos/materials/invoice', {
          body: form(b.supplier.id, a.material.id),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await asA('POST', '/api/pos/materials/invoice', {
          body: form(a.supplier.id, b.material.id),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await asA('POST', '/api/pos/materials/invoice', {
          body: form(a.supplier.id, a.material.id, b.branch.id),
        })
      ).status,
    ).toBe(404);
  });

  it('answers the profile of the token, not of the header', async () => {
    const answer = await asA<{ data: { business_id: number } }>('POST', '/api/pos/user');
    expect(answer.body.data.business_id).toBe(1);
  });
});
