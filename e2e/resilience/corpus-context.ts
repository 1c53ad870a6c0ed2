// What the malformed-request corpus is built from: both demo businesses' sessions and row ids,
// a revoked and an expired token, and one valid body per JSON operation to break.
import { createHash, randomBytes } from 'node:crypto';
import { ACCOUNTS, ApiSession, type RequestParts, send } from './api-session.js';
import { type OrderPlan, TEST_CAR } from './order-plan.js';

/** One request of the corpus and what its answer may show. */
export interface CorpusRequest {
  readonly label: string;
  readonly method: string;
  readonly path: string;
  readonly parts: RequestParts;
  /** Whose data the answer may contain: the signed-in business's, the other's, or nobody's. */
  readonly viewer: 'own' | 'other' | 'nobody';
  /** The request names another business's row: any answer but a 4xx is a leak. */
  readonly isForeign?: boolean;
  /** The one status the answer must have, when the case decides it (e.g. 401 for a bad token). */
  readonly expectedStatus?: number;
}

/** Row ids of one business that requests can name. */
export interface BusinessRows {
  readonly customerId: number;
  readonly carId: number;
  readonly unpaidOrderId: number;
  readonly vaultId: number;
  readonly supplierId: number;
  readonly materialId: number;
  readonly branchId: number;
  readonly serviceId: number;
  /** The dearest product, and an add-on service with one of its options (the money limits). */
  readonly product: { readonly id: number; readonly price: number };
  readonly addOn: { readonly serviceId: number; readonly optionId: number };
}

/** Everything the corpus generators need. */
export interface CorpusContext {
  readonly tokens: {
    readonly own: string;
    readonly other: string;
    readonly revoked: string;
    readonly expired: string;
  };
  readonly own: BusinessRows;
  readonly other: BusinessRows;
  /** A valid body per JSON POST path of the contract (under /api). */
  readonly valid: Readonly<Record<string, Record<string, unknown>>>;
}

interface Listed {
  data: { id: number }[];
}

/** Reads the ids of rows a business owns through its own session. */
export async function businessRows(session: ApiSession): Promise<BusinessRows> {
  const customers = (
    await session.read<{ data: { id: number; cars: { id: number }[] }[] }>('/api/pos/customers')
  ).data;
  const withCar = customers.find((customer) => customer.cars.length > 0);
  const orders = (
    await session.read<{ data: { id: number; payment_status: string | null }[] }>(
      '/api/pos/order?per_page=100',
    )
  ).data;
  const unpaid = orders.find((order) => order.payment_status === null);
  const first = async (path: string) => {
    const row = (await session.read<Listed>(path)).data[0];
    if (!row) throw new Error(`${path} lists nothing for this business.`);
    return row.id;
  };
  if (!withCar?.cars[0] || !unpaid) throw new Error('The business has no car or unpaid order.');
  const products = (await session.read<{ data: { id: number; price: number }[] }>('/api/products'))
    .data;
  const product = [...products].sort((a, b) => b.price - a.price)[0];
  const services = (
    await session.read<{ data: { id: number; is_add_ons: boolean; options: { id: number }[] }[] }>(
      '/api/services',
    )
  ).data;
  const addOn = services.find((service) => service.is_add_ons && service.options[0]);
  if (!product || !addOn?.options[0]) throw new Error('The business has no product or add-on.');
  return {
    customerId: withCar.id,
    carId: withCar.cars[0].id,
    unpaidOrderId: unpaid.id,
    vaultId: await first('/api/pos/vaults'),
    supplierId: await first('/api/pos/materials/suppliers'),
    materialId: await first('/api/pos/materials'),
    branchId: await first('/api/pos/branches'),
    serviceId: await first('/api/services'),
    product: { id: product.id, price: product.price },
    addOn: { serviceId: addOn.id, optionId: addOn.options[0].id },
  };
}

/** A token that was valid once and has been signed out. */
export async function revokedToken(baseUrl: string): Promise<string> {
  const session = await ApiSession.signIn(baseUrl, ACCOUNTS.cashier);
  const answer = await session.request('POST', '/api/pos/logout');
  if (answer.status >= 300) throw new Error(`Logout failed: ${answer.text}`);
  return session.token;
}

/** A new random token with the SQL that stores it as a session that expired yesterday. */
export function expiredSession(employeeId: number, businessId: number) {
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token).digest('hex');
  return {
    token,
    sql: "insert into sessions (token_hash, employee_id, business_id, expires_at) values ($1, $2, $3, now() - interval '1 day')",
    params: [hash, employeeId, businessId],
  };
}

/** The valid bodies the corpus breaks, one per JSON POST operation. */
export function validBodies(rows: BusinessRows, plan: OrderPlan): CorpusContext['valid'] {
  const slot = plan.slots.at(-1);
  if (!slot) throw new Error('No slot is free for the corpus order.');
  return {
    '/pos/login': { ...ACCOUNTS.cashier },
    '/pos/customers': { name: 'Corpus Customer', phone: '0501234567', phone_country: 'AE' },
    '/pos/cars': { ...TEST_CAR, user_id: rows.customerId, numbers: '12345' },
    '/pos/cart': {
      car_id: plan.customer.carId,
      user_id: plan.customer.id,
      purchasables: [{ purchasable_id: rows.serviceId, purchasable_type: 'service', quantity: 1 }],
    },
    '/pos/order': plan.order(slot),
    '/pos/payment': {
      order_id: rows.unpaidOrderId,
      payment_method_id: 'cash',
      is_partial: true,
      cash: 1,
    },
    '/pos/materials/suppliers': { name: 'Corpus Supplier', description: 'Made by the corpus' },
  };
}

/** Sends one corpus request to `baseUrl`. */
export function sendCorpusRequest(baseUrl: string, request: CorpusRequest) {
  return send(baseUrl, request.method, `/api${request.path}`, request.parts);
}
