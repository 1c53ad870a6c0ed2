import { REQUEST_TIMEOUT_MS } from '@lamaa/domain';
import createClient from 'openapi-fetch';
import type { LamaaFetchClient } from '../calls/lamaa-fetch-client.js';
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

/** The openapi-fetch client typed by the contract, with the headers, timeout and 401 middleware. */
export function createLamaaFetch(options: LamaaClientOptions): LamaaFetchClient {
  const client: LamaaFetchClient = createClient<paths>({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(
    headersMiddleware(options.getToken),
    timeoutMiddleware(options.timeoutMs ?? REQUEST_TIMEOUT_MS),
    unauthorizedMiddleware(options.onUnauthorized ?? (() => undefined)),
  );
  return client;
}
