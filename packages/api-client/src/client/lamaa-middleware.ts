// The middleware every call passes through (docs/product/api.md, and the 401 rule of
// docs/product/sign-in-and-session.md).
import { BUSINESS_ID_HEADER_VALUE } from '@lamaa/domain';
import type { Middleware } from 'openapi-fetch';

/** The name of the business header every call carries (documented in openapi/api.yaml). */
export const BUSINESS_ID_HEADER = 'business-id';

/**
 * Adds the Bearer token when there is one, `Accept: application/json` and the business
 * header. The JSON content type is set by openapi-fetch only for JSON bodies, never for
 * FormData (the browser then writes the multipart boundary itself).
 */
export function headersMiddleware(getToken: () => string | null | undefined): Middleware {
  return {
    onRequest({ request }) {
      const token = getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      request.headers.set('Accept', 'application/json');
      request.headers.set(BUSINESS_ID_HEADER, BUSINESS_ID_HEADER_VALUE);
      return request;
    },
  };
}

/** Abandons a call after `timeoutMs`; the call then rejects with a `TimeoutError` the client reports as a value. */
export function timeoutMiddleware(timeoutMs: number): Middleware {
  return {
    onRequest({ request }) {
      return new Request(request, {
        signal: AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]),
      });
    },
  };
}

/** Paths whose 401 means wrong credentials, not an expired session: the hook is not called for them. */
const SIGN_IN_PATHS: ReadonlySet<string> = new Set(['/pos/login']);

/**
 * The 401 rule: a 401 on any path other than sign-in calls `onUnauthorized` (the app clears
 * the token and goes to /login). The response itself still reaches the caller as an error.
 */
export function unauthorizedMiddleware(onUnauthorized: (path: string) => void): Middleware {
  return {
    onResponse({ response, schemaPath }) {
      if (response.status === 401 && !SIGN_IN_PATHS.has(schemaPath)) onUnauthorized(schemaPath);
      return response;
    },
  };
}
