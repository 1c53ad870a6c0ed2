import { describe, expect, it } from 'vitest';
import { dataOrThrow, isApiError } from './api-error.js';

describe('isApiError', () => {
  it("knows the client's failures from anything else", () => {
    expect(isApiError({ kind: 'timeout' })).toBe(true);
    expect(isApiError(new Error('bug'))).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});

describe('dataOrThrow', () => {
  it('returns the data, and throws the failure as it is so a machine keeps it', () => {
    expect(dataOrThrow({ data: 7 })).toBe(7);
    const failure = { kind: 'network', message: 'offline' } as const;
    expect(() => dataOrThrow({ error: failure })).toThrow(expect.objectContaining(failure));
  });
});
