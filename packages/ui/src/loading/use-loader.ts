import { createLoaderMachine, type LoadResult, type LoaderCache } from '@lamaa/domain';
import { useActorRef } from '@xstate/react';
import { startTransition, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { LoaderCacheContext } from './loader-cache-context.js';

/** What a screen reads of its loader. */
export interface LoaderView<TData, TError, TRequest = unknown> {
  /** The last data loaded (or cached), kept while newer data loads; null before any. */
  readonly data: TData | null;
  /** The failure the last load answered; null unless it failed (and when the load threw). */
  readonly error: TError | null;
  /** Loading, with nothing to show yet. */
  readonly isLoading: boolean;
  /** Loading again while `data`, an earlier answer, stays on screen. */
  readonly isRefreshing: boolean;
  readonly hasFailed: boolean;
  /** Loads the current request again (Retry, or after a change that made the data old); stable. */
  readonly retry: () => void;
  /**
   * Asks for the next request at once, from the event that makes it (a search's wait ending),
   * so its call goes out now and not after the render that shows it; the render's own change
   * to that request then sends nothing. Stable.
   */
  readonly load: (request: TRequest) => void;
}

/**
 * Loads `request` with `load` through the domain's loader machine, and loads again whenever
 * the request changes (compared as JSON): the load in flight is aborted through its signal and
 * its answer never shown. With a LoaderCacheContext above, a request seen before shows its
 * last data at once while it loads again. `name` keeps the screens' keys apart in the cache.
 * `load` is taken once, when the loader starts: what varies belongs in `request`.
 * @example const orders = useLoader('orders', { page, q }, (query, signal) => api.listOrders(query, signal));
 */
export function useLoader<TRequest, TData, TError>(
  name: string,
  request: TRequest,
  load: (request: TRequest, signal: AbortSignal) => Promise<LoadResult<TData, TError>>,
): LoaderView<TData, TError, TRequest> {
  const key = `${name}:${JSON.stringify(request)}`;
  const cache = useContext(LoaderCacheContext) as LoaderCache<TData> | null;
  const [logic] = useState(() =>
    createLoaderMachine<TRequest, TData, TError>().provide({
      actors: { load: fromPromise(({ input, signal }) => load(input.request, signal)) },
    }),
  );
  // An answer may be hundreds of cards or a table of row menus: it renders in a transition,
  // which lets a tap or a frame in between (docs/adr/0005-start-up-task-splitting.md).
  const [snapshot, setSnapshot] = useState<SnapshotFrom<typeof logic> | null>(null);
  const show = useCallback(
    (next: SnapshotFrom<typeof logic>) => startTransition(() => setSnapshot(next)),
    [],
  );
  const actor = useActorRef(logic, { input: { request, key, cache: cache ?? undefined } }, show);
  // A new key sends the request of the render that made it; a new object with the same key
  // (most renders) sends nothing.
  const latestRequest = useRef(request);
  useEffect(() => {
    latestRequest.current = request;
  });
  useEffect(
    () => actor.send({ type: 'request.change', request: latestRequest.current, key }),
    [actor, key],
  );
  const retry = useCallback(() => actor.send({ type: 'load.retry' }), [actor]);
  const loadNext = useCallback(
    (next: TRequest) =>
      actor.send({ type: 'request.change', request: next, key: `${name}:${JSON.stringify(next)}` }),
    [actor, name],
  );
  const current = snapshot ?? actor.getSnapshot();
  return {
    data: current.context.data,
    error: current.context.error,
    isLoading: current.matches({ fetching: 'loading' }),
    isRefreshing: current.matches({ fetching: 'refreshing' }),
    hasFailed: current.matches('failed'),
    retry,
    load: loadNext,
  };
}
