import { describe, expect, it } from 'vitest';
import { createLoaderCache } from './create-loader-cache.js';

describe('createLoaderCache', () => {
  it('gives back what was stored under a key, and nothing for an unknown key', () => {
    const cache = createLoaderCache();
    cache.set('orders:1', ['#ORD-1020']);
    expect(cache.get('orders:1')).toEqual(['#ORD-1020']);
    expect(cache.get('orders:2')).toBeUndefined();
  });

  it('forgets the least recently used key once it holds more than its limit', () => {
    const cache = createLoaderCache(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('keeps one entry per key when a key is stored again', () => {
    const cache = createLoaderCache(2);
    cache.set('a', 1);
    cache.set('a', 2);
    cache.set('b', 3);
    expect(cache.get('a')).toBe(2);
    expect(cache.get('b')).toBe(3);
  });
});
