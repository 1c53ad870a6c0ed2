import { assign, setup } from 'xstate';
import { requiredActor } from '../auth/required-actor.js';

/**
 * What one load answers: the data, or the failure as a typed value. The API client's
 * `ApiResult` has this shape, so a call can be the load as it is.
 */
export type LoadResult<TData, TError> =
  | { readonly data: TData; readonly error?: never }
  | { readonly data?: never; readonly error: TError };

/**
 * Answers kept by request key, so a screen shown again starts from its last data while it
 * loads again. A `Map` fits; the app decides how long the cache lives and how large it grows.
 */
export interface LoaderCache<TData = unknown> {
  get(key: string): TData | undefined;
  set(key: string, data: TData): void;
}

/** One request, as the app's `load` actor receives it. */
export interface LoadRequest<TRequest = unknown> {
  readonly request: TRequest;
  /** Names the request: two requests with one key ask for the same data. */
  readonly key: string;
}

/** What a loader starts with: the first request and, optionally, the cache to read and fill. */
export interface LoaderInput<TRequest = unknown, TData = unknown> extends LoadRequest<TRequest> {
  readonly cache?: LoaderCache<TData>;
}

/** The loader's memory. */
export interface LoaderContext<
  TRequest = unknown,
  TData = unknown,
  TError = unknown,
> extends LoadRequest<TRequest> {
  /** The last data loaded (or cached), kept while a newer request loads; null before any. */
  readonly data: TData | null;
  /** The last load's typed failure; null while loading again, and when the load threw instead. */
  readonly error: TError | null;
  readonly cache: LoaderCache<TData> | null;
}

/** The loader's events: a new request (ignored when its key is the current one), or load again. */
export type LoaderEvent<TRequest = unknown> =
  ({ readonly type: 'request.change' } & LoadRequest<TRequest>) | { readonly type: 'load.retry' };

/**
 * Makes the loader machine for one kind of request, data and typed failure. It loads through
 * the app's `load` actor, one request at a time: a new key or a retry stops the load in flight
 * (its AbortSignal aborts), so an older answer never lands; the last data stays while the next
 * loads (`fetching.refreshing`, against `fetching.loading` when there is none yet); a failure
 * is the answer's typed `error`, in `failed`, until `load.retry`.
 * @example
 * const logic = createLoaderMachine<string, Service[], ApiError>().provide({
 *   actors: { load: fromPromise(({ input, signal }) => api.getServices(input.request, signal)) },
 * });
 * const actor = createActor(logic, { input: { request: 'wash', key: 'services:"wash"' } }).start();
 */
export function createLoaderMachine<TRequest, TData, TError>() {
  type Answer = LoadResult<TData, TError>;
  type Loaded = { readonly data: TData };
  type Refused = { readonly error: TError };
  return setup({
    types: {
      context: {} as LoaderContext<TRequest, TData, TError>,
      input: {} as LoaderInput<TRequest, TData>,
      events: {} as LoaderEvent<TRequest>,
    },
    actors: {
      load: requiredActor<Answer, LoadRequest<TRequest>>('load'),
    },
    guards: {
      isNewKey: ({ context }, params: LoadRequest<TRequest>) => params.key !== context.key,
      hasData: ({ context }) => context.data !== null,
      isFailure: (_, params: Answer) => params.error !== undefined,
    },
    actions: {
      // A request seen before starts from its cached data; any other keeps the data on screen.
      setRequest: assign(({ context }, params: LoadRequest<TRequest>) => ({
        request: params.request,
        key: params.key,
        data: context.cache?.get(params.key) ?? context.data,
      })),
      setData: assign((_, params: Loaded) => ({ data: params.data })),
      setError: assign((_, params: Refused) => ({ error: params.error })),
      clearError: assign({ error: null }),
      storeData: ({ context }, params: Loaded) => context.cache?.set(context.key, params.data),
    },
  }).createMachine({
    context: ({ input }) => ({
      request: input.request,
      key: input.key,
      data: input.cache?.get(input.key) ?? null,
      error: null,
      cache: input.cache ?? null,
    }),
    initial: 'fetching',
    on: {
      'request.change': {
        guard: { type: 'isNewKey', params: ({ event }) => event },
        actions: { type: 'setRequest', params: ({ event }) => event },
        target: '.fetching',
      },
      'load.retry': { target: '.fetching' },
    },
    states: {
      fetching: {
        entry: 'clearError',
        // Leaving this state stops the actor: a superseded request is aborted, never applied.
        invoke: {
          id: 'load',
          src: 'load',
          input: ({ context }) => ({ request: context.request, key: context.key }),
          onDone: [
            {
              guard: { type: 'isFailure', params: ({ event }) => event.output },
              actions: { type: 'setError', params: ({ event }) => event.output as Refused },
              target: 'failed',
            },
            // The guard above took the failures: what is left carries data.
            {
              actions: [
                { type: 'setData', params: ({ event }) => event.output as Loaded },
                { type: 'storeData', params: ({ event }) => event.output as Loaded },
              ],
              target: 'ready',
            },
          ],
          onError: { target: 'failed' },
        },
        initial: 'loading',
        states: {
          loading: { always: { guard: 'hasData', target: 'refreshing' } },
          refreshing: {},
        },
      },
      ready: {},
      failed: {},
    },
  });
}
