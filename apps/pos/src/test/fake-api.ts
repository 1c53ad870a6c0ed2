// A small, real HTTP handler layer (msw) answering the POS's calls the way apps/api does, with
// data kept in memory per test: the component tests run the real client against it.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** Where the component tests' API lives. */
export const API = 'http://pos.test/api';

/** The demo cashier of the fake API. */
export const CASHIER = {
  email: 'cashier@lamaa.demo',
  password: 'secret-pass',
  token: 'token-1',
} as const;

const user = {
  id: 1,
  name: { en: 'Sami Cashier', ar: 'سامي الكاشير' },
  email: CASHIER.email,
  business_id: 1,
  branch_id: 1,
};

const car = {
  id: 31,
  user_id: 7,
  car_group_id: 1,
  color: '#ffffff',
  color_name: 'White',
  year: 2021,
  code: 'B',
  numbers: '40721',
  plate_img: 'http://pos.test/plates/b-40721.png',
  brand: { id: 1, name: { en: 'Toyota', ar: 'تويوتا' } },
  model: { id: 1, name: { en: 'Camry', ar: 'كامري' } },
};

/** Seed data: one customer with a car, one without. */
export function seedCustomers() {
  return [
    {
      id: 7,
      name: 'Mariam Haddad',
      email: 'mariam@example.ae',
      phone: '+971501234567',
      phone_national: '050 123 4567',
      cars: [car],
    },
    {
      id: 8,
      name: 'Omar Saleh',
      email: null,
      phone: '+971551112222',
      phone_national: '055 111 2222',
      cars: [],
    },
  ];
}

/** The services of the fake catalogue: one with an exclusive option and a missing price. */
export const SERVICES = [
  {
    id: 1,
    name: { en: 'Exterior Wash', ar: 'غسيل خارجي' },
    icon: null,
    included: [{ en: 'Hand wash', ar: 'غسيل يدوي' }],
    is_add_ons: 0,
    options: [
      {
        id: 11,
        name: { en: 'Basic', ar: 'أساسي' },
        is_exclusive: 0,
        prices: [
          { group_type_car_id: 1, price: 30 },
          { group_type_car_id: 2, price: 40 },
        ],
      },
      {
        id: 12,
        name: { en: 'Premium', ar: 'ممتاز' },
        is_exclusive: 0,
        prices: [{ group_type_car_id: 2, price: 60 }],
      },
    ],
  },
  {
    id: 2,
    name: { en: 'Full Detailing', ar: 'تلميع كامل' },
    icon: null,
    included: [],
    is_add_ons: 0,
    options: [
      {
        id: 21,
        name: { en: 'Silver', ar: 'فضي' },
        is_exclusive: 1,
        prices: [{ group_type_car_id: 1, price: 350 }],
      },
      {
        id: 22,
        name: { en: 'Gold', ar: 'ذهبي' },
        is_exclusive: 1,
        prices: [{ group_type_car_id: 1, price: 550 }],
      },
    ],
  },
  {
    id: 3,
    name: { en: 'Air Freshener', ar: 'معطر الجو' },
    icon: null,
    included: [],
    is_add_ons: 1,
    options: [
      {
        id: 31,
        name: { en: 'Oud', ar: 'عود' },
        is_exclusive: 0,
        prices: [{ group_type_car_id: 1, price: 15 }],
      },
    ],
  },
];

/** What a test can change or read about the fake API. */
export interface FakeApiState {
  customers: ReturnType<typeof seedCustomers>;
  /** Status the next customers search answers with (e.g. 401 or 500); 200 when null. */
  customersStatus: number | null;
  /** Bodies the cart call received. */
  cartBodies: unknown[];
  /** Milliseconds the cart call waits before answering. */
  cartDelayMs: number;
  /** Bodies the create-vehicle call received. */
  carBodies: unknown[];
}

/** The fake API's state, reset before each test. */
export const fakeState: FakeApiState = {
  customers: seedCustomers(),
  customersStatus: null,
  cartBodies: [],
  cartDelayMs: 0,
  carBodies: [],
};

/** Resets the fake API's data between tests. */
export function resetFakeApi(): void {
  fakeState.customers = seedCustomers();
  fakeState.customersStatus = null;
  fakeState.cartBodies = [];
  fakeState.cartDelayMs = 0;
  fakeState.carBodies = [];
}

interface CartBody {
  readonly coupon_code?: string;
  readonly location_type?: string;
  readonly purchasables: readonly {
    purchasable_type: string;
    purchasable_id: number;
    option_ids: number[] | null;
    discount_type?: string;
    discount_value?: number;
    add_ons_price?: number;
  }[];
}

/**
 * Prices a cart like the server: options at the small-car price, a 5% fee, the discount taken
 * off, and AED 25 shipping for a remote (outdoor) cart.
 */
function priceCart(body: CartBody) {
  let subtotal = 0;
  let discount = 0;
  for (const item of body.purchasables) {
    if (item.purchasable_type === 'service') {
      const service = SERVICES.find((entry) => entry.id === item.purchasable_id);
      if (item.add_ons_price !== undefined) {
        subtotal += item.add_ons_price;
        continue;
      }
      for (const optionId of item.option_ids ?? []) {
        subtotal +=
          service?.options
            .find((option) => option.id === optionId)
            ?.prices.find((price) => price.group_type_car_id === 1)?.price ?? 0;
      }
    }
  }
  for (const item of body.purchasables) {
    if (item.purchasable_type === 'discount')
      discount =
        item.discount_type === 'percentage'
          ? (subtotal * (item.discount_value ?? 0)) / 100
          : (item.discount_value ?? 0);
  }
  let couponValidity = null;
  if (body.coupon_code === 'SAVE50') {
    const isValid = subtotal >= 300;
    couponValidity = {
      value: isValid,
      reasons: isValid ? [] : ['This coupon needs a cart subtotal of at least AED 300.00.'],
      reason_codes: isValid
        ? []
        : [{ code: 'coupon.minimum-total-not-met', params: { minimum: '300.00' } }],
    };
    if (isValid) discount = 50;
  }
  const fee = subtotal * 0.05;
  const shipping = body.location_type === 'remote' ? 25 : 0;
  return {
    success: true,
    message: null,
    subtotal_price: subtotal,
    service_price: fee,
    service_percentage: 5,
    shipping_price: shipping,
    discount_price: discount,
    total_price: subtotal + fee + shipping - discount,
    count: body.purchasables.length,
    quantity: body.purchasables.length,
    is_valid_coupon: couponValidity,
    services: [],
    products: [],
  };
}

const authorised = (request: Request) =>
  request.headers.get('Authorization') === `Bearer ${CASHIER.token}`;
const unauthorised = () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });

/** The handlers of the fake API. */
export const handlers = [
  http.post(`${API}/pos/login`, async ({ request }) => {
    const body = (await request.json()) as { email: string; password: string };
    if (body.email !== CASHIER.email || body.password !== CASHIER.password) {
      return HttpResponse.json(
        {
          code: 'auth.invalid-credentials',
          message: 'These credentials do not match our records.',
        },
        { status: 401 },
      );
    }
    return HttpResponse.json({ token: CASHIER.token, user });
  }),
  http.post(`${API}/pos/logout`, () => HttpResponse.json({ success: true })),
  http.get(`${API}/pos/customers`, ({ request }) => {
    if (!authorised(request)) return unauthorised();
    if (fakeState.customersStatus !== null)
      return HttpResponse.json({ message: 'Unavailable' }, { status: fakeState.customersStatus });
    const q = new URL(request.url).searchParams.get('q')?.toLowerCase() ?? '';
    return HttpResponse.json({
      data: fakeState.customers.filter((customer) =>
        `${customer.name} ${customer.phone}`.toLowerCase().includes(q),
      ),
    });
  }),
  http.post(`${API}/pos/customers`, async ({ request }) => {
    if (!authorised(request)) return unauthorised();
    const body = (await request.json()) as { name: string; phone: string; phone_country: string };
    if (body.name === 'Taken Name') {
      return HttpResponse.json(
        { message: '', errors: { phone: ['The phone has already been taken.'] } },
        { status: 422 },
      );
    }
    const created = {
      id: 100,
      name: body.name,
      email: null,
      phone: body.phone,
      phone_national: body.phone,
      cars: [],
    };
    fakeState.customers.push(created);
    return HttpResponse.json({ data: created }, { status: 201 });
  }),
  http.get(`${API}/services`, ({ request }) => {
    if (!authorised(request)) return unauthorised();
    const q = new URL(request.url).searchParams.get('q')?.toLowerCase() ?? '';
    return HttpResponse.json({
      data: SERVICES.filter((service) => service.name.en.toLowerCase().includes(q)),
    });
  }),
  http.get(`${API}/packages`, ({ request }) =>
    authorised(request)
      ? HttpResponse.json({
          data: [
            {
              id: 5,
              name: { en: 'Monthly Wash Club', ar: 'نادي الغسيل الشهري' },
              image: null,
              is_active: 1,
              prices: [
                { id: 1, price: 200 },
                { id: 2, price: 250 },
              ],
            },
            {
              id: 6,
              name: { en: 'Winter Classic', ar: 'كلاسيك الشتاء' },
              image: null,
              is_active: 0,
              prices: [{ id: 3, price: 300 }],
            },
          ],
        })
      : unauthorised(),
  ),
  http.get(`${API}/products`, ({ request }) =>
    authorised(request)
      ? HttpResponse.json({
          data: [
            {
              id: 9,
              name: { en: 'Microfiber Towel', ar: 'منشفة مايكروفايبر' },
              image: null,
              price: 15,
              before_discount_price: 20,
            },
            {
              id: 10,
              name: { en: 'Tyre Gel', ar: 'جل الإطارات' },
              image: null,
              price: 25,
              before_discount_price: null,
            },
          ],
        })
      : unauthorised(),
  ),
  http.get(`${API}/meta/data`, ({ request }) =>
    authorised(request)
      ? HttpResponse.json({
          data: {
            cities: [
              { id: 1, name: { en: 'Dubai', ar: 'دبي' } },
              { id: 4, name: { en: 'Ajman', ar: 'عجمان' } },
            ],
            car_brands: [{ id: 1, name: { en: 'Toyota', ar: 'تويوتا' } }],
            car_groups: [{ id: 1, name: { en: 'Small', ar: 'صغيرة' } }],
            car_types: [{ id: 1, name: { en: 'Sedan', ar: 'سيدان' } }],
          },
        })
      : unauthorised(),
  ),
  http.get(`${API}/meta/car_models/:brandId`, () =>
    HttpResponse.json({ data: [{ id: 1, name: { en: 'Camry', ar: 'كامري' } }] }),
  ),
  http.get(`${API}/meta/get_plate_types_for_city/:cityId`, () =>
    HttpResponse.json({ data: [{ id: 1, name: { en: 'Private', ar: 'خصوصي' } }] }),
  ),
  http.get(`${API}/meta/city_plate_letters/:cityId/:plateTypeId`, ({ params }) =>
    // Dubai has plate letters; Ajman has none, so its plate code is typed.
    HttpResponse.json({ data: params['cityId'] === '1' ? ['A', 'B'] : [] }),
  ),
  http.post(`${API}/pos/cars`, async ({ request }) => {
    const body = (await request.json()) as {
      user_id: number;
      code: string;
      numbers: string;
      year: number;
      car_group_id: number;
    };
    fakeState.carBodies.push(body);
    return HttpResponse.json(
      { data: { ...body, id: 77, color_name: null, brand: null, model: null } },
      { status: 201 },
    );
  }),
  http.get(`${API}/pos/coupons`, ({ request }) =>
    authorised(request)
      ? HttpResponse.json({
          data: [{ id: 1, code: 'SAVE50', type: 'Fixed', value: 50, minimum_total_price: 300 }],
        })
      : unauthorised(),
  ),
  http.post(`${API}/pos/cart`, async ({ request }) => {
    if (!authorised(request)) return unauthorised();
    const body = (await request.json()) as CartBody;
    fakeState.cartBodies.push(body);
    if (fakeState.cartDelayMs > 0)
      await new Promise((resolve) => setTimeout(resolve, fakeState.cartDelayMs));
    return HttpResponse.json(priceCart(body));
  }),
];

/** The msw server of the component tests (listen in beforeAll, close in afterAll). */
export const fakeApi = setupServer(...handlers);
