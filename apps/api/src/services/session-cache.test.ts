import { describe, expect, it } from 'vitest';
import { SESSION_CACHE_SIZE, SessionCache } from './session-cache.js';

const auth = (tokenHash: string) => ({
  employeeId: 1,
  businessId: 1,
  branchId: 1,
  role: 'cashier' as const,
  timeZone: 'Asia/Dubai',
  tokenHash,
});

describe('SessionCache', () => {
  it('answers a remembered session until it expires, then forgets it', () => {
    const cache = new SessionCache();
    cache.set(auth('a'), new Date('2026-01-08T00:00:00Z'));
    expect(cache.get('a', new Date('2026-01-07T23:59:59Z'))?.tokenHash).toBe('a');
    expect(cache.get('a', new Date('2026-01-08T00:00:00Z'))).toBeUndefined();
  });

  it('forgets a session on delete (logout)', () => {
    const cache = new SessionCache();
    cache.set(auth('b'), new Date('2030-01-01T00:00:00Z'));
    cache.delete('b');
    expect(cache.get('b', new Date('2026-01-01T00:00:00Z'))).toBeUndefined();
  });

  it('drops the oldest entry when full', () => {
    const cache = new SessionCache();
    const later = new Date('2030-01-01T00:00:00Z');
    for (let index = 0; index <= SESSION_CACHE_SIZE; index += 1)
      cache.set(auth(`t${index}`), later);
    const now = new Date('2026-01-01T00:00:00Z');
    expect(cache.get('t0', now)).toBeUndefined();
    expect(cache.get('t1', now)?.tokenHash).toBe('t1');
    expect(cache.get(`t${SESSION_CACHE_SIZE}`, now)?.tokenHash).toBe(`t${SESSION_CACHE_SIZE}`);
  });
});
