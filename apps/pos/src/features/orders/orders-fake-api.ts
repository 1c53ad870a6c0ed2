// Test-only msw handlers answering the orders calls the way apps/api does (page object,
// search, delete rules, payments with Idempotency-Key), over in-memory orders per test.
import { http, HttpResponse } from 'msw';
import { API, CASHIER } from '../../test/fake-api.js';

/** An order as the API sends it (money in AED). */
export interface WireOrder {
  id: number;
  order_number: string | null;
  status: string;
  payment_status: string | null;
  payment_method: string | null;
  branch: { id: number; name: { en: string; ar: string } } | null;
  cash: number;
  subtotal_price: number;
  service_price: number;
  discount_price: number;
  shipping_price: number;
  total_price: number;
  created_at: string;
  customer: { id: number; name: string };
  car: {
    id: number;
    code: string;
    numbers: string;
    brand: { name: { en: string; ar: string } };
    model: { name: { en: string; ar: string } };
  };
  items: {
    id: number;
    quantity: number;
    price: number;
    name: { en: string; ar: string };
    options: { name: { en: string; ar: string } }[];
  }[];
  vat?: { rate_percent: number; prices_include_vat: boolean; net_price: number; vat_price: number };
  tax_invoice?: { number: string; kind: 'full' | 'simplified'; url: string };
}

const STATUSES = ['pending', 'completed', 'processing', 'cancelled', 'waiting for payment'];

/** Twenty orders, newest first: #ORD-1020 … #ORD-1002 and one without a number (id 7). */
export function seedOrders(): WireOrder[] {
  return Array.from({ length: 20 }, (_, index) => {
    const id = 20 - index;
    const status = STATUSES[index % STATUSES.length] ?? 'pending';
    const isPaid = status === 'completed';
    return {
      id,
      order_number: id === 7 ? null : `ORD-${1000 + id}`,
      status,
      payment_status: isPaid ? 'Paid' : null,
      payment_method: isPaid ? 'cash' : null,
      branch: id === 20 ? null : { id: 1, name: { en: 'Marina Branch', ar: 'فرع المارينا' } },
      cash: isPaid ? 105 : 0,
      subtotal_price: 110,
      service_price: 5,
      discount_price: id === 20 ? 10 : 0,
      shipping_price: 0,
      total_price: 105,
      created_at: `2026-03-${String(id).padStart(2, '0')}T09:30:00Z`,
      customer: { id: 7, name: id % 2 === 0 ? 'Mariam Haddad' : 'Omar Saleh' },
      car: {
        id: 31,
        code: 'B',
        numbers: String(40700 + id),
        brand: { name: { en: 'Toyota', ar: 'تويوتا' } },
        model: { name: { en: 'Camry', ar: 'كامري' } },
      },
      items: [
        {
          id: id * 10,
          quantity: 2,
          price: 55,
          name: { en: 'Exterior Wash', ar: 'غسيل خارجي' },
          options: [{ name: { en: 'Basic', ar: 'أساسي' } }],
        },
      ],
      // The paid #ORD-1019 is a VAT-registered sale with its tax invoice.
      ...(id === 19
        ? {
            vat: { rate_percent: 5, prices_include_vat: true, net_price: 100, vat_price: 5 },
            tax_invoice: { number: 'INV-000019', kind: 'simplified' as const, url: '/i/tok19' },
          }
        : {}),
    };
  });
}

/** What a test can set or read about the orders API. */
export const ordersState = {
  orders: seedOrders(),
  /** Whether the page object carries `total` (the real server does; the spec allows it not to). */
  withTotal: true,
  /** Statuses the next list, delete or payment calls answer with (then back to 200). */
  listFailures: [] as number[],
  deleteFailures: [] as number[],
  paymentFailures: [] as number[],
  /** Refusals the next payment calls answer with, as the server sends them. */
  paymentRefusals: [] as {
    status: number;
    code: string;
    message: string;
    params?: Record<string, string | number>;
  }[],
  /** Queries and Idempotency-Keys the calls received. */
  listQueries: [] as URLSearchParams[],
  paymentKeys: [] as (string | null)[],
  paymentBodies: [] as unknown[],
};

/** Puts the orders API back to its seed. */
export function resetOrdersApi(): void {
  Object.assign(ordersState, {
    orders: seedOrders(),
    withTotal: true,
    listFailures: [],
    deleteFailures: [],
    paymentFailures: [],
    paymentRefusals: [],
    listQueries: [],
    paymentKeys: [],
    paymentBodies: [],
  });
}

const authorised = (request: Request) =>
  request.headers.get('Authorization') === `Bearer ${CASHIER.token}`;
const refused = () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });

/** The orders handlers, to add with `fakeApi.use(...ordersHandlers)`. */
export const ordersHandlers = [
  http.get(`${API}/pos/order`, ({ request }) => {
    if (!authorised(request)) return refused();
    const query = new URL(request.url).searchParams;
    ordersState.listQueries.push(query);
    const failure = ordersState.listFailures.shift();
    if (failure !== undefined)
      return HttpResponse.json({ message: 'Unavailable' }, { status: failure });
    const page = Number(query.get('page') ?? '1');
    const perPage = Number(query.get('per_page') ?? '15');
    const q = (query.get('q') ?? '').toLowerCase().replace(/^#/, '');
    const found = ordersState.orders.filter((order) =>
      `${order.order_number ?? ''} ${order.customer.name} ${order.car.code} ${order.car.numbers}`
        .toLowerCase()
        .includes(q),
    );
    const data = found.slice((page - 1) * perPage, page * perPage);
    const hasNext = page * perPage < found.length;
    return HttpResponse.json({
      data,
      current_page: page,
      per_page: perPage,
      next_page_url: hasNext ? `${API}/pos/order?page=${page + 1}` : null,
      prev_page_url: page > 1 ? `${API}/pos/order?page=${page - 1}` : null,
      ...(ordersState.withTotal ? { total: found.length } : {}),
    });
  }),
  http.delete(`${API}/pos/:id`, ({ request, params }) => {
    if (!authorised(request)) return refused();
    const failure = ordersState.deleteFailures.shift();
    if (failure !== undefined)
      return HttpResponse.json({ message: 'Cannot delete' }, { status: failure });
    ordersState.orders = ordersState.orders.filter((order) => order.id !== Number(params.id));
    return HttpResponse.json({ success: true, message: 'Order deleted successfully' });
  }),
  http.post(`${API}/pos/payment`, async ({ request }) => {
    if (!authorised(request)) return refused();
    const body = (await request.json()) as {
      order_id: number;
      payment_method_id: string;
      is_partial: boolean;
      cash: number;
      payment_reference?: string;
      payments?: { method: string; amount: number; cash_tendered?: number }[];
    };
    ordersState.paymentKeys.push(request.headers.get('Idempotency-Key'));
    ordersState.paymentBodies.push(body);
    const refusal = ordersState.paymentRefusals.shift();
    if (refusal !== undefined)
      return HttpResponse.json(
        {
          code: refusal.code,
          message: refusal.message,
          ...(refusal.params ? { params: refusal.params } : {}),
        },
        { status: refusal.status },
      );
    const failure = ordersState.paymentFailures.shift();
    if (failure !== undefined)
      return HttpResponse.json({ message: 'Payment gateway unavailable' }, { status: failure });
    const order = ordersState.orders.find((entry) => entry.id === body.order_id);
    if (!order) return HttpResponse.json({ message: 'Order not found.' }, { status: 404 });
    const remaining = order.total_price - order.cash;
    const amount = body.payment_method_id === 'visa' || !body.is_partial ? remaining : body.cash;
    order.cash += amount;
    const isPaid = order.cash >= order.total_price;
    order.payment_status = isPaid ? 'Paid' : 'Partially paid';
    return HttpResponse.json({
      success: true,
      message: isPaid ? 'Payment completed successfully' : 'Partial payment processed successfully',
      payment: {
        id: 501,
        order_id: order.id,
        reference_number: 'PAY-000501',
        payment_method_id: body.payment_method_id,
        payment_reference: body.payment_reference ?? null,
        amount,
        change: body.payment_method_id === 'cash' && !body.is_partial ? body.cash - remaining : 0,
        is_partial: !isPaid,
        created_at: '2026-03-21T10:00:00Z',
      },
      ...(body.payments
        ? {
            payments: body.payments.map((part, index) => ({
              id: 501 + index,
              order_id: order.id,
              reference_number: `PAY-00050${1 + index}`,
              payment_method_id: part.method,
              payment_reference: null,
              amount: part.amount,
              change: part.cash_tendered === undefined ? 0 : part.cash_tendered - part.amount,
              is_partial: !isPaid,
              created_at: '2026-03-21T10:00:00Z',
            })),
          }
        : {}),
      order,
    });
  }),
];
