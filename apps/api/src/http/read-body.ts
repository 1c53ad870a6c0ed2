// Reads and validates a JSON body with zod, answering 400 for malformed JSON and 422 with
// field errors for anything that does not fit the schema.
import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError, type FieldErrors } from './api-error.js';

/**
 * Turns zod issues into the contract's `errors` map and a summary message; a custom issue's
 * `params.code` becomes the answer's code.
 */
export function toValidationError(issues: readonly z.core.$ZodIssue[], status = 422): ApiError {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    (errors[field] ??= []).push(issue.message);
  }
  const first = issues[0]?.message ?? 'The given data was invalid.';
  const more = issues.length - 1;
  const message = more > 0 ? `${first} (and ${more} more error${more === 1 ? '' : 's'})` : first;
  const code = issues
    .map((issue) => (issue.code === 'custom' ? issue.params?.['code'] : undefined))
    .find((value): value is string => typeof value === 'string');
  return new ApiError(status, message, errors, {}, code);
}

/** Parses the request body as JSON and validates it; throws ApiError for any client mistake. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header('content-type') ?? '';
  if (type !== '' && !type.toLowerCase().includes('json')) {
    throw new ApiError(415, 'Send the request body as JSON (Content-Type: application/json).');
  }
  const text = await c.req.text();
  let value: unknown;
  try {
    value = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON.');
  }
  return validate(schema, value);
}

/** The message for text holding U+0000, which PostgreSQL cannot store. */
export const NUL_MESSAGE = 'Text may not contain the NUL character (U+0000).';

/**
 * The field path of the first string holding U+0000 in a parsed value, or undefined. It walks
 * without recursion, so a body nested thousands of levels deep cannot overflow the stack.
 */
export function nulFieldPath(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path || 'body';
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item))
        pending.push([child, path ? `${path}.${key}` : key]);
    }
  }
  return undefined;
}

/**
 * Validates a value (a body, query or path parameters) against a schema; throws a 422
 * ApiError when it does not fit, or `status` (400 where the contract lists no 422). Text
 * holding U+0000 is refused the same way before it can reach the database.
 */
export function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
  status = 422,
): z.output<S> {
  const nul = nulFieldPath(value);
  if (nul !== undefined) throw new ApiError(status, NUL_MESSAGE, { [nul]: [NUL_MESSAGE] });
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw toValidationError(parsed.error.issues, status);
  return parsed.data;
}
