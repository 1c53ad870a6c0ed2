import { describe, expect, it } from 'vitest';
import { fail, ok } from '../shared/result.js';
import { failureOf } from './failure-code.js';

describe('failureOf', () => {
  it('gives the code of a failure and null for a success', () => {
    expect(failureOf(fail('auth.email-required', { field: 'email' }))).toEqual({
      code: 'auth.email-required',
    });
    expect(failureOf(ok(1))).toBeNull();
  });
});
