// Reads and validates a JSON body with zod, answering 400 for malformed JSON and 422 with
// field errors for anything that does not fit the schema.
import type { Context } from 'hono';
import type { z } from 'zod';
import type { RefusalCode } from '@lamaa/domain';
import { ApiError, type FieldCodes, type FieldErrors } from './api-error.js';
import { NUL_MESSAGE } from './refusal-messages.js';
import { zodFieldRefusal } from './zod-field-refusal.js';

export { NUL_MESSAGE };

/**
 * Turns zod issues into the contract's `errors` map (zod's English) and `field_codes` (the
 * first issue of each field as a code with params, for the apps to translate) under the code
 * 'validation.failed'; a custom issue's `params.code` (a refusal code) becomes the answer's
 * code instead. `input` is what was validated, to tell a missing value from a wrong one.
 */
export function toValidationError(
  issues: readonly z.core.$ZodIssue[],
  status = 422,
  input: unknown = undefined,
): ApiError {
  const errors: FieldErrors = {};
  const fieldCodes: FieldCodes = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    (errors[field] ??= []).push(issue.message);
    fieldCodes[field] ??= zodFieldRefusal(issue, input);
  }
  const custom = issues.find(
    (issue) => issue.code === 'custom' && typeof issue.params?.['code'] === 'string',
  );
  if (custom?.code === 'custom' && custom.params !== undefined) {
    const params = custom.params['refusalParams'] as Record<string, string | number> | undefined;
    return new ApiError(status, custom.params['code'] as RefusalCode, {
      errors,
      fieldCodes,
      ...(params === undefined ? {} : { params }),
    });
  }
  return new ApiError(status, 'validation.failed', { errors, fieldCodes });
}

/** Parses the request body as JSON and validates it; throws ApiError for any client mistake. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header('content-type') ?? '';
  if (type !== '' && !type.toLowerCase().includes('json')) {
    throw new ApiError(415, 'request.not-json');
  }
  const text = await c.req.text();
  let value: unknown;
  try {
    value = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new ApiError(400, 'request.invalid-json');
  }
  return validate(schema, value);
}

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
  if (nul !== undefined)
    throw new ApiError(status, 'request.nul-character', { errors: { [nul]: [NUL_MESSAGE] } });
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw toValidationError(parsed.error.issues, status, value);
  return parsed.data;
}
