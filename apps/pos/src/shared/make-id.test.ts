import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeId } from './make-id.js';

afterEach(() => vi.unstubAllGlobals());

describe('makeId', () => {
  it("uses the browser's randomUUID in a secure context", () => {
    vi.stubGlobal('crypto', { randomUUID: () => 'from-the-browser', getRandomValues: vi.fn() });
    expect(makeId()).toBe('from-the-browser');
  });

  it('builds version 4 UUIDs from random bytes over plain HTTP, where randomUUID is missing', () => {
    let call = 0;
    const getRandomValues = (bytes: Uint8Array) => bytes.fill((call += 1));
    vi.stubGlobal('crypto', { getRandomValues });
    expect(makeId()).toBe('01010101-0101-4101-8101-010101010101');
    expect(makeId()).toBe('02020202-0202-4202-8202-020202020202');
  });
});
