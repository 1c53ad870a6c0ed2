// A fetch to inject into the client: it records every request and answers from a script,
// so the whole client (openapi-fetch, middleware, zod) runs for real.

/** A scripted answer: JSON body with a status, or a function of the request. */
export type Answer =
  | { status?: number; body?: unknown; raw?: string; headers?: Record<string, string> }
  | ((request: Request) => Promise<Response> | Response);

/** A recorded request, with its body already read as text (or FormData for multipart). */
export interface Recorded {
  readonly request: Request;
  readonly method: string;
  readonly path: string;
  readonly url: URL;
  readonly text: string;
  readonly form: FormData | null;
}

/** Builds a fetch that answers `METHOD /path` keys (path without the base) from `answers`. */
export function fakeServer(answers: Record<string, Answer>, base = '/api') {
  const requests: Recorded[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname.slice(base.length);
    const isMultipart = (request.headers.get('content-type') ?? '').startsWith(
      'multipart/form-data',
    );
    const copy = request.clone();
    const form = isMultipart ? await copy.formData() : null;
    const text = isMultipart ? '' : await copy.text();
    requests.push({ request, method: request.method, path, url, text, form });
    const answer = answers[`${request.method} ${path}`];
    if (answer === undefined) return Response.json({ message: 'Not found' }, { status: 404 });
    if (typeof answer === 'function') return answer(request);
    const headers = { 'content-type': 'application/json', ...answer.headers };
    const payload = answer.raw ?? (answer.body === undefined ? null : JSON.stringify(answer.body));
    return new Response(payload, { status: answer.status ?? 200, headers });
  };
  return {
    fetch,
    requests,
    /** The last recorded request; fails the test when there is none. */
    last(): Recorded {
      const found = requests.at(-1);
      if (!found) throw new Error('no request was made');
      return found;
    },
  };
}

/** Calls `hangingFetch` holds until they are aborted, as a real fetch holds its calls in flight. */
const inFlight = new Set<Request>();

/**
 * A fetch that never answers on its own and rejects with the abort reason, as real fetch does.
 * It keeps each call reachable until then: without that, garbage collection may take the call
 * (and the listener that would reject it) and the caller waits forever.
 */
export function hangingFetch(request: Request): Promise<Response> {
  inFlight.add(request);
  return new Promise((_, reject) => {
    const onAbort = () => {
      inFlight.delete(request);
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- real fetch rejects with the signal's reason, whatever it is, and this fake must too
      reject(request.signal.reason);
    };
    request.signal.addEventListener('abort', onAbort, { once: true });
  });
}
