// The office's coupon calls, answered from coupons kept in memory per test, each answer
// checked against the contract; a code the business already has is refused as the server does.
import { assertContractAnswer } from '@lamaa/api-client/testing';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { API } from './fake-api.js';

function answer(method: string, path: string, body: JsonBodyType, status = 200) {
  return HttpResponse.json(assertContractAnswer(method, path, status, body), { status });
}

/** A coupon as the fake keeps it (a percent or AED, as on the wire). */
type FakeCoupon = Record<string, JsonBodyType> & { id: number; code: string };

/** What the coupon fake holds and the bodies it was sent. */
export interface CouponsData {
  coupons: FakeCoupon[];
  readonly bodies: { method: string; path: string; body: unknown }[];
}

/** The demo's WELCOME10: 10 % off orders from AED 100, any day, everywhere. */
export function couponsData(): CouponsData {
  return {
    coupons: [
      {
        id: 1,
        code: 'WELCOME10',
        type: 'Percentage',
        value: 10,
        minimum_total: 100,
        valid_from: null,
        valid_to: null,
        total_uses: null,
        uses_per_customer: null,
        branch_ids: [],
        is_active: true,
        is_archived: false,
      },
    ],
    bodies: [],
  };
}

const taken = (method: string, path: string) =>
  answer(
    method,
    path,
    {
      code: 'coupon.code-taken',
      message: 'Another coupon of the business already has this code.',
      errors: { code: ['Another coupon of the business already has this code.'] },
    },
    422,
  );

/** GET, POST and PUT /office/coupons over `data`. */
export function couponsHandlers(data: CouponsData) {
  let nextId = 100;
  const isTaken = (code: string, id: number) =>
    data.coupons.some((row) => row.code === code && row.id !== id);
  return [
    http.get(`${API}/office/coupons`, () =>
      answer('GET', '/office/coupons', { data: data.coupons }),
    ),
    http.post(`${API}/office/coupons`, async ({ request }) => {
      const body = (await request.json()) as Record<string, JsonBodyType> & { code: string };
      data.bodies.push({ method: 'POST', path: '/office/coupons', body });
      if (isTaken(body.code, 0)) return taken('POST', '/office/coupons');
      const coupon = { ...body, id: (nextId += 1) };
      data.coupons = [...data.coupons, coupon];
      return answer('POST', '/office/coupons', { data: coupon }, 201);
    }),
    http.put(`${API}/office/coupons/:id`, async ({ request, params }) => {
      const body = (await request.json()) as Record<string, JsonBodyType> & { code: string };
      const id = Number(params['id']);
      data.bodies.push({ method: 'PUT', path: `/office/coupons/${id}`, body });
      if (isTaken(body.code, id)) return taken('PUT', '/office/coupons/{id}');
      const coupon = { ...body, id };
      data.coupons = data.coupons.map((row) => (row.id === id ? coupon : row));
      return answer('PUT', '/office/coupons/{id}', { data: coupon });
    }),
  ];
}
