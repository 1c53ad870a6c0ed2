// A small, real HTTP handler layer (msw) answering the POS's calls the way apps/api does, with
// data kept in memory per test: the component tests run the real client against it.
import {
  aedToFils,
  type CartDiscount,
  type Fils,
  filsToAed,
  type PricedLine,
  priceCart,
  type Role,
  type VatSettings,
} from '@lamaa/domain';
import { assertContractAnswer } from '@lamaa/api-client/testing';
import { http, HttpResponse, type JsonBodyType } from 'msw';
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
  city_id: 1,
  car_brand_id: 1,
  car_type_id: 1,
  plate_type_id: 1,
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
    is_add_ons: false,
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
    is_add_ons: false,
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
    is_add_ons: true,
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

/** The plans on sale: a 10-wash book for small and medium cars, a stored value for large ones. */
export const FAKE_PLANS = [
  {
    id: 31,
    name: { en: '10-wash book', ar: 'دفتر ١٠ غسلات' },
    kind: 'uses',
    uses: 10,
    value: null,
    validity: { unit: 'months', count: 3 },
    limits: { day: 1, week: null, month: null },
    coverage: [
      { option_id: 11, car_group_id: 1 },
      { option_id: 11, car_group_id: 2 },
    ],
    branch_ids: [],
    prices: [
      { car_group_id: 1, price: 200 },
      { car_group_id: 2, price: 250 },
    ],
    is_archived: false,
  },
  {
    id: 32,
    name: { en: 'Large car wallet', ar: 'محفظة السيارات الكبيرة' },
    kind: 'value',
    value: 500,
    uses: null,
    validity: { unit: 'days', count: 365 },
    limits: { day: null, week: null, month: null },
    coverage: [{ option_id: 12, car_group_id: 3 }],
    branch_ids: [],
    prices: [{ car_group_id: 3, price: 450 }],
    is_archived: false,
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
  /** The business's VAT settings when it is VAT-registered; null charges none. */
  vat: VatSettings | null;
  /** The entitlements every vehicle holds (as the contract spells them, AED). */
  entitlements: unknown[];
  /** What the plan does for a line sent with an entitlement: applied, or refused with a code. */
  redemption: { code: string; params: Record<string, string | number> } | null;
  /** The signed-in employee's role the profile call answers with (none: a server before roles). */
  role: Role | null;
}

/** The fake API's state, reset before each test. */
export const fakeState: FakeApiState = {
  customers: seedCustomers(),
  customersStatus: null,
  cartBodies: [],
  cartDelayMs: 0,
  carBodies: [],
  vat: null,
  entitlements: [],
  redemption: null,
  role: null,
};

/** Resets the fake API's data between tests. */
export function resetFakeApi(): void {
  fakeState.customers = seedCustomers();
  fakeState.customersStatus = null;
  fakeState.cartBodies = [];
  fakeState.cartDelayMs = 0;
  fakeState.carBodies = [];
  fakeState.vat = null;
  fakeState.entitlements = [];
  fakeState.redemption = null;
  fakeState.role = null;
}

interface CartBody {
  readonly coupon_code?: string;
  readonly location_type?: string;
  readonly purchasables: readonly {
    purchasable_type: string;
    purchasable_id: number;
    quantity: number;
    option_ids: number[] | null;
    discount_type?: 'percentage' | 'fixed';
    discount_value?: number;
    add_ons_price?: number;
    entitlement_id?: number;
  }[];
}

/** The fake catalogue's one coupon: AED 50 off a subtotal of at least AED 300. */
const SAVE50 = {
  id: 1,
  code: 'SAVE50',
  type: 'Fixed',
  value: aed(50),
  minimum_total_price: aed(300),
} as const;

function aed(amount: number): Fils {
  const fils = aedToFils(amount);
  if (!fils.ok) throw new Error(`the fake API holds an amount that is not one: ${amount}`);
  return fils.value;
}

/** The lines of a cart body at the small-car price (an add-on at its own price), in fils. */
function pricedLines(body: CartBody): PricedLine[] {
  // A plan line at its small-car price (the seeded customers drive small cars).
  const plans = body.purchasables
    .filter((item) => item.purchasable_type === 'plan')
    .map((item) => ({
      price: aed(FAKE_PLANS.find((plan) => plan.id === item.purchasable_id)?.prices[0]?.price ?? 0),
      quantity: 1,
      add_ons_price: null,
    }));
  return body.purchasables
    .filter((item) => item.purchasable_type === 'service')
    .filter((item) => item.entitlement_id === undefined || fakeState.redemption !== null)
    .map((item) => {
      const service = SERVICES.find((entry) => entry.id === item.purchasable_id);
      const price = (item.option_ids ?? []).reduce(
        (sum, optionId) =>
          sum +
          aed(
            service?.options
              .find((option) => option.id === optionId)
              ?.prices.find((entry) => entry.group_type_car_id === 1)?.price ?? 0,
          ),
        0,
      );
      return {
        price,
        quantity: item.quantity,
        add_ons_price: item.add_ons_price === undefined ? null : aed(item.add_ons_price),
      };
    })
    .concat(plans);
}

/** A line sent with an entitlement, as the fake plan answers it: 9 uses left, or refused. */
function redeemedLine(item: CartBody['purchasables'][number], entitlementId: number) {
  const refusal = fakeState.redemption;
  return {
    cart: {
      purchasable_id: item.purchasable_id,
      purchasable_type: 'service',
      quantity: 1,
      option_ids: item.option_ids,
    },
    payload: {
      price: refusal === null ? 0 : 30,
      status: 'ok',
      conflicts: [],
      message: null,
      redemption: {
        entitlement_id: entitlementId,
        applied: refusal === null,
        name: { en: '10-wash book', ar: 'دفتر ١٠ غسلات' },
        uses_left: refusal === null ? 9 : null,
        value_left: null,
        code: refusal?.code ?? null,
        params: refusal?.params ?? null,
      },
    },
  };
}

/** The manual discount line of a cart body, a fixed one in fils. */
function manualDiscount(body: CartBody): CartDiscount | null {
  const line = body.purchasables.find((item) => item.purchasable_type === 'discount');
  if (line?.discount_type === undefined) return null;
  return line.discount_type === 'percentage'
    ? { type: 'percentage', value: line.discount_value ?? 0 }
    : { type: 'fixed', value: aed(line.discount_value ?? 0) };
}

/**
 * Prices a cart like the server, with the domain's priceCart: options at the small-car
 * price, a 5% fee, the discount or the SAVE50 coupon taken off, and AED 25 shipping for a
 * remote (outdoor) cart.
 */
function priceFakeCart(body: CartBody) {
  const coupon = body.coupon_code === SAVE50.code ? SAVE50 : null;
  const priced = priceCart({
    lines: pricedLines(body),
    discount: coupon === null ? manualDiscount(body) : null,
    coupon,
    servicePercentage: 5,
    shipping: body.location_type === 'remote' ? aed(25) : 0,
    vat: fakeState.vat,
  });
  if (!priced.ok) throw new Error(`the fake API cannot price this cart: ${priced.code}`);
  const pricing = priced.value;
  const refused = pricing.coupon?.value === false;
  return {
    success: true,
    message: null,
    subtotal_price: filsToAed(pricing.subtotal),
    service_price: filsToAed(pricing.servicePrice),
    service_percentage: pricing.servicePercentage,
    shipping_price: filsToAed(pricing.shipping),
    discount_price: filsToAed(pricing.discount),
    total_price: filsToAed(pricing.total),
    count: pricing.count,
    quantity: pricing.totalItems,
    is_valid_coupon:
      pricing.coupon === null
        ? null
        : {
            value: !refused,
            reasons: refused ? ['This coupon needs a cart subtotal of at least AED 300.00.'] : [],
            reason_codes: refused
              ? [{ code: 'coupon.minimum-total-not-met', params: { minimum: '300.00' } }]
              : [],
          },
    services: body.purchasables.flatMap((item) =>
      item.entitlement_id === undefined ? [] : [redeemedLine(item, item.entitlement_id)],
    ),
    products: [],
    vat:
      pricing.vat === null
        ? null
        : {
            rate_percent: pricing.vat.rateBasisPoints / 100,
            prices_include_vat: pricing.vat.pricesIncludeVat,
            net_price: filsToAed(pricing.vat.net),
            vat_price: filsToAed(pricing.vat.vat),
          },
  };
}

const authorised = (request: Request) =>
  request.headers.get('Authorization') === `Bearer ${CASHIER.token}`;

/** Answers `body` as JSON once the contract allows it for `method path` and the status. */
function answer(method: string, path: string, body: JsonBodyType, status = 200) {
  return HttpResponse.json(assertContractAnswer(method, path, status, body), { status });
}

const unauthorised = () =>
  answer(
    'GET',
    '/pos/customers',
    { code: 'auth.unauthenticated', message: 'Unauthenticated.' },
    401,
  );

/** The handlers of the fake API. */
export const handlers = [
  http.post(`${API}/pos/login`, async ({ request }) => {
    const body = (await request.json()) as { email: string; password: string };
    if (body.email !== CASHIER.email || body.password !== CASHIER.password) {
      return answer(
        'POST',
        '/pos/login',
        {
          code: 'auth.invalid-credentials',
          message: 'These credentials do not match our records.',
        },
        401,
      );
    }
    return answer('POST', '/pos/login', { token: CASHIER.token, user });
  }),
  http.post(`${API}/pos/logout`, () => answer('POST', '/pos/logout', { success: true })),
  // The signed-in employee read again after a reload (the auth machine's refreshSession).
  http.post(`${API}/pos/user`, ({ request }) =>
    authorised(request)
      ? answer('POST', '/pos/user', {
          data: { ...user, ...(fakeState.role === null ? {} : { role: fakeState.role }) },
        })
      : answer(
          'POST',
          '/pos/user',
          { code: 'auth.unauthenticated', message: 'Unauthenticated.' },
          401,
        ),
  ),
  http.get(`${API}/pos/customers`, ({ request }) => {
    if (!authorised(request)) return unauthorised();
    if (fakeState.customersStatus !== null)
      // A failing server on purpose: its answer is outside the contract.
      return HttpResponse.json({ message: 'Unavailable' }, { status: fakeState.customersStatus });
    const q = new URL(request.url).searchParams.get('q')?.toLowerCase() ?? '';
    return answer('GET', '/pos/customers', {
      // Like the server: name, phone, or a plate's numbers (alone or after its code).
      data: fakeState.customers.filter((customer) =>
        [customer.name, customer.phone, ...customer.cars.map((c) => `${c.code}${c.numbers}`)]
          .join(' ')
          .toLowerCase()
          .includes(q),
      ),
    });
  }),
  http.post(`${API}/pos/customers`, async ({ request }) => {
    if (!authorised(request)) return unauthorised();
    const body = (await request.json()) as {
      name: string;
      phone: string;
      phone_country: string;
      company_name?: string;
      trn?: string;
      address?: string;
    };
    if (body.name === 'Taken Name') {
      // An older server's refusal on purpose (no code): the test reads its validation chain.
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
      company_name: body.company_name ?? null,
      trn: body.trn ?? null,
      address: body.address ?? null,
      cars: [],
    };
    fakeState.customers.push(created);
    return answer('POST', '/pos/customers', { data: created }, 201);
  }),
  http.get(`${API}/pos/cars/:id/entitlements`, ({ request }) => {
    if (!authorised(request)) return unauthorised();
    return answer('GET', '/pos/cars/{id}/entitlements', { data: fakeState.entitlements });
  }),
  http.get(`${API}/services`, ({ request }) => {
    if (!authorised(request)) return unauthorised();
    const q = new URL(request.url).searchParams.get('q')?.toLowerCase() ?? '';
    return answer('GET', '/services', {
      data: SERVICES.filter((service) => service.name.en.toLowerCase().includes(q)),
    });
  }),
  http.get(`${API}/packages`, ({ request }) =>
    authorised(request)
      ? answer('GET', '/packages', {
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
  http.get(`${API}/pos/plans`, ({ request }) =>
    authorised(request) ? answer('GET', '/pos/plans', { data: FAKE_PLANS }) : unauthorised(),
  ),
  http.get(`${API}/products`, ({ request }) =>
    authorised(request)
      ? answer('GET', '/products', {
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
      ? answer('GET', '/meta/data', {
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
    answer('GET', '/meta/car_models/{brandId}', {
      data: [{ id: 1, name: { en: 'Camry', ar: 'كامري' } }],
    }),
  ),
  http.get(`${API}/meta/get_plate_types_for_city/:cityId`, () =>
    answer('GET', '/meta/get_plate_types_for_city/{cityId}', {
      data: [{ id: 1, name: { en: 'Private', ar: 'خصوصي' } }],
    }),
  ),
  http.get(`${API}/meta/city_plate_letters/:cityId/:plateTypeId`, ({ params }) =>
    // Dubai has plate letters; Ajman has none, so its plate code is typed.
    answer('GET', '/meta/city_plate_letters/{cityId}/{plateTypeId}', {
      data: params['cityId'] === '1' ? ['A', 'B'] : [],
    }),
  ),
  http.post(`${API}/pos/cars`, async ({ request }) => {
    const body = (await request.json()) as {
      user_id: number;
      code: string;
      numbers: string;
      year: number;
      car_group_id: number;
      color_name?: string | null;
    };
    fakeState.carBodies.push(body);
    return answer(
      'POST',
      '/pos/cars',
      { data: { ...body, id: 77, color_name: body.color_name ?? null, brand: null, model: null } },
      201,
    );
  }),
  http.get(`${API}/pos/coupons`, ({ request }) =>
    authorised(request)
      ? answer('GET', '/pos/coupons', {
          data: [{ id: 1, code: 'SAVE50', type: 'Fixed', value: 50, minimum_total_price: 300 }],
        })
      : unauthorised(),
  ),
  http.get(`${API}/pos/approval-rules`, ({ request }) =>
    authorised(request)
      ? answer('GET', '/pos/approval-rules', {
          data: {
            large_discount: true,
            large_discount_percent: 20,
            large_discount_amount: 100,
            lowered_price: true,
            order_delete: false,
            refund: true,
          },
        })
      : unauthorised(),
  ),
  http.post(`${API}/pos/cart`, async ({ request }) => {
    if (!authorised(request)) return unauthorised();
    const body = (await request.json()) as CartBody;
    fakeState.cartBodies.push(body);
    if (fakeState.cartDelayMs > 0)
      await new Promise((resolve) => setTimeout(resolve, fakeState.cartDelayMs));
    return answer('POST', '/pos/cart', priceFakeCart(body));
  }),
];

/** The msw server of the component tests (listen in beforeAll, close in afterAll). */
export const fakeApi = setupServer(...handlers);
