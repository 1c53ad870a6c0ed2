// Each kind of zod issue becomes the field code with the params the apps' texts need.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiError } from './api-error.js';
import { validate } from './read-body.js';

/** The `field_codes` of the refusal of `value` under `schema`. */
function fieldCodes(schema: z.ZodType, value: unknown) {
  try {
    validate(schema, value);
  } catch (error) {
    return (error as ApiError).fieldCodes;
  }
  throw new Error('the value was taken');
}

describe('the field code of a zod issue', () => {
  it.each([
    ['a missing value', z.object({ a: z.string() }), {}, { code: 'field.required' }],
    [
      'an empty required text',
      z.object({ a: z.string().min(1) }),
      { a: '' },
      { code: 'field.required' },
    ],
    ['a value of the wrong type', z.object({ a: z.string() }), { a: 3 }, { code: 'field.invalid' }],
    [
      'a long text',
      z.object({ a: z.string().max(5) }),
      { a: 'abcdef' },
      { code: 'field.too-long', params: { max: 5 } },
    ],
    [
      'a short text',
      z.object({ a: z.string().min(3) }),
      { a: 'ab' },
      { code: 'field.too-short', params: { min: 3 } },
    ],
    [
      'a large number',
      z.object({ a: z.number().max(10) }),
      { a: 11 },
      { code: 'field.too-large', params: { max: 10 } },
    ],
    [
      'a small number',
      z.object({ a: z.number().min(1) }),
      { a: 0 },
      { code: 'field.too-small', params: { min: 1 } },
    ],
    [
      'a number not above',
      z.object({ a: z.number().positive() }),
      { a: 0 },
      { code: 'field.not-above', params: { min: 0 } },
    ],
    [
      'a long list',
      z.object({ a: z.array(z.number()).max(1) }),
      { a: [1, 2] },
      { code: 'field.too-many', params: { max: 1 } },
    ],
    [
      'an empty list',
      z.object({ a: z.array(z.number()).min(1) }),
      { a: [] },
      { code: 'field.too-few', params: { min: 1 } },
    ],
    [
      'a bad email',
      z.object({ a: z.email() }),
      { a: 'x' },
      { code: 'field.invalid-format', params: { format: 'email' } },
    ],
    [
      'a choice not listed',
      z.object({ a: z.enum(['x', 'y']) }),
      { a: 'z' },
      { code: 'field.invalid-choice' },
    ],
    [
      'an unknown field',
      z.strictObject({ a: z.number() }),
      { a: 1, b: 2 },
      { code: 'field.unknown-keys', params: { keys: 'b' } },
    ],
  ])('names %s', (_, schema, value, refusal) => {
    expect(Object.values(fieldCodes(schema, value) ?? {})).toEqual([refusal]);
  });

  it('keeps the refusal code and params of a rule’s own check', () => {
    const schema = z.object({
      trn: z.string().superRefine((_, context) => {
        context.addIssue({
          code: 'custom',
          message: 'x',
          params: { code: 'business.trn-invalid', refusalParams: { n: 15 } },
        });
      }),
    });
    expect(fieldCodes(schema, { trn: '1' })).toEqual({
      trn: { code: 'business.trn-invalid', params: { n: 15 } },
    });
  });

  it('names a nested field by its path, once, by its first issue', () => {
    const schema = z.object({ name: z.object({ ar: z.string().min(1).max(3) }) });
    expect(fieldCodes(schema, { name: { ar: 3 } })).toEqual({
      'name.ar': { code: 'field.invalid' },
    });
  });
});
