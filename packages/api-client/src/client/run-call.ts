import type * as z from 'zod/mini';
import type { ApiError, ApiResult } from './api-result.js';

/** What an openapi-fetch call resolves to, reduced to what the client reads. */
export interface RawCallResult {
  readonly data?: unknown;
  readonly error?: unknown;
  readonly response: Response;
}

function errorFromThrow(thrown: unknown): ApiError {
  const name = thrown instanceof Error || thrown instanceof DOMException ? thrown.name : '';
  if (name === 'TimeoutError') return { kind: 'timeout' };
  if (name === 'SyntaxError')
    return { kind: 'invalid-response', status: 200, issues: ['body is not JSON'] };
  return { kind: 'network', message: thrown instanceof Error ? thrown.message : String(thrown) };
}

/**
 * Reads a 4xx/5xx body with the error-body schema, loaded on the first failure (a screen
 * whose schemas load lazily keeps zod out of its first load); unreadable is an empty body.
 */
async function errorBodyOf(body: unknown) {
  try {
    const { errorBodySchema } = await import('../schemas/shared-schemas.js');
    const parsed = errorBodySchema.safeParse(body);
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/**
 * Runs one openapi-fetch call and turns every outcome into a value: data parsed (and
 * normalised, money to fils) by `schema`, or an `ApiError`. The schema may still be loading
 * (a lazy chunk): it loads beside the request, and a failed load reads as a network error.
 * Only programming errors throw.
 */
export async function runCall<S extends z.ZodMiniType>(
  call: () => Promise<RawCallResult>,
  schema: S | PromiseLike<S>,
): Promise<ApiResult<z.output<S>>> {
  const [answer, parser] = await Promise.allSettled([Promise.resolve().then(call), schema]);
  if (answer.status === 'rejected') return { error: errorFromThrow(answer.reason) };
  const raw = answer.value;
  const { status } = raw.response;
  if (!raw.response.ok)
    return { error: { kind: 'http', status, body: await errorBodyOf(raw.error) } };
  if (parser.status === 'rejected') return { error: errorFromThrow(parser.reason) };
  const parsed = parser.value.safeParse(raw.data);
  if (parsed.success) return { data: parsed.data };
  const issues = parsed.error.issues.map(
    (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
  );
  return { error: { kind: 'invalid-response', status, issues } };
}
