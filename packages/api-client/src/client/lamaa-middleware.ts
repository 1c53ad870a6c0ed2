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

/**
 * Abandons a call after `timeoutMs`; the call then rejects with a `TimeoutError` the client
 * reports as a value. Each call's timeout signal is held here until the call ends: inside
 * `AbortSignal.any()` Node 20 may otherwise collect it before it fires (nodejs/node#57736),
 * and the call would hang.
 */
export function timeoutMiddleware(timeoutMs: number): Middleware {
  const deadlines = new Map<string, AbortSignal>();
  const settle = ({ id }: { id: string }) => {
    deadlines.delete(id);
  };
  return {
    onRequest({ request, id }) {
      const deadline = AbortSignal.timeout(timeoutMs);
      deadlines.set(id, deadline);
      return new Request(request, { signal: AbortSignal.any([request.signal, deadline]) });
    },
    onResponse: settle,
    onError: settle,
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
