// Reads and validates a JSON body with zod, answering 400 for malformed JSON and 422 with
// field errors for anything that does not fit the schema.
import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError, type FieldErrors } from './api-error.js';

/** Turns zod issues into the contract's `errors` map and a summary message. */
export function toValidationError(issues: readonly z.core.$ZodIssue[], status = 422): ApiError {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    (errors[field] ??= []).push(issue.message);
  }
  const first = issues[0]?.message ?? 'The given data was invalid.';
  const more = issues.length - 1;
  const message = more > 0 ? `${first} (and ${more} more error${more === 1 ? '' : 's'})` : first;
  return new ApiError(status, message, errors);
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

/**
 * Validates a value (a body, query or path parameters) against a schema; throws a 422
 * ApiError when it does not fit, or `status` (400 where the contract lists no 422).
 */
export function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
  status = 422,
): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw toValidationError(parsed.error.issues, status);
  return parsed.data;
}
