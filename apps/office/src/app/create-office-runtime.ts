import { createLamaaClient, type LamaaClient } from '@lamaa/api-client';
import {
  authMachine,
  type AuthSession,
  clearSession,
  type LoginCredentials,
  readStoredSession,
  readToken,
  type SessionBrowser,
  storeSession,
} from '@lamaa/domain';
import { createActor, fromPromise } from 'xstate';
import type { AuthActor } from '../shared/session/auth-context.js';

/** Where the runtime's API lives and, in tests, the fetch and browser to use. */
export interface OfficeRuntimeOptions {
  readonly baseUrl: string;
  readonly browser: SessionBrowser;
  readonly fetch?: (input: Request) => Promise<Response>;
}

/** The long-lived parts of the office: the API client and the auth actor. */
export interface OfficeRuntime {
  readonly api: LamaaClient;
  readonly auth: AuthActor;
  /** Stops the auth actor (tests). */
  readonly stop: () => void;
}

/**
 * Starts the office: the API client with the session's token (a 401 from anything but the
 * sign-in signs out) and the domain's auth machine. The session is the POS's: restored from
 * the cookie, with the employee (and their role) read afresh from the profile call, because a
 * role may have changed since the POS stored it. Every role may sign in here; the gate then
 * shows a role that may not open the office where to go instead.
 */
export function createOfficeRuntime(options: OfficeRuntimeOptions): OfficeRuntime {
  const { browser } = options;
  let auth: AuthActor | null = null;
  const api = createLamaaClient({
    baseUrl: options.baseUrl,
    getToken: () => auth?.getSnapshot().context.session?.token ?? readToken(browser),
    onUnauthorized: (path) => auth?.send({ type: 'auth.unauthorized', path }),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const logic = authMachine.provide({
    guards: { isRoleAllowed: () => true },
    actors: {
      restoreSession: fromPromise<unknown, void>(async () => {
        const token = readToken(browser);
        if (token === null) return null;
        const profile = await api.getProfile();
        if (profile.data) return { token, user: profile.data };
        // Signed out on the server: no session. Unreachable: the stored employee, if any.
        if (profile.error.kind === 'http' && profile.error.status === 401) return null;
        return readStoredSession(browser);
      }),
      logIn: fromPromise<unknown, LoginCredentials>(async ({ input }) => {
        const result = await api.login(input);
        if (result.error) throw result.error;
        return result.data;
      }),
      logOut: fromPromise<unknown, { session: AuthSession | null }>(async () => {
        await api.logout();
        return null;
      }),
    },
  });
  const started = createActor(logic);
  auth = started;
  started.on('session.stored', (event) => storeSession(browser, event.session));
  started.on('session.cleared', () => clearSession(browser));
  started.start();
  return { api, auth: started, stop: () => started.stop() };
}
