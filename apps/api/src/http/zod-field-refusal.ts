// Names why a field does not fit its schema as a code with params (the contract's
// `field_codes`), so the apps write the sentence in the user's language instead of showing
// zod's English.
import type { FieldCode, RefusalCode, RefusalParams } from '@lamaa/domain';
import type { z } from 'zod';
import type { FieldRefusal } from './api-error.js';

type Bounded = Extract<z.core.$ZodIssue, { code: 'too_big' | 'too_small' }>;

/** The value at a path of the request, or undefined where the request has nothing. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** The code of a bound by what it bounds: text is long or short, lists many or few, numbers large or small. */
function boundCode(issue: Bounded): FieldCode {
  const isMax = issue.code === 'too_big';
  if (issue.origin === 'string') return isMax ? 'field.too-long' : 'field.too-short';
  if (issue.origin === 'array' || issue.origin === 'set')
    return isMax ? 'field.too-many' : 'field.too-few';
  if (issue.inclusive === false) return isMax ? 'field.not-below' : 'field.not-above';
  return isMax ? 'field.too-large' : 'field.too-small';
}

/** A bound's limit as a param: `max` for an upper bound, `min` for a lower one. */
function boundParams(issue: Bounded): RefusalParams {
  return issue.code === 'too_big' ? { max: Number(issue.maximum) } : { min: Number(issue.minimum) };
}

/**
 * The refusal of one zod issue: a missing value is `field.required` (an empty text under
 * `min(1)` too), a bound names its limit, a rule's own check (a custom issue with
 * `params.code`) keeps its refusal code and params; anything else is `field.invalid`.
 * @example zodFieldRefusal({ code: 'too_big', origin: 'string', maximum: 255, path: ['note'], message: '' }, {}) // { code: 'field.too-long', params: { max: 255 } }
 */
export function zodFieldRefusal(issue: z.core.$ZodIssue, input: unknown): FieldRefusal {
  switch (issue.code) {
    case 'invalid_type':
      return {
        code: valueAt(input, issue.path) === undefined ? 'field.required' : 'field.invalid',
      };
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1)
        return { code: 'field.required' };
      return { code: boundCode(issue), params: boundParams(issue) };
    case 'too_big':
      return { code: boundCode(issue), params: boundParams(issue) };
    case 'invalid_format':
      return { code: 'field.invalid-format', params: { format: issue.format } };
    case 'invalid_value':
      return { code: 'field.invalid-choice' };
    case 'unrecognized_keys':
      return { code: 'field.unknown-keys', params: { keys: issue.keys.join(', ') } };
    case 'custom': {
      const code: unknown = issue.params?.['code'];
      if (typeof code !== 'string') return { code: 'field.invalid' };
      const params = issue.params?.['refusalParams'] as RefusalParams | undefined;
      return { code: code as RefusalCode, ...(params === undefined ? {} : { params }) };
    }
    default:
      return { code: 'field.invalid' };
  }
}
