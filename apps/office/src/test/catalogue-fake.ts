// The office's catalogue calls, answered from services kept in memory per test, each answer
// checked against the contract.
import { assertContractAnswer } from '@lamaa/api-client/testing';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { API } from './fake-api.js';

function answer(method: string, path: string, body: JsonBodyType, status = 200) {
  return HttpResponse.json(assertContractAnswer(method, path, status, body), { status });
}

interface GroupPrice {
  car_group_id: number;
  price: number;
}
interface FakeOption {
  id: number;
  name: { en: string; ar: string };
  is_exclusive: boolean;
  display_order: number;
  is_archived: boolean;
  prices: GroupPrice[];
}
interface FakeService {
  id: number;
  name: { en: string; ar: string };
  icon: string | null;
  included: { en: string; ar: string }[];
  is_add_ons: boolean;
  display_order: number;
  is_archived: boolean;
  options: FakeOption[];
}

/** A wash with two options (the second without a large-car price) and an archived service. */
export function seedServices(): FakeService[] {
  return [
    {
      id: 1,
      name: { en: 'Exterior Wash', ar: 'غسيل خارجي' },
      icon: null,
      included: [{ en: 'Foam', ar: 'رغوة' }],
      is_add_ons: false,
      display_order: 0,
      is_archived: false,
      options: [
        {
          id: 11,
          name: { en: 'Basic', ar: 'أساسي' },
          is_exclusive: false,
          display_order: 0,
          is_archived: false,
          prices: [
            { car_group_id: 1, price: 30 },
            { car_group_id: 2, price: 40 },
            { car_group_id: 3, price: 50 },
          ],
        },
        {
          id: 12,
          name: { en: 'Premium', ar: 'ممتاز' },
          is_exclusive: true,
          display_order: 1,
          is_archived: false,
          prices: [
            { car_group_id: 1, price: 60 },
            { car_group_id: 2, price: 70 },
          ],
        },
      ],
    },
    {
      id: 2,
      name: { en: 'Old polish', ar: 'تلميع قديم' },
      icon: null,
      included: [],
      is_add_ons: false,
      display_order: 1,
      is_archived: true,
      options: [],
    },
  ];
}

interface FakePackage {
  id: number;
  name: { en: string; ar: string };
  is_active: boolean;
  prices: GroupPrice[];
  image: string | null;
}
interface FakeProduct {
  id: number;
  name: { en: string; ar: string };
  price: number;
  before_discount_price: number | null;
  is_archived: boolean;
  image: string | null;
}

/** What the catalogue fake holds and the bodies it was sent. */
export interface CatalogueData {
  services: FakeService[];
  packages: FakePackage[];
  products: FakeProduct[];
  readonly bodies: { method: string; path: string; body: unknown }[];
}

/** Fresh catalogue data for one test: a package without a medium price, a discounted product. */
export function catalogueData(): CatalogueData {
  return {
    services: seedServices(),
    packages: [
      {
        id: 1,
        name: { en: 'Monthly Wash Club', ar: 'نادي الغسيل الشهري' },
        is_active: true,
        prices: [
          { car_group_id: 1, price: 200 },
          { car_group_id: 3, price: 260 },
        ],
        image: null,
      },
    ],
    products: [
      {
        id: 1,
        name: { en: 'Tyre Shine', ar: 'ملمع الإطارات' },
        price: 20,
        before_discount_price: 25,
        is_archived: false,
        image: null,
      },
    ],
    bodies: [],
  };
}

interface ServiceBody {
  name: { en: string; ar: string };
  icon?: string | null;
  included?: { en: string; ar: string }[];
  is_add_ons?: boolean;
  display_order?: number;
  is_archived?: boolean;
  options?: (Partial<FakeOption> & { name: { en: string; ar: string } })[];
}

let nextId = 100;

/** The service a body describes, options numbered as the server would. */
function serviceOf(id: number, body: ServiceBody): FakeService {
  return {
    id,
    name: body.name,
    icon: body.icon ?? null,
    included: body.included ?? [],
    is_add_ons: body.is_add_ons ?? false,
    display_order: body.display_order ?? 0,
    is_archived: body.is_archived ?? false,
    options: (body.options ?? []).map((option, index) => ({
      id: option.id ?? (nextId += 1),
      name: option.name,
      is_exclusive: option.is_exclusive ?? false,
      display_order: option.display_order ?? index,
      is_archived: option.is_archived ?? false,
      prices: (option.prices ?? []).filter((price) => price.price > 0),
    })),
  };
}

/** msw handlers of the catalogue paths over `data`. */
export function catalogueHandlers(data: CatalogueData) {
  return [
    http.get(`${API}/office/services`, () =>
      answer('GET', '/office/services', { data: data.services }),
    ),
    http.post(`${API}/office/services`, async ({ request }) => {
      const body = (await request.json()) as ServiceBody;
      data.bodies.push({ method: 'POST', path: '/office/services', body });
      const service = serviceOf((nextId += 1), body);
      data.services = [...data.services, service];
      return answer('POST', '/office/services', { data: service }, 201);
    }),
    http.put(`${API}/office/services/:id`, async ({ request, params }) => {
      const body = (await request.json()) as ServiceBody;
      const id = Number(params['id']);
      data.bodies.push({ method: 'PUT', path: `/office/services/${id}`, body });
      const service = serviceOf(id, body);
      data.services = data.services.map((row) => (row.id === id ? service : row));
      return answer('PUT', '/office/services/{id}', { data: service });
    }),
    http.get(`${API}/office/suppliers`, () =>
      answer('GET', '/office/suppliers', {
        data: [{ id: 1, name: { en: 'Gulf Chemicals', ar: 'الخليج للكيماويات' }, description: '' }],
      }),
    ),
    http.get(`${API}/office/materials`, () =>
      answer('GET', '/office/materials', {
        data: [
          {
            id: 1,
            name: { en: 'Ceramic coat', ar: 'طلاء سيراميك' },
            description: { en: '', ar: '' },
            unit: 'ml',
          },
        ],
      }),
    ),
    http.post(`${API}/office/materials`, async ({ request }) => {
      const body = (await request.json()) as Record<string, JsonBodyType>;
      data.bodies.push({ method: 'POST', path: '/office/materials', body });
      return answer('POST', '/office/materials', { data: { ...body, id: (nextId += 1) } }, 201);
    }),
    http.post(`${API}/office/images`, async ({ request }) => {
      const file = (await request.formData()).get('file');
      data.bodies.push({ method: 'POST', path: '/office/images', body: file });
      const url = `/api/images/${String((nextId += 1)).padStart(64, '0')}.webp`;
      return answer('POST', '/office/images', { data: { url, width: 640, height: 360 } }, 201);
    }),
    http.get(`${API}/office/packages`, () =>
      answer('GET', '/office/packages', { data: data.packages }),
    ),
    http.post(`${API}/office/packages`, async ({ request }) => {
      const body = (await request.json()) as Omit<FakePackage, 'id'>;
      data.bodies.push({ method: 'POST', path: '/office/packages', body });
      const pack = { ...body, id: (nextId += 1), prices: body.prices.filter((p) => p.price > 0) };
      data.packages = [...data.packages, pack];
      return answer('POST', '/office/packages', { data: pack }, 201);
    }),
    http.get(`${API}/office/products`, () =>
      answer('GET', '/office/products', { data: data.products }),
    ),
    http.put(`${API}/office/products/:id`, async ({ request, params }) => {
      const body = (await request.json()) as Omit<FakeProduct, 'id'>;
      const id = Number(params['id']);
      data.bodies.push({ method: 'PUT', path: `/office/products/${id}`, body });
      const product = { ...body, id };
      data.products = data.products.map((row) => (row.id === id ? product : row));
      return answer('PUT', '/office/products/{id}', { data: product });
    }),
    http.put(`${API}/office/service-prices`, async ({ request }) => {
      const body = (await request.json()) as {
        prices: { option_id: number; car_group_id: number; price: number }[];
      };
      data.bodies.push({ method: 'PUT', path: '/office/service-prices', body });
      for (const cell of body.prices)
        for (const service of data.services)
          for (const option of service.options)
            if (option.id === cell.option_id) {
              const others = option.prices.filter((p) => p.car_group_id !== cell.car_group_id);
              option.prices = [
                ...others,
                ...(cell.price > 0 ? [{ car_group_id: cell.car_group_id, price: cell.price }] : []),
              ].sort((a, b) => a.car_group_id - b.car_group_id);
            }
      return answer('PUT', '/office/service-prices', {
        data: data.services,
      });
    }),
  ];
}
