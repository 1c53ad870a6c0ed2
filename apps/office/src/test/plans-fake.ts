// The office's plan calls (plans, sold plans, the plan report), answered from data kept in
// memory per test, each answer checked against the contract.
import { assertContractAnswer } from '@lamaa/api-client/testing';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { API } from './fake-api.js';

function answer(method: string, path: string, body: JsonBodyType, status = 200) {
  return HttpResponse.json(assertContractAnswer(method, path, status, body), { status });
}

/** A plan as the fake keeps it (AED, as on the wire). */
type FakePlan = Record<string, JsonBodyType> & { id: number };
/** A sold plan as the fake keeps it. */
type FakeSold = Record<string, JsonBodyType> & {
  id: number;
  status: string;
  frozen_on: string | null;
  cancelled_on: string | null;
  car_id: number;
};

const plate = (id: number, numbers: string) => ({ id, code: 'A', numbers });

/** The demo's 10-wash book, on sale. */
export function seedPlan(): FakePlan {
  return {
    id: 1,
    name: { en: '10-wash book', ar: 'دفتر ١٠ غسلات' },
    kind: 'uses',
    uses: 10,
    value: null,
    validity: { unit: 'months', count: 6 },
    limits: { day: 1, week: null, month: null },
    coverage: [{ option_id: 11, car_group_id: 2 }],
    branch_ids: [],
    prices: [{ car_group_id: 2, price: 300 }],
    is_archived: false,
  };
}

/** The book sold to Sara's first car, 7 of 10 left; she has a second car. */
export function seedSold(): FakeSold {
  return {
    id: 7,
    plan_id: 1,
    car_id: 21,
    name: { en: '10-wash book', ar: 'دفتر ١٠ غسلات' },
    kind: 'uses',
    status: 'active',
    starts_on: '2026-03-01',
    ends_on: '2026-08-31',
    uses_total: 10,
    uses_left: 7,
    value_total: null,
    value_left: null,
    frozen_on: null,
    cancelled_on: null,
    limits: { day: 1, week: null, month: null },
    coverage: [{ option_id: 11, car_group_id: 2 }],
    branch_ids: [],
    price: 300,
    refund_if_cancelled: 210,
    vehicle: plate(21, '12345'),
    customer: { id: 4, name: 'Sara Ali', phone: '0501234567' },
    customer_vehicles: [plate(21, '12345'), plate(22, '67890')],
  };
}

/** What the plan fakes hold and the bodies they were sent. */
export interface PlansData {
  plans: FakePlan[];
  sold: FakeSold[];
  readonly bodies: { method: string; path: string; body: unknown }[];
  readonly queries: string[];
}

/** Fresh data for one test. */
export function plansData(): PlansData {
  return { plans: [seedPlan()], sold: [seedSold()], bodies: [], queries: [] };
}

/** The entitlement part of a sold plan, as freeze, unfreeze and transfer answer it. */
const entitlementOf = (sold: FakeSold) =>
  Object.fromEntries(
    Object.entries(sold).filter(
      ([key]) =>
        !['price', 'refund_if_cancelled', 'vehicle', 'customer', 'customer_vehicles'].includes(key),
    ),
  ) as JsonBodyType;

/** msw handlers of the plan paths over `data`. */
export function plansHandlers(data: PlansData) {
  let nextId = 100;
  const changeSold = (id: number, change: Partial<FakeSold>) => {
    data.sold = data.sold.map((row) => (row.id === id ? { ...row, ...change } : row));
    return data.sold.find((row) => row.id === id);
  };
  return [
    http.get(`${API}/office/plans`, () => answer('GET', '/office/plans', { data: data.plans })),
    http.post(`${API}/office/plans`, async ({ request }) => {
      const body = (await request.json()) as Record<string, JsonBodyType>;
      data.bodies.push({ method: 'POST', path: '/office/plans', body });
      const plan = { ...body, id: (nextId += 1) };
      data.plans = [...data.plans, plan];
      return answer('POST', '/office/plans', { data: plan }, 201);
    }),
    http.put(`${API}/office/plans/:id`, async ({ request, params }) => {
      const body = (await request.json()) as Record<string, JsonBodyType>;
      const id = Number(params['id']);
      data.bodies.push({ method: 'PUT', path: `/office/plans/${id}`, body });
      const plan = { ...body, id };
      data.plans = data.plans.map((row) => (row.id === id ? plan : row));
      return answer('PUT', '/office/plans/{id}', { data: plan });
    }),
    http.get(`${API}/office/entitlements`, ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      data.queries.push(q);
      const found = data.sold.filter(
        (row) => q === '' || JSON.stringify([row.vehicle, row.customer]).includes(q),
      );
      return answer('GET', '/office/entitlements', { data: found });
    }),
    http.post(`${API}/office/entitlements/:id/freeze`, ({ params }) => {
      const id = Number(params['id']);
      data.bodies.push({ method: 'POST', path: `/office/entitlements/${id}/freeze`, body: null });
      const row = changeSold(id, { status: 'frozen', frozen_on: '2026-03-10' });
      return answer('POST', '/office/entitlements/{id}/freeze', {
        data: row ? entitlementOf(row) : null,
      });
    }),
    http.post(`${API}/office/entitlements/:id/unfreeze`, ({ params }) => {
      const id = Number(params['id']);
      const row = changeSold(id, { status: 'active', frozen_on: null });
      return answer('POST', '/office/entitlements/{id}/unfreeze', {
        data: row ? entitlementOf(row) : null,
      });
    }),
    http.post(`${API}/office/entitlements/:id/transfer`, async ({ request, params }) => {
      const id = Number(params['id']);
      const body = (await request.json()) as { car_id: number; reason: string };
      data.bodies.push({ method: 'POST', path: `/office/entitlements/${id}/transfer`, body });
      const row = changeSold(id, { car_id: body.car_id, vehicle: plate(body.car_id, '67890') });
      return answer('POST', '/office/entitlements/{id}/transfer', {
        data: row ? entitlementOf(row) : null,
      });
    }),
    http.post(`${API}/office/entitlements/:id/cancel`, async ({ request, params }) => {
      const id = Number(params['id']);
      const body = (await request.json()) as { reason: string; method: string };
      data.bodies.push({ method: 'POST', path: `/office/entitlements/${id}/cancel`, body });
      const row = changeSold(id, { status: 'cancelled', cancelled_on: '2026-03-10' });
      return answer('POST', '/office/entitlements/{id}/cancel', {
        data: {
          entitlement: row ? entitlementOf(row) : null,
          refund: {
            id: 3,
            order_id: 41,
            mode: 'amount',
            reason: 'plan-cancelled',
            method: body.method === 'cash' ? 'cash' : 'visa',
            amount: 210,
            vat: 10,
            created_at: '2026-03-10T08:00:00.000Z',
          },
          credit_note: null,
        },
      });
    }),
    http.get(`${API}/office/plan-report`, ({ request }) => {
      const url = new URL(request.url);
      data.queries.push(url.search);
      return answer('GET', '/office/plan-report', {
        data: {
          today: '2026-03-10',
          period: {
            from: url.searchParams.get('from') ?? '2026-02-09',
            to: url.searchParams.get('to') ?? '2026-03-10',
          },
          active: {
            total: 3,
            frozen: 1,
            plans: [{ plan_id: 1, name: { en: '10-wash book', ar: 'دفتر ١٠ غسلات' }, count: 3 }],
          },
          redemptions: [
            {
              branch_id: 1,
              branch_name: { en: 'Al Quoz', ar: 'القوز' },
              day: '2026-03-09',
              count: 4,
              value: 0,
            },
          ],
          expiring: [
            {
              id: 7,
              name: { en: '10-wash book', ar: 'دفتر ١٠ غسلات' },
              ends_on: '2026-03-20',
              uses_left: 2,
              value_left: null,
              vehicle: plate(21, '12345'),
              customer: { id: 4, name: 'Sara Ali', phone: '0501234567' },
            },
          ],
          liability: 1234.5,
        },
      });
    }),
  ];
}
