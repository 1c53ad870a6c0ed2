// Contract tests of customers (search by name, phone and plate; creation with phone
// normalisation and duplicates), vehicles and the meta look-ups.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldCases } from './field-cases.js';
import { openTestServer, type TestServer } from './test-server.js';

interface Customer {
  id: number;
  name: string;
  phone_e164: string;
  phone_national: string;
  cars: { id: number; code: string; numbers: string; city: { name: { en: string } } }[];
}

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await openTestServer();
  token = await server.login();
});
afterAll(async () => {
  await server.close();
});

const get = <T>(path: string) => server.call<T>('GET', path, { token });
const post = <T>(path: string, json: unknown) => server.call<T>('POST', path, { token, json });

describe('GET /api/pos/customers', () => {
  it('lists the newest 50 customers with their vehicles', async () => {
    const answer = await get<{ data: Customer[] }>('/api/pos/customers');
    expect(answer.status).toBe(200);
    expect(answer.body.data.length).toBeGreaterThanOrEqual(30);
    expect(answer.body.data.every((customer) => customer.cars.length >= 1)).toBe(true);
  });

  it('finds customers by name, phone and plate number', async () => {
    const all = (await get<{ data: Customer[] }>('/api/pos/customers')).body.data;
    const target = all[3];
    if (!target) throw new Error('seed has too few customers');
    const byName = await get<{ data: Customer[] }>(
      `/api/pos/customers?q=${encodeURIComponent(target.name.split(' ')[0] ?? '')}`,
    );
    expect(byName.body.data.map((customer) => customer.id)).toContain(target.id);
    const national = target.phone_national.replace(/\s/g, '');
    const byPhone = await get<{ data: Customer[] }>(`/api/pos/customers?q=${national}`);
    expect(byPhone.body.data.map((customer) => customer.id)).toEqual([target.id]);
    const plate = target.cars[0]?.numbers ?? '';
    const byPlate = await get<{ data: Customer[] }>(`/api/pos/customers?q=${plate}`);
    expect(byPlate.body.data.map((customer) => customer.id)).toContain(target.id);
  });

  it('answers an empty list when nothing matches, and 400 for a query over 200 characters', async () => {
    expect((await get<{ data: Customer[] }>('/api/pos/customers?q=zzzzqqq')).body.data).toEqual([]);
    expect((await get(`/api/pos/customers?q=${'a'.repeat(201)}`)).status).toBe(400);
  });
});

describe('POST /api/pos/customers', () => {
  it('creates a customer with the phone normalised to E.164 and national forms', async () => {
    const answer = await post<{ data: Customer & { business_id: number } }>('/api/pos/customers', {
      name: 'Layla Haddad',
      phone: '050 123 4567',
      phone_country: 'AE',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data.phone_e164).toBe('+971501234567');
    expect(answer.body.data.phone_national).toBe('050 123 4567');
    expect(answer.body.data.cars).toEqual([]);
  });

  it('answers 422 naming the existing customer for a duplicate phone, whatever its format', async () => {
    await post('/api/pos/customers', {
      name: 'First Owner',
      phone: '+971 52 765 4321',
      phone_country: 'AE',
    });
    const again = await post<{ message: string; errors: Record<string, string[]> }>(
      '/api/pos/customers',
      { name: 'Someone Else', phone: '0527654321', phone_country: 'AE' },
    );
    expect(again.status).toBe(422);
    expect(again.body.message).toMatch(
      /^This phone number already belongs to customer First Owner \(#\d+\)\.$/,
    );
    expect(again.body.errors.phone).toHaveLength(1);
  });

  it('answers 422 for a number that is not valid for the country', async () => {
    const answer = await post<{ errors: Record<string, string[]> }>('/api/pos/customers', {
      name: 'A',
      phone: '12345',
      phone_country: 'AE',
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.phone).toEqual(['The phone number is not a valid AE number.']);
  });

  it.each(
    fieldCases({ name: 'Noura', phone: '0561112233', phone_country: 'AE' }, ['name', 'phone'], {
      name: 7,
      phone: false,
      phone_country: 'UAE',
    }),
  )('answers 422 for $label', async ({ body, field }) => {
    const answer = await post<{ errors: Record<string, string[]> }>('/api/pos/customers', body);
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toContain(field);
  });
});

describe('POST /api/pos/cars', () => {
  let customerId: number;
  const valid = () => ({
    user_id: customerId,
    city_id: 1,
    car_brand_id: 1,
    car_model_id: 1,
    plate_type_id: 1,
    car_type_id: 1,
    car_group_id: 2,
    color: '#FFFFFF',
    year: 2022,
    code: 'Q',
    numbers: '12345',
    vin_number: 'JTDBR32E720123456',
  });

  beforeAll(async () => {
    const created = await post<{ data: Customer }>('/api/pos/customers', {
      name: 'Car Owner',
      phone: '0549998877',
      phone_country: 'AE',
    });
    customerId = created.body.data.id;
  });

  it('adds a Dubai plate vehicle and answers it with its city', async () => {
    const answer = await post<{ data: Customer['cars'][number] & { user_id: number } }>(
      '/api/pos/cars',
      valid(),
    );
    expect(answer.status).toBe(201);
    expect(answer.body.data.user_id).toBe(customerId);
    expect(answer.body.data.city.name.en).toBe('Dubai');
    const listed = await get<{ data: Customer[] }>(`/api/pos/customers?q=12345`);
    expect(listed.body.data.map((customer) => customer.id)).toContain(customerId);
  });

  it('stores the named colour chosen at the counter, and refuses a name not in the list', async () => {
    const named = await post<{ data: { color: string; color_name: string | null } }>(
      '/api/pos/cars',
      { ...valid(), numbers: '12346', color: '#C0C0C0', color_name: 'silver' },
    );
    expect(named.status).toBe(201);
    expect(named.body.data).toMatchObject({ color: '#C0C0C0', color_name: 'silver' });
    const custom = await post<{ data: { color_name: string | null } }>('/api/pos/cars', {
      ...valid(),
      numbers: '12347',
      color: '#123456',
    });
    expect(custom.body.data.color_name).toBeNull();
    const refused = await post<{ errors: Record<string, string[]> }>('/api/pos/cars', {
      ...valid(),
      color_name: 'teal',
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['color_name']);
  });

  it('checks the plate code against the letters of the city and plate type', async () => {
    const answer = await post<{ errors: Record<string, string[]> }>('/api/pos/cars', {
      ...valid(),
      code: '7',
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.code).toEqual([
      "The plate code 7 is not used on this city's plates.",
    ]);
    const abuDhabi = await post('/api/pos/cars', {
      ...valid(),
      city_id: 2,
      plate_type_id: 5,
      code: '7',
    });
    expect(abuDhabi.status).toBe(201);
  });

  it('refuses a plate type of another city and a model of another brand', async () => {
    const answer = await post<{ errors: Record<string, string[]> }>('/api/pos/cars', {
      ...valid(),
      plate_type_id: 5,
      car_model_id: 40,
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors).sort()).toEqual(['car_model_id', 'plate_type_id']);
  });

  it('answers 404 for a customer that does not exist', async () => {
    expect((await post('/api/pos/cars', { ...valid(), user_id: 999_999 })).status).toBe(404);
  });

  it.each(
    fieldCases(
      {
        user_id: 1,
        city_id: 1,
        car_brand_id: 1,
        plate_type_id: 1,
        car_type_id: 1,
        car_group_id: 1,
        color: '#000000',
        year: 2020,
        code: 'A',
        numbers: '1234',
      },
      [
        'user_id',
        'city_id',
        'car_brand_id',
        'plate_type_id',
        'car_type_id',
        'car_group_id',
        'year',
        'code',
        'numbers',
      ],
      {
        user_id: 'x',
        city_id: -1,
        car_brand_id: 1.5,
        car_model_id: 'abc',
        plate_type_id: {},
        car_type_id: [],
        car_group_id: 'big',
        color: 'red',
        year: 1899,
        code: '',
        numbers: 'ABCDEF',
        vin_number: 'V'.repeat(18),
      },
    ),
  )('answers 422 for $label', async ({ body, field }) => {
    const answer = await post<{ errors: Record<string, string[]> }>('/api/pos/cars', body);
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toContain(field);
  });

  it('answers 422 for a year after 2030 with the range in the message', async () => {
    const answer = await post<{ errors: Record<string, string[]> }>('/api/pos/cars', {
      ...valid(),
      year: 2031,
    });
    expect(answer.body.errors.year).toEqual(['The year must be between 1900 and 2030.']);
  });
});

describe('meta look-ups', () => {
  it('answers cities, brands, the three car groups and types', async () => {
    const answer = await get<{ data: Record<string, { id: number; name: { en: string } }[]> }>(
      '/api/meta/data',
    );
    expect(answer.body.data.cities?.slice(0, 3).map((city) => city.name.en)).toEqual([
      'Dubai',
      'Abu Dhabi',
      'Sharjah',
    ]);
    expect(answer.body.data.car_groups?.map((group) => [group.id, group.name.en])).toEqual([
      [1, 'Small'],
      [2, 'Medium'],
      [3, 'Large'],
    ]);
    expect(answer.body.data.car_brands?.length).toBeGreaterThanOrEqual(10);
  });

  it('answers the models of a brand, the plate types of a city and their letters', async () => {
    const models = await get<{ data: { name: { en: string } }[] }>('/api/meta/car_models/1');
    expect(models.body.data.map((model) => model.name.en)).toContain('Land Cruiser');
    const types = await get<{ data: { id: number; name: { en: string } }[] }>(
      '/api/meta/get_plate_types_for_city/2',
    );
    expect(types.body.data.map((type) => type.name.en)).toEqual(['Private', 'Taxi', 'Commercial']);
    const dubai = await get<{ data: (string | number)[] }>('/api/meta/city_plate_letters/1/1');
    expect(dubai.body.data.slice(0, 3)).toEqual(['A', 'B', 'C']);
    const abuDhabi = await get<{ data: (string | number)[] }>(
      `/api/meta/city_plate_letters/2/${types.body.data[0]?.id}`,
    );
    expect(abuDhabi.body.data).toContain(50);
  });

  it('answers 404 for an unknown brand, city or plate type, and 400 for a non-numeric id', async () => {
    expect((await get('/api/meta/car_models/9999')).status).toBe(404);
    expect((await get('/api/meta/get_plate_types_for_city/9999')).status).toBe(404);
    expect((await get('/api/meta/city_plate_letters/1/9999')).status).toBe(404);
    const bad = await get<{ errors: Record<string, string[]> }>('/api/meta/car_models/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.brandId).toEqual(['The brand id must be a number.']);
  });
});
