// Unit tests of body validation's guard against U+0000, which PostgreSQL text cannot hold.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error.js';
import { NUL_MESSAGE, nulFieldPath, validate } from './read-body.js';

describe('nulFieldPath', () => {
  it('names the nested field holding U+0000', () => {
    expect(nulFieldPath({ purchasables: [{ name: 'ok' }, { name: 'a\u0000b' }] })).toBe(
      'purchasables.1.name',
    );
  });

  it('answers body for a bare string and undefined when there is none', () => {
    expect(nulFieldPath('\u0000')).toBe('body');
    expect(nulFieldPath({ q: 'wash', page: 2, tags: ['a', null] })).toBeUndefined();
  });

  it('walks a value nested 100,000 levels deep without overflowing the stack', () => {
    let value: unknown = 'x\u0000';
    for (let level = 0; level < 100_000; level += 1) value = [value];
    expect(nulFieldPath(value)).toMatch(/^0(\.0)+$/);
  });
});

describe('validate', () => {
  it('refuses text with U+0000 with the given status, naming the field', () => {
    const attempt = () => validate(z.object({ q: z.string() }), { q: 'a\u0000' }, 400);
    expect(attempt).toThrow(ApiError);
    try {
      attempt();
    } catch (error) {
      expect(error).toMatchObject({
        status: 400,
        message: NUL_MESSAGE,
        errors: { q: [NUL_MESSAGE] },
      });
    }
  });

  it('still parses clean values', () => {
    expect(validate(z.object({ q: z.string() }), { q: 'wash' })).toEqual({ q: 'wash' });
  });
});
