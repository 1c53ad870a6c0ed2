import { createApprovalCalls } from '../calls/approval-calls.js';
import { createAuthCalls } from '../calls/auth-calls.js';
import { createCartCalls } from '../calls/cart-calls.js';
import { createCatalogueCalls } from '../calls/catalogue-calls.js';
import { createCatalogueSheetCalls } from '../calls/catalogue-sheet-calls.js';
import { createCustomerCalls } from '../calls/customer-calls.js';
import { createIntakeCalls } from '../calls/intake-calls.js';
import { createMetaCalls } from '../calls/meta-calls.js';
import { createOfficeCalls } from '../calls/office-calls.js';
import { createOfficeCatalogueCalls } from '../calls/office-catalogue-calls.js';
import { createOfficeVaultCalls } from '../calls/office-vault-calls.js';
import { createOfficeImageCalls } from '../calls/office-image-calls.js';
import { createOpeningHoursCalls } from '../calls/opening-hours-calls.js';
import { createShiftCalls } from '../calls/shift-calls.js';
import { createOrderCalls } from '../calls/order-calls.js';
import { createRefundCalls } from '../calls/refund-calls.js';
import { createCouponCalls } from '../calls/coupon-calls.js';
import { createPlanCalls } from '../calls/plan-calls.js';
import { createSoldPlanCalls } from '../calls/sold-plan-calls.js';
import { createLamaaFetch, type LamaaClientOptions } from './create-lamaa-fetch.js';

export type { LamaaClientOptions } from './create-lamaa-fetch.js';

/** The calls the counter makes (sign-in, customers, catalogue, cart, orders, approvals,
 * shifts, refunds, plans) over one openapi-fetch client. */
function counterCalls(client: ReturnType<typeof createLamaaFetch>) {
  return {
    /** The underlying openapi-fetch client, for a call this package does not wrap yet. */
    raw: client,
    ...createAuthCalls(client),
    ...createCustomerCalls(client),
    ...createMetaCalls(client),
    ...createCatalogueCalls(client),
    ...createCartCalls(client),
    ...createOrderCalls(client),
    ...createApprovalCalls(client),
    ...createShiftCalls(client),
    ...createRefundCalls(client),
    ...createPlanCalls(client),
    ...createSoldPlanCalls(client),
  };
}

/**
 * Makes the Lamaa API client: one openapi-fetch client typed by the contract, with the
 * headers, timeout and 401 middleware, and one typed call per endpoint returning `{ data }` or `{ error }`.
 * @example
 * const api = createLamaaClient({ baseUrl: '/api', getToken: () => cookie.get('lamaa_token'), onUnauthorized: signOut });
 * const coupons = await api.getCoupons();
 */
export function createLamaaClient(options: LamaaClientOptions) {
  const client = createLamaaFetch(options);
  return {
    ...counterCalls(client),
    ...createIntakeCalls(client),
    ...createOfficeCalls(client),
    ...createOfficeCatalogueCalls(client),
    ...createCouponCalls(client),
    ...createOfficeVaultCalls(client),
    ...createOpeningHoursCalls(client),
    ...createCatalogueSheetCalls(client),
    ...createOfficeImageCalls(client),
  };
}

/** The client `createLamaaClient` makes. */
export type LamaaClient = ReturnType<typeof createLamaaClient>;

/**
 * The counter's client: the same middleware and only the counter's calls, none of the office's
 * setup calls, so the POS bundle carries no office call or schema.
 */
export function createPosClient(options: LamaaClientOptions) {
  return counterCalls(createLamaaFetch(options));
}

/** The client `createPosClient` makes. */
export type PosClient = ReturnType<typeof createPosClient>;

/**
 * The intake screen's client: the same middleware, only the intake calls (branches,
 * materials, suppliers, invoices), so the /scan bundle carries no other call or schema.
 */
export function createIntakeClient(options: LamaaClientOptions) {
  return createIntakeCalls(createLamaaFetch(options));
}

/** The client `createIntakeClient` makes. */
export type IntakeClient = ReturnType<typeof createIntakeClient>;
