import { type AuthSession, type AuthUser, toAuthSession } from '@lamaa/domain';
import { clearToken, readToken, writeToken } from './token-cookie.js';

/** The localStorage key of the signed-in employee (the token stays in the cookie). */
export const USER_STORAGE_KEY = 'lamaa.user';

/** The stored session: a token cookie and a stored user, or null when either is missing. */
export function readStoredSession(): AuthSession | null {
  const token = readToken();
  let user: unknown = null;
  try {
    user = JSON.parse(window.localStorage.getItem(USER_STORAGE_KEY) ?? 'null');
  } catch {
    // A damaged entry counts as no user: the employee signs in again.
  }
  return toAuthSession({ token, user });
}

/** Persists a session: the token in the cookie, the user in localStorage. */
export function storeSession(session: { token: string; user: AuthUser }): void {
  writeToken(session.token);
  window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(session.user));
}

/** Forgets the session: cookie and stored user. */
export function clearStoredSession(): void {
  clearToken();
  window.localStorage.removeItem(USER_STORAGE_KEY);
}
