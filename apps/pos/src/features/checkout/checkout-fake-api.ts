// Test-only msw handlers answering the checkout's calls the way apps/api does: availability by
// type with capacity, vaults by type (with a hidden 'Pety Cash'), places, and an idempotent
// POST /pos/order (same key and body replays; a full slot is refused with 409).
import { http, HttpResponse } from 'msw';
import { API, CASHIER } from '../../test/fake-api.js';

/** One slot as the API lists it. */
interface WireSlot {
  from: string;
  to: string;
  available: boolean;
}

/** The order body as the checkout sends it (AED). */
export interface WireOrderBody {
  readonly car_id: number;
  readonly user_id: number;
  readonly vault_id?: number;
  readonly payment_method?: string;
  readonly is_partial?: boolean;
  readonly amount?: number;
  readonly payment_reference?: string;
  readonly location_type?: string;
  readonly address?: string;
  readonly booking_date?: string;
  readonly booking_time?: string;
  readonly pickup_address?: unknown;
  readonly drop_off_address?: unknown;
  readonly [field: string]: unknown;
}

function seedDays(): { date: string; slots: WireSlot[] }[] {
  return [
    {
      date: '2026-03-10',
      slots: [
        { from: '09:00', to: '10:00', available: true },
        { from: '10:00', to: '11:00', available: false },
      ],
    },
    { date: '2026-03-11', slots: [{ from: '14:00', to: '15:00', available: true }] },
  ];
}

const VAULTS = [
  {
    id: 1,
    title: 'Main Till',
    name: { en: 'Main Till', ar: 'الصندوق الرئيسي' },
    type: 'cash',
    balance: 1200,
  },
  { id: 2, title: 'Pety Cash', name: null, type: 'cash', balance: 50 },
  {
    id: 3,
    title: 'Network POS',
    name: { en: 'Network POS', ar: 'جهاز الشبكة' },
    type: 'visa',
    balance: 0,
  },
];

const PLACES = [
  {
    name: 'Dubai Mall',
    address: { label: 'Downtown Dubai, Dubai', id: 'p1', distance: 1.2 },
    position: { lat: 25.1972, lng: 55.2796 },
  },
  {
    name: 'Dubai Marina Mall',
    address: { label: 'Dubai Marina, Dubai', id: 'p2', distance: 20.1 },
    position: { lat: 25.0763, lng: 55.1405 },
  },
];

/** What a test can set or read about the checkout API. */
export const checkoutState = {
  days: seedDays(),
  vaultsEmpty: false,
  vaultsStatus: null as number | null,
  slotsStatus: null as number | null,
  /** Statuses the next order calls answer with, after committing when `commitFirst` (then 201). */
  orderFailures: [] as {
    status: number;
    message: string;
    code?: string;
    params?: Record<string, string | number>;
    field_codes?: Record<string, { code: string; params?: Record<string, string | number> }>;
    commitFirst?: boolean;
  }[],
  placeQueries: [] as URLSearchParams[],
  vaultQueries: [] as URLSearchParams[],
  slotQueries: [] as URLSearchParams[],
  orderKeys: [] as (string | null)[],
  orderBodies: [] as WireOrderBody[],
  /** Orders made, by Idempotency-Key. */
  orders: new Map<string, { id: number; body: string }>(),
};

/** Puts the checkout API back to its seed. */
export function resetCheckoutApi(): void {
  Object.assign(checkoutState, {
    days: seedDays(),
    vaultsEmpty: false,
    vaultsStatus: null,
    slotsStatus: null,
    orderFailures: [],
    placeQueries: [],
    vaultQueries: [],
    slotQueries: [],
    orderKeys: [],
    orderBodies: [],
    orders: new Map(),
  });
}

/** A refused order's body: the server's code with its params and field codes, or its words alone. */
function failureBody(failure: (typeof checkoutState.orderFailures)[number]) {
  if (failure.code === undefined) return { message: failure.message };
  const { code, message, params, field_codes } = failure;
  return { code, message, ...(params ? { params } : {}), ...(field_codes ? { field_codes } : {}) };
}

const authorised = (request: Request) =>
  request.headers.get('Authorization') === `Bearer ${CASHIER.token}`;
const refused = () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });

/** Priced like the server: an outdoor (remote) order adds AED 25 shipping. */
function orderOf(id: number, body: WireOrderBody) {
  const shipping = body.location_type === 'remote' ? 25 : 0;
  return {
    id,
    order_number: `ORD-${2000 + id}`,
    status: 'pending',
    payment_status: null,
    payment_method: body.payment_method ?? null,
    cash: body.is_partial === true ? (body.amount ?? 0) : 350,
    subtotal_price: 350,
    service_price: 17.5,
    discount_price: 0,
    shipping_price: shipping,
    total_price: 367.5 + shipping,
    booking_date: body.booking_date ?? null,
    booking_time: body.booking_time ?? null,
    location_type: body.location_type ?? null,
    address: body.address ?? null,
    payments: (
      (body.payments ?? []) as { method: string; amount: number; vault_id?: number }[]
    ).map((part, index) => ({
      id: index + 1,
      method: part.method,
      amount: part.amount,
      vault_id: part.vault_id ?? null,
      vault_name: null,
      vault_name_ar: null,
      reference: null,
      created_at: '2026-03-10T05:00:00Z',
    })),
    items: [
      {
        id: 1,
        quantity: 1,
        price: 350,
        name: { en: 'Full Detailing', ar: 'تلميع كامل' },
        options: [{ name: { en: 'Silver', ar: 'فضي' } }],
      },
    ],
  };
}

/** The checkout handlers, to add with `fakeApi.use(...checkoutHandlers)`. */
export const checkoutHandlers = [
  http.get(`${API}/pos/availability`, ({ request }) => {
    if (!authorised(request)) return refused();
    checkoutState.slotQueries.push(new URL(request.url).searchParams);
    if (checkoutState.slotsStatus !== null)
      return HttpResponse.json({ message: 'Unavailable' }, { status: checkoutState.slotsStatus });
    return HttpResponse.json({ data: checkoutState.days });
  }),
  http.get(`${API}/pos/vaults`, ({ request }) => {
    if (!authorised(request)) return refused();
    const query = new URL(request.url).searchParams;
    checkoutState.vaultQueries.push(query);
    if (checkoutState.vaultsStatus !== null)
      return HttpResponse.json({ message: 'Unavailable' }, { status: checkoutState.vaultsStatus });
    const type = query.get('type');
    return HttpResponse.json(
      checkoutState.vaultsEmpty
        ? []
        : VAULTS.filter((vault) => type === null || vault.type === type),
    );
  }),
  http.get(`${API}/utils/places`, ({ request }) => {
    if (!authorised(request)) return refused();
    const query = new URL(request.url).searchParams;
    checkoutState.placeQueries.push(query);
    const text = (query.get('query') ?? '').toLowerCase();
    return HttpResponse.json({
      data: PLACES.filter((place) => place.name.toLowerCase().includes(text)),
    });
  }),
  http.post(`${API}/pos/order`, async ({ request }) => {
    if (!authorised(request)) return refused();
    const key = request.headers.get('Idempotency-Key');
    const body = (await request.json()) as WireOrderBody;
    checkoutState.orderKeys.push(key);
    checkoutState.orderBodies.push(body);
    const failure = checkoutState.orderFailures.shift();
    const known = key === null ? undefined : checkoutState.orders.get(key);
    if (known !== undefined) {
      if (known.body !== JSON.stringify(body))
        return HttpResponse.json(
          { message: 'Idempotency-Key reused with another body.' },
          { status: 409 },
        );
      return HttpResponse.json(
        { success: true, message: 'Order submitted successfully', order: orderOf(known.id, body) },
        { status: 201 },
      );
    }
    if (failure !== undefined && failure.commitFirst !== true)
      return HttpResponse.json(failureBody(failure), { status: failure.status });
    const id = checkoutState.orders.size + 1;
    if (key !== null) checkoutState.orders.set(key, { id, body: JSON.stringify(body) });
    if (failure !== undefined)
      return HttpResponse.json(failureBody(failure), { status: failure.status });
    return HttpResponse.json(
      { success: true, message: 'Order submitted successfully', order: orderOf(id, body) },
      { status: 201 },
    );
  }),
];
