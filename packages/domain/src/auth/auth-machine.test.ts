import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { authMachine, type AuthEmitted } from './auth-machine.js';
import type { AuthSession } from './auth-user.js';
import type { LoginCredentials } from './validate-login.js';

const SESSION = { token: 'tok-1', user: { id: 7, name: { en: 'Sara' } } };

/** Starts the auth machine with the given actors, recording what it emits and sends. */
function start(options: {
  restore?: () => Promise<unknown>;
  logIn?: (credentials: LoginCredentials) => Promise<unknown>;
  logOut?: () => Promise<unknown>;
  refresh?: (session: AuthSession | null) => Promise<unknown>;
}) {
  const calls: {
    logIn: LoginCredentials[];
    logOut: { session: AuthSession | null }[];
    refresh: (AuthSession | null)[];
  } = { logIn: [], logOut: [], refresh: [] };
  const machine = authMachine.provide({
    actors: {
      restoreSession: fromPromise<unknown, void>(
        () => options.restore?.() ?? Promise.resolve(null),
      ),
      logIn: fromPromise<unknown, LoginCredentials>(({ input }) => {
        calls.logIn.push(input);
        return options.logIn?.(input) ?? Promise.resolve(SESSION);
      }),
      logOut: fromPromise<unknown, { session: AuthSession | null }>(({ input }) => {
        calls.logOut.push(input);
        return options.logOut?.() ?? Promise.resolve(null);
      }),
      ...(options.refresh === undefined
        ? {}
        : {
            refreshSession: fromPromise<unknown, { session: AuthSession | null }>(({ input }) => {
              calls.refresh.push(input.session);
              return options.refresh?.(input.session) ?? Promise.resolve(null);
            }),
          }),
    },
  });
  const actor = createActor(machine);
  const emitted: AuthEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, calls, emitted };
}

describe('authMachine steps', () => {
  it('starts loading with no session', () => {
    const [snapshot] = initialTransition(authMachine);
    expect(snapshot.value).toBe('loading');
    expect(snapshot.context).toEqual({ session: null, loginError: null });
  });

  it('ignores a 401 from /login but signs out for one from anywhere else', () => {
    const [loading] = initialTransition(authMachine);
    const [still] = transition(authMachine, loading, {
      type: 'auth.unauthorized',
      path: '/pos/login',
    });
    expect(still.value).toBe('loading');
    const [out, actions] = transition(authMachine, loading, {
      type: 'auth.unauthorized',
      path: '/pos/cart',
    });
    expect(out.value).toBe('unauthenticated');
    expect(actions.map((action) => action.type)).toContain('xstate.emit');
  });
});

describe('authMachine: a restored session read again', () => {
  const moved = { ...SESSION.user, time_zone: 'Asia/Riyadh' };

  it("takes the server's employee over the stored one and stores it", async () => {
    const { actor, calls, emitted } = start({
      restore: () => Promise.resolve(SESSION),
      refresh: (session) => Promise.resolve({ token: session?.token, user: moved }),
    });
    await waitFor(actor, (snapshot) => snapshot.matches({ authenticated: 'current' }));
    expect(calls.refresh).toEqual([SESSION]);
    expect(actor.getSnapshot().context.session).toEqual({ token: 'tok-1', user: moved });
    expect(emitted).toEqual([{ type: 'session.stored', session: { token: 'tok-1', user: moved } }]);
  });

  it('keeps the stored session when the server cannot be read, and never reads it after a sign-in', async () => {
    const offline = start({
      restore: () => Promise.resolve(SESSION),
      refresh: () => Promise.reject(new Error('offline')),
    });
    await waitFor(offline.actor, (snapshot) => snapshot.matches({ authenticated: 'current' }));
    expect(offline.actor.getSnapshot().context.session).toEqual(SESSION);
    expect(offline.emitted).toEqual([]);

    const signedIn = start({ refresh: () => Promise.resolve(null) });
    await waitFor(signedIn.actor, (snapshot) => snapshot.matches('unauthenticated'));
    signedIn.actor.send({ type: 'auth.login', email: 'sara@lamaa.test', password: 'secret-1' });
    await waitFor(signedIn.actor, (snapshot) => snapshot.matches('authenticated'));
    expect(signedIn.calls.refresh).toEqual([]);
  });
});

describe('authMachine flows', () => {
  it('is authenticated when a token cookie and a stored user exist', async () => {
    const { actor } = start({ restore: () => Promise.resolve(SESSION) });
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    expect(actor.getSnapshot().context.session).toEqual(SESSION);
  });

  it('is unauthenticated with both cleared when either is missing', async () => {
    const { actor, emitted } = start({
      restore: () => Promise.resolve({ token: 'tok-1', user: null }),
    });
    await waitFor(actor, (snapshot) => snapshot.matches('unauthenticated'));
    expect(actor.getSnapshot().context.session).toBeNull();
    expect(emitted).toEqual([{ type: 'session.cleared' }]);
  });

  it('is unauthenticated when reading the stored session fails', async () => {
    const { actor } = start({ restore: () => Promise.reject(new Error('storage blocked')) });
    await waitFor(actor, (snapshot) => snapshot.matches('unauthenticated'));
  });

  it('refuses a login without email or password before calling the server', async () => {
    const { actor, calls } = start({});
    await waitFor(actor, (snapshot) => snapshot.matches('unauthenticated'));
    actor.send({ type: 'auth.login', email: '', password: 'x' });
    expect(actor.getSnapshot().context.loginError).toEqual({
      code: 'auth.email-required',
      fields: { email: 'auth.email-required' },
    });
    actor.send({ type: 'auth.login', email: 'a@b.ae', password: '' });
    expect(actor.getSnapshot().context.loginError).toEqual({
      code: 'auth.password-required',
      fields: { password: 'auth.password-required' },
    });
    actor.send({ type: 'auth.login', email: ' ', password: '' });
    expect(actor.getSnapshot().context.loginError).toEqual({
      code: 'auth.email-required',
      fields: { email: 'auth.email-required', password: 'auth.password-required' },
    });
    expect(calls.logIn).toEqual([]);
  });

  it('logs in, stores the session and clears the earlier error', async () => {
    const { actor, calls, emitted } = start({});
    await waitFor(actor, (snapshot) => snapshot.matches('unauthenticated'));
    actor.send({ type: 'auth.login', email: ' staff@lamaa.ae ', password: 'pw' });
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    expect(calls.logIn).toEqual([{ email: 'staff@lamaa.ae', password: 'pw' }]);
    expect(actor.getSnapshot().context).toEqual({ session: SESSION, loginError: null });
    expect(emitted).toContainEqual({ type: 'session.stored', session: SESSION });
  });

  it('keeps a login failure as a value and stays unauthenticated', async () => {
    const failure = new Error('These credentials do not match our records.');
    const { actor } = start({ logIn: () => Promise.reject(failure) });
    await waitFor(actor, (snapshot) => snapshot.matches('unauthenticated'));
    actor.send({ type: 'auth.login', email: 'a@b.ae', password: 'wrong' });
    await waitFor(actor, (snapshot) => snapshot.context.loginError !== null);
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(actor.getSnapshot().context.loginError).toEqual({
      code: 'auth.login-failed',
      cause: failure,
    });
  });

  it('refuses a store-keeper at the counter and closes the session the server opened', async () => {
    const keeper = { token: 'tok-2', user: { id: 8, role: 'store-keeper' } };
    const { actor, calls, emitted } = start({ logIn: () => Promise.resolve(keeper) });
    await waitFor(actor, (snapshot) => snapshot.matches('unauthenticated'));
    actor.send({ type: 'auth.login', email: 'store@lamaa.ae', password: 'pw' });
    await waitFor(actor, (snapshot) => snapshot.context.loginError !== null);
    await waitFor(actor, (snapshot) => snapshot.matches('unauthenticated'));
    expect(actor.getSnapshot().context).toEqual({
      session: null,
      loginError: { code: 'auth.role-not-allowed' },
    });
    expect(calls.logOut).toEqual([{ session: keeper }]);
    expect(emitted).not.toContainEqual(expect.objectContaining({ type: 'session.stored' }));
  });

  it('lets an app with its own role rule sign a store-keeper in (the office shows the way out)', async () => {
    const keeper = { token: 'tok-4', user: { id: 8, role: 'store-keeper' } };
    const actor = createActor(
      authMachine.provide({
        guards: { isRoleAllowed: () => true },
        actors: {
          restoreSession: fromPromise<unknown, void>(() => Promise.resolve(null)),
          logIn: fromPromise<unknown, LoginCredentials>(() => Promise.resolve(keeper)),
        },
      }),
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('unauthenticated'));
    actor.send({ type: 'auth.login', email: 'store@lamaa.ae', password: 'pw' });
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    expect(actor.getSnapshot().context.session).toEqual(keeper);
  });

  it.each(['owner', 'manager', 'cashier', undefined])(
    'lets a %s sign in at the counter',
    async (role) => {
      const session = { token: 'tok-3', user: { id: 9, role } };
      const { actor } = start({ logIn: () => Promise.resolve(session) });
      await waitFor(actor, (snapshot) => snapshot.matches('unauthenticated'));
      actor.send({ type: 'auth.login', email: 'staff@lamaa.ae', password: 'pw' });
      await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
      expect(actor.getSnapshot().context.loginError).toBeNull();
    },
  );

  it('treats a login answer without token or user as a failed login', async () => {
    const { actor } = start({ logIn: () => Promise.resolve({ token: 'x' }) });
    await waitFor(actor, (snapshot) => snapshot.matches('unauthenticated'));
    actor.send({ type: 'auth.login', email: 'a@b.ae', password: 'pw' });
    await waitFor(actor, (snapshot) => snapshot.context.loginError !== null);
    expect(actor.getSnapshot().context.loginError?.code).toBe('auth.login-failed');
  });

  it('logs out with the session and clears it', async () => {
    const { actor, calls, emitted } = start({ restore: () => Promise.resolve(SESSION) });
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    actor.send({ type: 'auth.logout' });
    await waitFor(actor, (snapshot) => snapshot.matches('unauthenticated'));
    expect(calls.logOut).toEqual([{ session: SESSION }]);
    expect(actor.getSnapshot().context.session).toBeNull();
    expect(emitted).toEqual([{ type: 'session.cleared' }]);
  });

  it('clears the session even if the logout call fails', async () => {
    const { actor } = start({
      restore: () => Promise.resolve(SESSION),
      logOut: () => Promise.reject(new Error('offline')),
    });
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    actor.send({ type: 'auth.logout' });
    await waitFor(actor, (snapshot) => snapshot.matches('unauthenticated'));
    expect(actor.getSnapshot().context.session).toBeNull();
  });

  it('signs out on a 401 from anywhere but /login', async () => {
    const { actor, emitted } = start({ restore: () => Promise.resolve(SESSION) });
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    actor.send({ type: 'auth.unauthorized', path: '/api/pos/login' });
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    actor.send({ type: 'auth.unauthorized', path: '/api/pos/order' });
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(actor.getSnapshot().context.session).toBeNull();
    expect(emitted).toEqual([{ type: 'session.cleared' }]);
  });

  it('updates the stored user after a profile reload', async () => {
    const { actor, emitted } = start({ restore: () => Promise.resolve(SESSION) });
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    const user = { id: 7, name: { en: 'Sara Ali' }, branch_id: 2 };
    actor.send({ type: 'auth.user-update', user });
    expect(actor.getSnapshot().context.session).toEqual({ token: 'tok-1', user });
    expect(emitted).toEqual([{ type: 'session.stored', session: { token: 'tok-1', user } }]);
  });
});
