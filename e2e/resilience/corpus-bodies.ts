// Corpus part: the JSON operations with broken bodies. Each field of a valid body goes missing
// or takes wrong values drawn from the seeded generator, money fields take every wrong amount,
// extra fields try to pick another business or an id, and the bodies themselves are not JSON,
// mislabelled or too large. Idempotency and business-id headers get wrong values too.
import type { CorpusContext, CorpusRequest } from './corpus-context.js';
import { CONTROL_TEXT, type Wrong, WRONG_MONEY, wrongValues } from './corpus-values.js';
import type { SeededRandom } from './seeded-random.js';

/** Fields holding AED amounts, by path. */
const MONEY_FIELDS: Readonly<Record<string, readonly string[]>> = {
  '/pos/order': ['amount'],
  '/pos/payment': ['cash'],
};

/** Wrong values drawn per field (besides leaving it out and control characters). */
const PER_FIELD = 5;

/** `count` distinct picks from `items`. */
function sample<T>(random: SeededRandom, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0)
    picked.push(pool.splice(random.int(0, pool.length - 1), 1)[0] as T);
  return picked;
}

/** Field-level breakage of every valid body, including the first cart line's fields. */
function fieldCases(context: CorpusContext, random: SeededRandom): CorpusRequest[] {
  const cases: CorpusRequest[] = [];
  const token = context.tokens.own;
  for (const [path, valid] of Object.entries(context.valid)) {
    const post = (label: string, json: unknown, headers: Record<string, string> = {}) =>
      cases.push({
        label: `POST ${path} ${label}`,
        method: 'POST',
        path,
        parts: { token: path === '/pos/login' ? null : token, json, headers },
        // Login uses the cashier's own credentials: the answer may show the cashier.
        viewer: 'own',
      });
    for (const field of Object.keys(valid)) {
      post(
        `without ${field}`,
        Object.fromEntries(Object.entries(valid).filter(([name]) => name !== field)),
      );
      // Control characters (U+0000 among them) go into every field; the rest are drawn.
      const others = wrongValues(random).filter((wrong) => wrong !== CONTROL_TEXT);
      const wrong: readonly Wrong[] = MONEY_FIELDS[path]?.includes(field)
        ? WRONG_MONEY
        : [CONTROL_TEXT, ...sample(random, others, PER_FIELD)];
      for (const { label, value } of wrong)
        post(`${field} as ${label}`, { ...valid, [field]: value });
    }
    post('with extra fields naming another business', {
      ...valid,
      business_id: 2,
      id: 1,
      employee_id: 2,
      isAdmin: true,
    });
    const line = (valid['purchasables'] as Record<string, unknown>[] | undefined)?.[0];
    if (line) {
      for (const field of ['purchasable_id', 'purchasable_type', 'quantity', 'option_ids']) {
        for (const { label, value } of sample(random, wrongValues(random), 3))
          post(`purchasables[0].${field} as ${label}`, {
            ...valid,
            purchasables: [{ ...line, [field]: value }],
          });
      }
      for (const { label, value } of sample(random, WRONG_MONEY, 4))
        post(`an add-on price as ${label}`, {
          ...valid,
          purchasables: [{ ...line, add_ons_price: value }],
        });
      post('a percentage discount of 150', {
        ...valid,
        purchasables: [
          line,
          {
            purchasable_id: 0,
            purchasable_type: 'discount',
            quantity: 1,
            discount_type: 'percentage',
            discount_value: 150,
          },
        ],
      });
      post('no lines', { ...valid, purchasables: [] });
      post('201 lines', { ...valid, purchasables: Array(201).fill(line) });
    }
  }
  return cases;
}

/** Whole bodies that are not the JSON object asked for, or not labelled as JSON. */
function rawCases(context: CorpusContext): CorpusRequest[] {
  const raws = [
    { label: 'text that is not JSON', body: 'hello', type: 'application/json' },
    { label: 'truncated JSON', body: '{"name": "Tru', type: 'application/json' },
    { label: 'a JSON array', body: '[]', type: 'application/json' },
    { label: 'a JSON number', body: '123', type: 'application/json' },
    { label: 'JSON null', body: 'null', type: 'application/json' },
    { label: 'duplicate keys', body: '{"name":"a","name":{"x":1}}', type: 'application/json' },
    {
      label: '20,000 nested arrays',
      body: `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
      type: 'application/json',
    },
    { label: 'a byte-order mark', body: '\ufeff{"a":1}', type: 'application/json' },
    { label: 'JSON labelled text/plain', body: '{"a":1}', type: 'text/plain' },
    { label: 'a form body', body: 'name=a&phone=1', type: 'application/x-www-form-urlencoded' },
    { label: 'an odd charset', body: '{"a":1}', type: 'application/json; charset=utf-16' },
    {
      label: '300 KB of JSON',
      body: JSON.stringify({ name: 'x'.repeat(300_000) }),
      type: 'application/json',
    },
  ];
  const cases: CorpusRequest[] = [];
  for (const path of Object.keys(context.valid))
    for (const raw of raws)
      cases.push({
        label: `POST ${path} with ${raw.label}`,
        method: 'POST',
        path,
        parts: {
          token: path === '/pos/login' ? null : context.tokens.own,
          body: raw.body,
          headers: { 'content-type': raw.type },
        },
        viewer: 'own',
      });
  return cases;
}

/** Wrong Idempotency-Key and business-id headers. */
function headerCases(context: CorpusContext): CorpusRequest[] {
  const cases: CorpusRequest[] = [];
  const keys = [
    { label: 'an empty', value: '' },
    { label: 'a 300-character', value: 'k'.repeat(300) },
    { label: 'a Latin-1', value: 'clé-ÿ-ñ' },
    { label: 'a SQL', value: "k'; DELETE FROM orders; --" },
  ];
  for (const path of ['/pos/order', '/pos/payment'])
    for (const key of keys)
      cases.push({
        label: `POST ${path} with ${key.label} Idempotency-Key`,
        method: 'POST',
        path,
        parts: {
          token: context.tokens.own,
          json: context.valid[path],
          headers: { 'idempotency-key': key.value },
        },
        viewer: 'own',
      });
  // One key sent with two different bodies (the contract tests check which one wins).
  for (const amount of [1, 2])
    cases.push({
      label: `POST /pos/payment reusing a key for ${amount} AED`,
      method: 'POST',
      path: '/pos/payment',
      parts: {
        token: context.tokens.own,
        json: { ...context.valid['/pos/payment'], cash: amount },
        headers: { 'idempotency-key': 'corpus-reused-key' },
      },
      viewer: 'own',
    });
  for (const value of ['2', '0', '-1', 'abc', '9'.repeat(400), "1' OR '1'='1"])
    for (const path of ['/pos/customers', '/pos/order', '/pos/materials/suppliers', '/services'])
      cases.push({
        label: `GET ${path} with business-id ${value.slice(0, 20)}`,
        method: 'GET',
        path,
        parts: { token: context.tokens.own, headers: { 'business-id': value } },
        viewer: 'own',
      });
  return cases;
}

/** The JSON-body part of the corpus. */
export function bodyCases(context: CorpusContext, random: SeededRandom): CorpusRequest[] {
  return [...fieldCases(context, random), ...rawCases(context), ...headerCases(context)];
}
