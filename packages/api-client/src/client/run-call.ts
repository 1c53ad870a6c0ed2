import type { z } from 'zod';
import { errorBodySchema } from '../schemas/shared-schemas.js';
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
 * Runs one openapi-fetch call and turns every outcome into a value: data parsed (and
 * normalised, money to fils) by `schema`, or an `ApiError`. Only programming errors throw.
 */
export async function runCall<S extends z.ZodType>(
  call: () => Promise<RawCallResult>,
  schema: S,
): Promise<ApiResult<z.output<S>>> {
  let raw: RawCallResult;
  try {
    raw = await call();
  } catch (thrown) {
    return { error: errorFromThrow(thrown) };
  }
  const { status } = raw.response;
  if (!raw.response.ok) {
    const body = errorBodySchema.safeParse(raw.error);
    return { error: { kind: 'http', status, body: body.success ? body.data : {} } };
  }
  const parsed = schema.safeParse(raw.data);
  if (parsed.success) return { data: parsed.data };
  const issues = parsed.error.issues.map(
    (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
  );
  return { error: { kind: 'invalid-response', status, issues } };
}
