// Corpus part: wrong query strings and path parameters on every operation that reads them,
// unknown paths and methods the contract does not have.
import type { CorpusContext, CorpusRequest } from './corpus-context.js';
import type { SeededRandom } from './seeded-random.js';

/** Query values that are wrong as search text or numbers (URL-encoded when used). */
function wrongQueryValues(random: SeededRandom): string[] {
  return [
    'x'.repeat(10_000),
    "' OR 1=1 --",
    '%',
    '_',
    '\u0000',
    'مرحبا 🚗',
    '-1',
    '0',
    '1.5',
    'abc',
    '1e9',
    '99999999999999999999',
    random.text(30, 'abc%_\\\'"*?[](){}'),
  ];
}

/** Path parameter values that are not ids. */
const WRONG_IDS = [
  'abc',
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  '%00',
  '1%20OR%201=1',
  '..%2F..%2Fetc',
];

/** The query and path part of the corpus. */
export function addressCases(context: CorpusContext, random: SeededRandom): CorpusRequest[] {
  const cases: CorpusRequest[] = [];
  const get = (path: string, method = 'GET') =>
    cases.push({
      label: `${method} ${path.length > 90 ? `${path.slice(0, 90)}…` : path}`,
      method,
      path,
      parts: { token: context.tokens.own },
      viewer: 'own',
    });
  const values = wrongQueryValues(random).map(encodeURIComponent);
  for (const value of values) {
    for (const path of ['/pos/customers', '/services', '/packages', '/products'])
      get(`${path}?q=${value}`);
    get(`/pos/order?page=${value}`);
    get(`/pos/order?per_page=${value}`);
    get(`/pos/order?q=${value}`);
    get(`/pos/availability?type=${value}`);
    get(`/pos/vaults?type=${value}`);
    get(`/utils/places?lat=${value}&lng=55.27&query=Marina`);
    get(`/utils/places?lat=25.2&lng=55.27&query=${value}`);
  }
  for (const path of [
    '/pos/customers?q=a&q=b',
    '/pos/customers?q[]=a',
    '/pos/order?page[]=1',
    '/pos/availability',
    '/utils/places',
    '/utils/places?lat=91&lng=181',
  ])
    get(path);
  for (const id of WRONG_IDS) {
    get(`/meta/car_models/${id}`);
    get(`/meta/get_plate_types_for_city/${id}`);
    get(`/meta/city_plate_letters/${id}/8`);
    get(`/meta/city_plate_letters/3/${id}`);
    get(`/pos/${id}`, 'DELETE');
  }
  for (const [method, path] of [
    ['PUT', '/pos/order'],
    ['PATCH', '/pos/customers'],
    ['DELETE', '/services'],
    ['GET', '/pos/login'],
    ['GET', '/pos/payment'],
    ['POST', '/health'],
    ['GET', '/health?verbose=%00&x[]=1'],
    ['GET', '/pos/nothing-here'],
    ['GET', '/pos/order/1'],
    ['GET', `/${'a/'.repeat(2_000)}`],
  ] as const)
    get(path, method);
  return cases;
}
