// Corpus part: every operation of the contract that needs a session, sent with no token, a
// garbage one, a revoked one, an expired one and malformed Authorization headers. Each must
// answer 401, whatever the body.
import type { BusinessRows, CorpusContext, CorpusRequest } from './corpus-context.js';
import type { SeededRandom } from './seeded-random.js';

/** One operation of api.yaml with concrete path parameters. */
interface Operation {
  readonly method: string;
  readonly path: string;
}

/** Every operation of api.yaml that needs a session, with ids of the signed-in business. */
function guardedOperations(rows: BusinessRows): Operation[] {
  return [
    { method: 'POST', path: '/pos/logout' },
    { method: 'POST', path: '/pos/user' },
    { method: 'GET', path: '/pos/customers' },
    { method: 'POST', path: '/pos/customers' },
    { method: 'POST', path: '/pos/cars' },
    { method: 'GET', path: '/meta/data' },
    { method: 'GET', path: '/meta/car_models/2' },
    { method: 'GET', path: '/meta/get_plate_types_for_city/3' },
    { method: 'GET', path: '/meta/city_plate_letters/3/8' },
    { method: 'GET', path: '/services' },
    { method: 'GET', path: '/packages' },
    { method: 'GET', path: '/products' },
    { method: 'GET', path: '/pos/coupons' },
    { method: 'GET', path: '/pos/vaults' },
    { method: 'POST', path: '/pos/cart' },
    { method: 'GET', path: '/pos/availability?type=in_shop' },
    { method: 'GET', path: '/utils/places?lat=25.2&lng=55.27&query=Marina' },
    { method: 'POST', path: '/pos/order' },
    { method: 'GET', path: '/pos/order' },
    { method: 'DELETE', path: `/pos/${rows.unpaidOrderId}` },
    { method: 'POST', path: '/pos/payment' },
    { method: 'GET', path: '/pos/materials' },
    { method: 'GET', path: '/pos/materials/suppliers' },
    { method: 'POST', path: '/pos/materials/suppliers' },
    { method: 'POST', path: '/pos/materials/invoice' },
    { method: 'GET', path: '/pos/branches' },
  ];
}

/** Authorization headers that carry no live session. */
function badAuthorizations(context: CorpusContext, random: SeededRandom) {
  return [
    { label: 'no token', header: undefined },
    { label: 'a revoked token', header: `Bearer ${context.tokens.revoked}` },
    { label: 'an expired token', header: `Bearer ${context.tokens.expired}` },
    { label: 'a random token', header: `Bearer ${random.text(43, 'abcdefABCDEF0123456789-_')}` },
    { label: 'an empty Bearer', header: 'Bearer ' },
    {
      label: 'Basic credentials',
      header: 'Basic Y2FzaGllckBsYW1hYS5kZW1vOmxhbWFhLWRlbW8tMjAyNg==',
    },
    { label: 'an 8 KB token', header: `Bearer ${random.text(8_192, 'xyz0123456789')}` },
    { label: 'a SQL token', header: "Bearer ' OR 1=1 --" },
    { label: 'a Latin-1 token', header: 'Bearer ÿþæøåñ' },
    {
      label: 'two tokens',
      header: `Bearer ${context.tokens.revoked} Bearer ${context.tokens.own}`,
    },
  ];
}

/** The auth part of the corpus: each guarded operation with each bad Authorization header. */
export function authCases(context: CorpusContext, random: SeededRandom): CorpusRequest[] {
  const cases: CorpusRequest[] = [];
  for (const operation of guardedOperations(context.own)) {
    const body = operation.method === 'POST' ? context.valid[operation.path] : undefined;
    for (const auth of badAuthorizations(context, random)) {
      cases.push({
        label: `${operation.method} ${operation.path} with ${auth.label}`,
        method: operation.method,
        path: operation.path,
        parts: {
          token: null,
          headers: auth.header === undefined ? {} : { authorization: auth.header },
          ...(body === undefined ? {} : { json: body }),
        },
        viewer: 'nobody',
        expectedStatus: 401,
      });
    }
  }
  return cases;
}
