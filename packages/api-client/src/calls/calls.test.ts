// Every call against every answer shape the contract allows, through the real client.
import { describe, expect, it } from 'vitest';
import { createLamaaClient } from '../client/create-lamaa-client.js';
import { fakeServer } from '../test/fake-server.js';
import * as fx from '../test/fixtures.js';
import { type ContractAnswer, serveContract } from '../test/serve-contract.js';

/** Serves one answer the contract allows and returns the client. */
const serve = (...answer: ContractAnswer) => serveContract([answer]);

describe('auth calls', () => {
  it('login reads { token, user } with the name as { en, ar }', async () => {
    const { api } = serve('POST', '/pos/login', '/pos/login', 200, { token: 'abc', user: fx.user });
    const { data } = await api.login({ email: 'sara@lamaa.ae', password: 'pw' });
    expect(data?.token).toBe('abc');
    expect(data?.user.name.en).toBe('Sara Ali');
  });

  it.each([
    ['bare', fx.user],
    ['wrapped', { data: fx.user }],
    ['bare with a plain-string name', { ...fx.user, name: 'Sara', branch: null, branch_id: null }],
  ])('getProfile reads a %s profile', async (_, body) => {
    const { api } = serve('POST', '/pos/user', '/pos/user', 200, body);
    const { data } = await api.getProfile();
    expect(data?.id).toBe(3);
    expect(data?.name.en).toMatch(/^Sara/);
  });

  it("getProfile reads the branch's zone and the business's logo, null from older servers", async () => {
    const logo = '/api/images/abc.webp';
    const zoned = { ...fx.user, time_zone: 'Asia/Riyadh', business_name: 'Lamaa', logo_url: logo };
    const read = async (body: object) =>
      (await serve('POST', '/pos/user', '/pos/user', 200, body).api.getProfile()).data;
    expect(await read(zoned)).toMatchObject({ time_zone: 'Asia/Riyadh', logo_url: logo });
    expect((await read(fx.user))?.logo_url).toBeNull();
  });

  it('logout accepts 204 and { success }', async () => {
    const server = fakeServer({ 'POST /pos/logout': { status: 204 } });
    const api = createLamaaClient({
      baseUrl: 'http://pos.test/api',
      getToken: () => 't',
      fetch: server.fetch,
    });
    expect(await api.logout()).toEqual({ data: { success: true, message: null } });
    const second = serve('POST', '/pos/logout', '/pos/logout', 200, { success: true });
    expect((await second.api.logout()).data?.success).toBe(true);
  });

  it.each([
    ['bare', [fx.invoice.branch]],
    ['wrapped', { data: [fx.invoice.branch] }],
  ])('getBranches reads a %s list', async (_, body) => {
    const { api } = serve('GET', '/pos/branches', '/pos/branches', 200, body);
    expect((await api.getBranches()).data).toEqual([
      { id: 2, name: { en: 'Al Quoz', ar: 'القوز' } },
    ]);
  });
});

describe('customer calls', () => {
  it.each([
    ['bare', [fx.customer]],
    ['wrapped', { data: [fx.customer] }],
  ])('searchCustomers reads a %s list with cars', async (_, body) => {
    const { api } = serve('GET', '/pos/customers', '/pos/customers', 200, body);
    const { data } = await api.searchCustomers('48213');
    expect(data?.[0]?.cars[0]?.numbers).toBe('48213');
    expect(data?.[0]?.phone_e164).toBe('+971501234567');
  });

  it.each([
    ['bare', fx.customer],
    ['wrapped', { data: fx.customer }],
  ])('createCustomer reads a %s customer', async (_, body) => {
    const { api, server } = serve('POST', '/pos/customers', '/pos/customers', 201, body);
    const { data } = await api.createCustomer({
      name: 'Ahmed Khan',
      phone: '0501234567',
      phone_country: 'AE',
    });
    expect(data?.id).toBe(5);
    expect(JSON.parse(server.last().text)).toEqual({
      name: 'Ahmed Khan',
      phone: '0501234567',
      phone_country: 'AE',
    });
  });

  it('createCustomer refuses an answer without an id as an invalid response', async () => {
    const server = fakeServer({ 'POST /pos/customers': { body: { data: { name: 'Ahmed' } } } });
    const api = createLamaaClient({
      baseUrl: 'http://pos.test/api',
      getToken: () => 't',
      fetch: server.fetch,
    });
    expect(
      (await api.createCustomer({ name: 'A', phone: '1', phone_country: 'AE' })).error?.kind,
    ).toBe('invalid-response');
  });

  it.each([
    ['bare', fx.vehicle],
    ['wrapped', { data: fx.vehicle }],
  ])('createCar reads a %s vehicle', async (_, body) => {
    const { api } = serve('POST', '/pos/cars', '/pos/cars', 201, body);
    const { data } = await api.createCar({
      city_id: 1,
      car_brand_id: 4,
      plate_type_id: 1,
      car_type_id: 1,
      car_group_id: 2,
      color: '#000000',
      year: 2022,
      code: 'K',
      numbers: '48213',
      user_id: 5,
    });
    expect(data).toMatchObject({
      id: 11,
      code: 'K',
      car_model_id: null,
      city: { id: 1, name: { en: 'Dubai', ar: 'دبي' } },
    });
  });
});

describe('meta calls', () => {
  const meta = {
    cities: [{ id: 1, name: { en: 'Dubai', ar: 'دبي' } }],
    car_brands: [],
    car_groups: [{ id: 2, name: { en: 'Medium', ar: 'متوسط' } }],
    car_types: [],
  };

  it.each([
    ['bare', meta],
    ['wrapped', { data: meta }],
  ])('getMeta reads %s look-ups', async (_, body) => {
    const { api } = serve('GET', '/meta/data', '/meta/data', 200, body);
    expect((await api.getMeta()).data).toEqual(meta);
  });

  it('getCarModels and getPlateTypes read bare and wrapped lists', async () => {
    const models = [{ id: 9, name: { en: 'Camry', ar: 'كامري' } }];
    const a = serve('GET', '/meta/car_models/{brandId}', '/meta/car_models/4', 200, models);
    expect((await a.api.getCarModels(4)).data).toEqual(models);
    const b = serve(
      'GET',
      '/meta/get_plate_types_for_city/{cityId}',
      '/meta/get_plate_types_for_city/1',
      200,
      { data: models },
    );
    expect((await b.api.getPlateTypes(1)).data).toEqual(models);
  });

  it('getPlateLetters reads numbers and letters as strings, bare or wrapped', async () => {
    const c = serve(
      'GET',
      '/meta/city_plate_letters/{cityId}/{plateTypeId}',
      '/meta/city_plate_letters/2/1',
      200,
      { data: [1, 16, 'AA'] },
    );
    expect((await c.api.getPlateLetters(2, 1)).data).toEqual(['1', '16', 'AA']);
  });
});

describe('catalogue calls', () => {
  it.each([
    ['wrapped', { data: [fx.service] }],
    ['bare', [fx.service]],
  ])('getServices reads %s services with prices in fils', async (_, body) => {
    const { api, server } = serve('GET', '/services', '/services', 200, body);
    const { data } = await api.getServices('wash');
    expect(server.last().url.searchParams.get('q')).toBe('wash');
    const option = data?.[0]?.options[0];
    expect(option?.is_exclusive).toBe(true);
    expect(option?.prices.map((p) => p.price)).toEqual([15000, 17550, 29]);
    expect(data?.[0]?.icon).toBe('/icons/wash.svg');
    expect(data?.[0]?.included).toEqual([{ en: 'Foam', ar: 'رغوة' }]);
  });

  it.each([
    ['wrapped', { data: [fx.pkg] }],
    ['bare', [fx.pkg]],
  ])('getPackages reads %s packages', async (_, body) => {
    const { api } = serve('GET', '/packages', '/packages', 200, body);
    const { data } = await api.getPackages();
    expect(data?.[0]).toMatchObject({
      is_active: true,
      image: null,
      prices: [
        { id: 1, price: 39900 },
        { id: 2, price: 44999 },
      ],
    });
  });

  it.each([
    ['wrapped', { data: [fx.product] }],
    ['bare', [fx.product]],
  ])('getProducts reads %s products', async (_, body) => {
    const { api } = serve('GET', '/products', '/products', 200, body);
    expect((await api.getProducts()).data?.[0]).toMatchObject({
      price: 2500,
      before_discount_price: 3550,
      image: '/p/40.png',
    });
  });
});

describe('cart calls', () => {
  it.each([
    ['wrapped', { data: fx.coupons }],
    ['bare', fx.coupons],
  ])('getCoupons reads %s coupons: percent stays, fixed becomes fils', async (_, body) => {
    const { api } = serve('GET', '/pos/coupons', '/pos/coupons', 200, body);
    const { data } = await api.getCoupons();
    expect(data?.map((c) => [c.code, c.value, c.minimum_total_price])).toEqual([
      ['EID10', 10, null],
      ['SAVE25', 2550, 10000],
    ]);
  });

  it.each([
    ['bare', fx.vaults],
    ['wrapped', { data: fx.vaults }],
  ])(
    'getVaults reads %s vaults, sub_type over type, balance in fils or null when not shown',
    async (_, body) => {
      const { api } = serve('GET', '/pos/vaults', '/pos/vaults', 200, body);
      const { data } = await api.getVaults();
      expect(data?.map((v) => [v.id, v.type, v.balance])).toEqual([
        [1, 'cash', 120075],
        [2, 'visa', null],
      ]);
    },
  );

  it('syncCart sends AED and reads the pricing in fils with lines flattened', async () => {
    const { api, server } = serve('POST', '/pos/cart', '/pos/cart', 200, fx.cartPricing);
    const { data } = await api.syncCart({
      car_id: 11,
      user_id: 5,
      coupon_code: 'SAVE25',
      coupon_id: 2,
      purchasables: [
        {
          purchasable_id: 20,
          purchasable_type: 'service',
          quantity: 1,
          option_ids: [201],
          add_ons_price: 1999,
        },
        {
          purchasable_id: 0,
          purchasable_type: 'discount',
          quantity: 1,
          option_ids: null,
          discount_type: 'fixed',
          discount_value: 1050,
        },
      ],
    });
    expect(JSON.parse(server.last().text)).toEqual({
      car_id: 11,
      user_id: 5,
      coupon_code: 'SAVE25',
      coupon_id: 2,
      purchasables: [
        {
          purchasable_id: 20,
          purchasable_type: 'service',
          quantity: 1,
          option_ids: [201],
          add_ons_price: 19.99,
        },
        {
          purchasable_id: 0,
          purchasable_type: 'discount',
          quantity: 1,
          option_ids: null,
          discount_type: 'fixed',
          discount_value: 10.5,
        },
      ],
    });
    expect(data).toMatchObject({
      success: true,
      service_price: 878,
      service_percentage: 5,
      subtotal_price: 17550,
      total_price: 18428,
      min_payment_price: 3686,
      is_valid_coupon: { value: false, reasons: ['Minimum total is 200 AED'] },
      count: 2,
      quantity: 3,
    });
    expect(
      data?.lines.map((l) => [
        l.purchasable_type,
        l.purchasable_id,
        l.payload?.price,
        l.payload?.conflicts,
      ]),
    ).toEqual([
      ['service', 20, 17550, ['202']],
      ['product', 40, 2500, []],
    ]);
  });

  it('syncCart reads a success=false answer with only a message, fee figures null', async () => {
    const { api } = serve('POST', '/pos/cart', '/pos/cart', 200, {
      success: false,
      message: 'Car not in business',
    });
    expect((await api.syncCart({ car_id: 1, user_id: 1, purchasables: [] })).data).toMatchObject({
      success: false,
      message: 'Car not in business',
      service_price: null,
      total_price: 0,
      lines: [],
    });
  });

  it('syncCart sends the location type when the cart has one', async () => {
    const { api, server } = serve('POST', '/pos/cart', '/pos/cart', 200, fx.cartPricing);
    await api.syncCart({ car_id: 1, user_id: 2, purchasables: [], location_type: 'remote' });
    expect(JSON.parse(server.last().text)).toEqual({
      car_id: 1,
      user_id: 2,
      purchasables: [],
      location_type: 'remote',
    });
  });

  it.each([
    ['bare', [{ date: '2026-03-02', slots: [{ from: '09:00', to: '10:00', available: false }] }]],
    ['wrapped', { data: [] }],
  ])('getAvailability reads %s days and sends the type', async (_, body) => {
    const { api, server } = serve('GET', '/pos/availability', '/pos/availability', 200, body);
    expect((await api.getAvailability('remote')).data).toEqual(Array.isArray(body) ? body : []);
    expect(server.last().url.searchParams.get('type')).toBe('remote');
  });

  it('searchPlaces sends the point and query and reads bare or wrapped places', async () => {
    const place = {
      name: 'Dubai Mall',
      address: { label: 'Downtown Dubai', id: 'p1', distance: 1.2 },
      position: { lat: 25.1972, lng: 55.2796 },
    };
    const { api, server } = serve('GET', '/utils/places', '/utils/places', 200, { data: [place] });
    expect((await api.searchPlaces({ lat: 25.2, lng: 55.27 }, 'mall')).data).toEqual([place]);
    expect(Object.fromEntries(server.last().url.searchParams)).toEqual({
      lat: '25.2',
      lng: '55.27',
      query: 'mall',
    });
    const reverse = serve('GET', '/utils/places', '/utils/places', 200, [place]);
    await reverse.api.searchPlaces({ lat: 25.2, lng: 55.27 });
    expect(reverse.server.last().url.searchParams.get('query')).toBe('');
  });
});

describe('order calls', () => {
  it('submitOrder sends only present fields in AED and reads { success, message, order }', async () => {
    const { api, server } = serve('POST', '/pos/order', '/pos/order', 201, {
      success: true,
      message: 'Order submitted successfully',
      order: fx.order,
    });
    const { data } = await api.submitOrder({
      car_id: 11,
      user_id: 5,
      purchasables: [
        { purchasable_id: 20, purchasable_type: 'service', quantity: 1, option_ids: [201] },
      ],
      vault_id: 1,
      payment_method: 'cash',
      is_partial: true,
      amount: 5025,
      location_type: 'remote',
      address: 'Villa 12, Jumeirah',
      booking_date: '2026-03-02',
      booking_time: '10:00',
      pickup_address: { lat: 25.2, lng: 55.27, details: 'Gate 2', city_id: 1 },
    });
    expect(JSON.parse(server.last().text)).toEqual({
      car_id: 11,
      user_id: 5,
      purchasables: [
        { purchasable_id: 20, purchasable_type: 'service', quantity: 1, option_ids: [201] },
      ],
      vault_id: 1,
      payment_method: 'cash',
      is_partial: true,
      amount: 50.25,
      location_type: 'remote',
      address: 'Villa 12, Jumeirah',
      booking_date: '2026-03-02',
      booking_time: '10:00',
      pickup_address: { lat: 25.2, lng: 55.27, details: 'Gate 2', city_id: 1 },
    });
    expect(data?.order).toMatchObject({
      id: 7,
      subtotal_price: 17550,
      service_price: 878,
      discount_price: 1000,
      total_price: 17428,
      cash: null,
    });
    expect(data?.order?.items[0]).toMatchObject({
      price: 17550,
      options: [{ id: 201, name: { en: 'Ceramic', ar: 'سيراميك' } }],
    });
  });

  it('listOrders reads the page object with and without a total', async () => {
    const page = {
      data: [fx.order],
      current_page: 1,
      per_page: 15,
      next_page_url: '/api/pos/order?page=2',
      prev_page_url: null,
      total: 212,
    };
    const { api } = serve('GET', '/pos/order', '/pos/order', 200, page);
    expect((await api.listOrders({ page: 1 })).data).toMatchObject({
      current_page: 1,
      per_page: 15,
      total: 212,
      next_page_url: '/api/pos/order?page=2',
    });
    const withoutTotal = Object.fromEntries(
      Object.entries(page).filter(([key]) => key !== 'total'),
    );
    const second = serve('GET', '/pos/order', '/pos/order', 200, withoutTotal);
    expect((await second.api.listOrders()).data?.total).toBeNull();
  });

  it('deleteOrder reads { success } and reports a 409 as an http error', async () => {
    const { api } = serve('DELETE', '/pos/{id}', '/pos/7', 200, {
      success: true,
      message: 'Order deleted successfully',
    });
    expect((await api.deleteOrder(7)).data).toEqual({
      success: true,
      message: 'Order deleted successfully',
    });
    const refused = serve('DELETE', '/pos/{id}', '/pos/8', 409, {
      code: 'order.has-payments',
      message: 'An order with payments cannot be deleted: money taken is undone by a refund.',
      params: { status: 'paid' },
    });
    expect((await refused.api.deleteOrder(8)).error).toMatchObject({
      kind: 'http',
      status: 409,
      body: { code: 'order.has-payments', params: { status: 'paid' } },
    });
  });

  it('payOrder reads the payment in fils', async () => {
    const payment = {
      id: 3,
      order_id: 7,
      reference_number: 'PAY-000003',
      payment_method_id: 'cash',
      payment_reference: null,
      amount: 174.28,
      change: 25.72,
      is_partial: false,
      created_at: '2026-03-02T10:00:00Z',
    };
    const { api } = serve('POST', '/pos/payment', '/pos/payment', 200, {
      success: true,
      message: 'Payment completed successfully',
      payment,
      order: { ...fx.order, payment_status: 'Paid', cash: 174.28 },
    });
    const { data } = await api.payOrder({
      order_id: 7,
      payment_method_id: 'cash',
      is_partial: false,
      cash: 20000,
    });
    expect(data?.payment).toMatchObject({
      amount: 17428,
      change: 2572,
      reference_number: 'PAY-000003',
    });
    expect(data?.order?.payment_status).toBe('Paid');
  });
});

describe('intake calls', () => {
  it.each([
    ['bare', [fx.material]],
    ['wrapped', { data: [fx.material] }],
  ])('getMaterials reads %s materials', async (_, body) => {
    const { api } = serve('GET', '/pos/materials', '/pos/materials', 200, body);
    expect((await api.getMaterials()).data).toEqual([fx.material]);
  });

  it.each([
    ['bare', [fx.supplier]],
    ['wrapped', { data: [fx.supplier] }],
  ])('getSuppliers reads %s suppliers', async (_, body) => {
    const { api } = serve('GET', '/pos/materials/suppliers', '/pos/materials/suppliers', 200, body);
    expect((await api.getSuppliers()).data).toEqual([fx.supplier]);
  });

  it.each([
    ['bare', fx.supplier],
    ['wrapped', { data: fx.supplier }],
  ])('createSupplier reads a %s supplier', async (_, body) => {
    const { api, server } = serve(
      'POST',
      '/pos/materials/suppliers',
      '/pos/materials/suppliers',
      201,
      body,
    );
    expect((await api.createSupplier({ name: 'Gulf Supply' })).data?.id).toBe(2);
    expect(JSON.parse(server.last().text)).toEqual({ name: 'Gulf Supply' });
  });

  it.each([
    ['bare', fx.invoice],
    ['wrapped', { data: fx.invoice }],
  ])('createInvoice reads a %s invoice in fils', async (_, body) => {
    const { api } = serve('POST', '/pos/materials/invoice', '/pos/materials/invoice', 201, body);
    const { data } = await api.createInvoice({
      supplier_id: 2,
      material_items: [
        { material_id: 8, price: 1250, quantity: 3, generate_barcode: true, include_tax: true },
      ],
    });
    expect(data).toMatchObject({
      id: 9,
      total: 3750,
      material_items: [{ price: 1250, barcode: 'LM-000123', include_tax: true }],
    });
  });
});
