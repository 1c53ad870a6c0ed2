import { and, assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { roleMay } from '../access/can.js';
import { errorOf, outputOf } from './actor-event.js';
import { failureOf } from './failure-code.js';
import { toAuthSession, type AuthSession, type AuthUser } from './auth-user.js';
import { requiredActor } from './required-actor.js';
import { shouldSignOut } from './should-sign-out.js';
import {
  loginFieldErrors,
  validateLogin,
  type LoginCode,
  type LoginCredentials,
  type LoginFieldErrors,
} from './validate-login.js';

/**
 * Why the last sign-in attempt failed; `cause` holds the server's message chain if any.
 * `auth.role-not-allowed`: the credentials were right but the role does not sell at the counter.
 */
export interface LoginError {
  readonly code: LoginCode | 'auth.login-failed' | 'auth.role-not-allowed';
  readonly cause?: unknown;
  /** Every refused field when the form itself was refused (`code` is the first of them). */
  readonly fields?: LoginFieldErrors;
}

/** The auth machine's data: the session when signed in and the last login failure. */
export interface AuthContext {
  readonly session: AuthSession | null;
  readonly loginError: LoginError | null;
}

/** What the auth machine listens to. */
export type AuthEvent =
  | { type: 'auth.login'; email: string; password: string }
  | { type: 'auth.logout' }
  /** A response came back 401; the machine signs out unless it was the sign-in call. */
  | { type: 'auth.unauthorized'; path: string }
  | { type: 'auth.user-update'; user: AuthUser };

/** What the app persists: store the token cookie (7 days) and the user, or clear both. */
export type AuthEmitted =
  { type: 'session.stored'; session: AuthSession } | { type: 'session.cleared' };

/** The logIn call's input, from the sign-in event (validated by the guard first). */
function logInInput({ event }: { event: AuthEvent }): LoginCredentials {
  assertEvent(event, 'auth.login');
  return { email: event.email.trim(), password: event.password };
}

/** The logOut and refreshSession calls' input: the session being signed out or read again. */
function sessionInput({ context }: { context: AuthContext }): { session: AuthSession | null } {
  return { session: context.session };
}

/**
 * Authentication: loading, then authenticated when a token and a stored user exist (actor
 * `restoreSession`), else unauthenticated. Login (actor `logIn`) keeps its failure as a value;
 * logout (actor `logOut`) clears the session even when the server call fails; a 401 from
 * anywhere but /login signs out. The app persists on the emitted `session.*` events.
 * @example createActor(authMachine.provide({ actors: { restoreSession, logIn, logOut } })).start()
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    emitted: {} as AuthEmitted,
  },
  actors: {
    restoreSession: requiredActor<unknown, void>('restoreSession'),
    logIn: requiredActor<unknown, LoginCredentials>('logIn'),
    logOut: requiredActor<unknown, { session: AuthSession | null }>('logOut'),
    // The restored session read again from the server (a session or null to keep it as stored);
    // an app whose restore already asks the server keeps this default.
    refreshSession: fromPromise<unknown, { session: AuthSession | null }>(() =>
      Promise.resolve(null),
    ),
  },
  guards: {
    hasSession: ({ event }) => toAuthSession(outputOf(event)) !== null,
    // Whether the signed-in role may use this app: the POS's rule (the role sells) unless the
    // app provides its own (the office signs every role in and shows a refused one the way out).
    isRoleAllowed: ({ event }) => roleMay(toAuthSession(outputOf(event))?.user.role, 'pos.sell'),
    isLoginValid: ({ event }) => {
      assertEvent(event, 'auth.login');
      return validateLogin(event).ok;
    },
    isOutsideLogin: ({ event }) => {
      assertEvent(event, 'auth.unauthorized');
      return shouldSignOut({ status: 401, path: event.path });
    },
  },
  actions: {
    setSession: assign({
      session: ({ event }) => toAuthSession(outputOf(event)),
      loginError: null,
    }),
    setUser: assign({
      session: ({ context, event }) => {
        assertEvent(event, 'auth.user-update');
        return context.session && { ...context.session, user: event.user };
      },
    }),
    clearSession: assign({ session: null }),
    clearLoginError: assign({ loginError: null }),
    setLoginValidationError: assign({
      loginError: ({ event }): LoginError | null => {
        assertEvent(event, 'auth.login');
        const failure = failureOf(validateLogin(event));
        return failure && { ...failure, fields: loginFieldErrors(event) };
      },
    }),
    setRoleRefusal: assign({
      session: ({ event }) => toAuthSession(outputOf(event)),
      loginError: { code: 'auth.role-not-allowed' },
    }),
    setLoginFailure: assign({
      loginError: ({ event }) => ({ code: 'auth.login-failed', cause: errorOf(event) }),
    }),
    announceStored: emit(({ context }) =>
      context.session
        ? { type: 'session.stored' as const, session: context.session }
        : { type: 'session.cleared' as const },
    ),
    announceCleared: emit({ type: 'session.cleared' }),
  },
}).createMachine({
  id: 'auth',
  context: { session: null, loginError: null },
  initial: 'loading',
  on: {
    'auth.unauthorized': {
      guard: 'isOutsideLogin',
      target: '.unauthenticated',
      actions: ['clearSession', 'announceCleared'],
    },
  },
  states: {
    loading: {
      invoke: {
        src: 'restoreSession',
        onDone: [
          { guard: 'hasSession', target: 'authenticated.refreshing', actions: 'setSession' },
          { target: 'unauthenticated', actions: ['clearSession', 'announceCleared'] },
        ],
        onError: { target: 'unauthenticated', actions: ['clearSession', 'announceCleared'] },
      },
    },
    unauthenticated: {
      on: {
        'auth.login': [
          { guard: 'isLoginValid', target: 'loggingIn', actions: 'clearLoginError' },
          { actions: 'setLoginValidationError' },
        ],
      },
    },
    loggingIn: {
      invoke: {
        src: 'logIn',
        input: logInInput,
        onDone: [
          {
            guard: and(['hasSession', 'isRoleAllowed']),
            target: 'authenticated',
            actions: ['setSession', 'announceStored'],
          },
          { guard: 'hasSession', target: 'refusingRole', actions: 'setRoleRefusal' },
          { target: 'unauthenticated', actions: 'setLoginFailure' },
        ],
        onError: { target: 'unauthenticated', actions: 'setLoginFailure' },
      },
    },
    // The session the server opened for a role that does not sell is closed at once.
    refusingRole: {
      invoke: {
        src: 'logOut',
        input: sessionInput,
        onDone: { target: 'unauthenticated', actions: 'clearSession' },
        onError: { target: 'unauthenticated', actions: 'clearSession' },
      },
    },
    authenticated: {
      initial: 'current',
      on: {
        'auth.logout': 'loggingOut',
        'auth.user-update': { actions: ['setUser', 'announceStored'] },
      },
      states: {
        current: {},
        // A session restored from the browser is read again in the background: the employee's
        // branch zone, the business's logo or the role may have changed since it was stored.
        // The screens run meanwhile on the stored one; a failed read keeps it.
        refreshing: {
          invoke: {
            src: 'refreshSession',
            input: sessionInput,
            onDone: [
              { guard: 'hasSession', target: 'current', actions: ['setSession', 'announceStored'] },
              { target: 'current' },
            ],
            onError: { target: 'current' },
          },
        },
      },
    },
    loggingOut: {
      invoke: {
        src: 'logOut',
        input: sessionInput,
        onDone: { target: 'unauthenticated', actions: ['clearSession', 'announceCleared'] },
        onError: { target: 'unauthenticated', actions: ['clearSession', 'announceCleared'] },
      },
    },
  },
});
