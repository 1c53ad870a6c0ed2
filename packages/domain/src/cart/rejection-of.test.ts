import { describe, expect, it } from 'vitest';
import { fail, ok } from '../shared/result.js';
import { rejectionOf, valueOr } from './rejection-of.js';

describe('rejectionOf and valueOr', () => {
  it('keep the failure or the value of a result', () => {
    expect(rejectionOf(ok(1))).toBeNull();
    expect(rejectionOf(fail('cart.empty'))).toEqual({ ok: false, code: 'cart.empty' });
    expect(valueOr(ok(1), 2)).toBe(1);
    expect(valueOr(fail('x'), 2)).toBe(2);
  });
});
