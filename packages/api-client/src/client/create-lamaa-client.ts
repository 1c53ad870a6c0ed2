import { REQUEST_TIMEOUT_MS } from '@lamaa/domain';
import createClient from 'openapi-fetch';
import { createAuthCalls } from '../calls/auth-calls.js';
import { createCartCalls } from '../calls/cart-calls.js';
import { createCatalogueCalls } from '../calls/catalogue-calls.js';
import { createCustomerCalls } from '../calls/customer-calls.js';
import { createIntakeCalls } from '../calls/intake-calls.js';
import type { LamaaFetchClient } from '../calls/lamaa-fetch-client.js';
import { createMetaCalls } from '../calls/meta-calls.js';
import { createOrderCalls } from '../calls/order-calls.js';
import type { paths } from '../generated/api.js';
import {
  headersMiddleware,
  timeoutMiddleware,
  unauthorizedMiddleware,
} from './lamaa-middleware.js';

/** What the apps give the client: where the API is, how to read the token, what to do on a 401. */
export interface LamaaClientOptions {
  /** The API base, e.g. '/api' (same origin) or 'https://host/api'. */
  readonly baseUrl: string;
  /** Reads the current session token; null or undefined sends no Authorization header. */
  readonly getToken: () => string | null | undefined;
  /** Called on a 401 from any path but /pos/login (the app clears the token and goes to /login). */
  readonly onUnauthorized?: (path: string) => void;
  /** A fetch to use instead of the global one (tests inject one). */
  readonly fetch?: (input: Request) => Promise<Response>;
  /** Milliseconds before a call is abandoned as a timeout; REQUEST_TIMEOUT_MS (10,000) by default. */
  readonly timeoutMs?: number;
}

/**
 * Makes the Lamaa API client: one openapi-fetch client typed by the contract, with the
 * headers, timeout and 401 middleware, and one typed call per endpoint returning `{ data }` or `{ error }`.
 * @example
 * const api = createLamaaClient({ baseUrl: '/api', getToken: () => cookie.get('lamaa_token'), onUnauthorized: signOut });
 * const coupons = await api.getCoupons();
 */
export function createLamaaClient(options: LamaaClientOptions) {
  const client: LamaaFetchClient = createClient<paths>({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(
    headersMiddleware(options.getToken),
    timeoutMiddleware(options.timeoutMs ?? REQUEST_TIMEOUT_MS),
    unauthorizedMiddleware(options.onUnauthorized ?? (() => undefined)),
  );
  return {
    /** The underlying openapi-fetch client, for a call this package does not wrap yet. */
    raw: client,
    ...createAuthCalls(client),
    ...createCustomerCalls(client),
    ...createMetaCalls(client),
    ...createCatalogueCalls(client),
    ...createCartCalls(client),
    ...createOrderCalls(client),
    ...createIntakeCalls(client),
  };
}

/** The client `createLamaaClient` makes. */
export type LamaaClient = ReturnType<typeof createLamaaClient>;
