// What would show that one business's data reached another: texts only that business has
// (names, phone numbers, order numbers, e-mails, codes), and a snapshot of what it owns to
// compare before and after the other business's requests.
import type { ApiSession } from './api-session.js';

interface Named {
  name?: string | { en?: string; ar?: string };
  title?: string;
  code?: string;
  email?: string;
  phone_e164?: string | null;
  order_number?: string;
}

const LISTS = [
  '/api/pos/customers',
  '/api/pos/order?per_page=100',
  '/api/pos/vaults',
  '/api/pos/coupons',
  '/api/pos/materials',
  '/api/pos/materials/suppliers',
  '/api/pos/branches',
  '/api/services',
  '/api/packages',
  '/api/products',
];

/** The distinctive texts of one row. */
function textsOf(row: Named): string[] {
  const name = typeof row.name === 'string' ? [row.name] : [row.name?.en, row.name?.ar];
  return [...name, row.title, row.code, row.email, row.phone_e164, row.order_number].filter(
    (text): text is string => typeof text === 'string',
  );
}

/** Every distinctive text a business's session can read. */
export async function businessTexts(session: ApiSession): Promise<Set<string>> {
  const texts = new Set<string>();
  const profile = await session.request<{ data: Named }>('POST', '/api/pos/user');
  for (const text of textsOf(profile.body.data)) texts.add(text);
  for (const path of LISTS)
    for (const row of (await session.read<{ data: Named[] }>(path)).data)
      for (const text of textsOf(row)) texts.add(text);
  return texts;
}

/** Texts of `theirs` long enough to be telling and not found inside any text of `mine`. */
export function markersOf(theirs: ReadonlySet<string>, mine: ReadonlySet<string>): string[] {
  const own = [...mine];
  return [...theirs].filter(
    (text) => text.trim().length >= 5 && !own.some((other) => other.includes(text)),
  );
}

/** What a business owns, to compare before and after another business's requests. */
export async function businessSnapshot(session: ApiSession) {
  const orders = await session.read<{ total?: number; data: { id: number; cash: number }[] }>(
    '/api/pos/order?per_page=100',
  );
  const count = async (path: string) => (await session.read<{ data: unknown[] }>(path)).data.length;
  return {
    orders: orders.total,
    paid: orders.data.map((order) => `${order.id}:${order.cash}`).join(','),
    customers: await count('/api/pos/customers'),
    suppliers: await count('/api/pos/materials/suppliers'),
  };
}
