import type { LoaderCache } from '@lamaa/domain';

/** How many answers a loader cache keeps unless told otherwise. */
const DEFAULT_LIMIT = 20;

/**
 * A small cache of loaded answers by request key, for the loaders of one signed-in session:
 * it keeps the `limit` most recently stored or read keys and forgets the oldest.
 * @example const cache = createLoaderCache(); cache.set('orders:{"page":1}', page);
 */
export function createLoaderCache(limit = DEFAULT_LIMIT): LoaderCache {
  const entries = new Map<string, unknown>();
  return {
    get(key) {
      if (!entries.has(key)) return undefined;
      // A Map keeps insertion order: moving a key to the end marks it as the newest.
      const data = entries.get(key);
      entries.delete(key);
      entries.set(key, data);
      return data;
    },
    set(key, data) {
      entries.delete(key);
      entries.set(key, data);
      if (entries.size > limit) entries.delete(entries.keys().next().value as string);
    },
  };
}
