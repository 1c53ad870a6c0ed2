import type { PosClient } from '@lamaa/api-client';
import {
  authMachine,
  type AuthSession,
  clearSession,
  type LoginCredentials,
  readStoredSession,
  storeSession,
} from '@lamaa/domain';
import { createActor, fromPromise } from 'xstate';
import { browserStorage, forgetSales } from '../shared/sale/sale-storage.js';
import type { AuthActor } from '../shared/session/auth-context.js';

/** Where the runtime's API lives and, in tests, the fetch to use. */
export interface PosRuntimeOptions {
  readonly baseUrl: string;
  readonly fetch?: (input: Request) => Promise<Response>;
}

/** The long-lived parts of the POS: the API client (arriving in its own chunk) and the auth actor. */
export interface PosRuntime {
  /** The API client; its code (with the zod schemas) loads beside the login screen, not before it. */
  readonly api: Promise<PosClient>;
  readonly auth: AuthActor;
  /** Stops the auth actor (tests). */
  readonly stop: () => void;
}

/**
 * Starts the POS runtime: the API client with the session's token and the 401 rule (a 401 from
 * anything but /pos/login signs out) and the domain's auth machine with the client's login and
 * logout as its actors; the session is persisted on the machine's `session.*` events.
 * @example const runtime = createPosRuntime({ baseUrl: '/api' });
 */
export function createPosRuntime(options: PosRuntimeOptions): PosRuntime {
  let auth: AuthActor | null = null;
  const api = import('./make-api-client.js').then(({ createPosClient }) =>
    createPosClient({
      baseUrl: options.baseUrl,
      // The session the auth machine holds: restored from the cookie once, then kept in memory
      // (reading document.cookie is a round trip to the browser's cookie store on every call).
      getToken: () => auth?.getSnapshot().context.session?.token ?? null,
      onUnauthorized: (path) => auth?.send({ type: 'auth.unauthorized', path }),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    }),
  );
  const authLogic = authMachine.provide({
    actors: {
      // Inside a promise so a throwing localStorage (storage blocked) becomes the actor's error.
      restoreSession: fromPromise<unknown, void>(
        () => new Promise((resolve) => resolve(readStoredSession(window))),
      ),
      logIn: fromPromise<unknown, LoginCredentials>(async ({ input }) => {
        const result = await (await api).login(input);
        if (result.error) throw result.error;
        return result.data;
      }),
      logOut: fromPromise<unknown, { session: AuthSession | null }>(async () => {
        await (await api).logout();
        return null;
      }),
      // The employee kept at sign-in, read again after a reload: their branch's zone and the
      // business's logo may be new since (a 401 here signs out, as anywhere).
      refreshSession: fromPromise<unknown, { session: AuthSession | null }>(async ({ input }) => {
        if (input.session === null) return null;
        const profile = await (await api).getProfile();
        return profile.data ? { token: input.session.token, user: profile.data } : null;
      }),
    },
  });
  const started = createActor(authLogic);
  auth = started;
  started.on('session.stored', (event) => storeSession(window, event.session));
  started.on('session.cleared', () => {
    clearSession(window);
    // Signing out ends the sale in progress: the next employee starts with an empty one.
    const storage = browserStorage();
    if (storage !== null) forgetSales(storage);
  });
  started.start();
  return { api, auth: started, stop: () => started.stop() };
}
