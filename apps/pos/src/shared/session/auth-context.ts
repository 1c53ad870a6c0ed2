import { useSelector } from '@xstate/react';
import { type authMachine } from '@lamaa/domain';
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';

/** The running auth machine of the app. */
export type AuthActor = ActorRefFrom<typeof authMachine>;

/** Holds the app's auth actor (started once in src/app). */
export const AuthContext = createContext<AuthActor | null>(null);

/** The app's auth actor, to send `auth.login` or `auth.logout`. */
export function useAuthActor(): AuthActor {
  const actor = useContext(AuthContext);
  if (actor === null) throw new Error('useAuthActor needs an AuthContext provider above it.');
  return actor;
}

/** Where the session stands: 'loading', 'signed-in' or 'signed-out' (a sign-in or sign-out in flight counts as its start). */
export function useAuthStatus(): 'loading' | 'signed-in' | 'signed-out' {
  const actor = useAuthActor();
  return useSelector(actor, (snapshot) => {
    if (snapshot.matches('loading')) return 'loading';
    return snapshot.matches('authenticated') || snapshot.matches('loggingOut')
      ? 'signed-in'
      : 'signed-out';
  });
}
