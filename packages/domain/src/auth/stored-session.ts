// The session every app of one origin shares: the token in the session cookie, the employee
// in localStorage, so signing in at the POS signs in at the office and back. The apps hand in
// their browser (`window`); tests hand in their own.
import { type AuthSession, toAuthSession } from './auth-user.js';
import { cookieValue } from '../shared/cookie-value.js';
import { clearSessionCookieLine, SESSION_COOKIE, sessionCookieLine } from './session-cookie.js';

/** The localStorage key of the signed-in employee. */
export const USER_STORAGE_KEY = 'lamaa.user';

/** The parts of the browser the session touches (tests hand in their own). */
export interface SessionBrowser {
  readonly document: { cookie: string };
  readonly location: { readonly protocol: string };
  readonly localStorage: {
    getItem(key: string): string | null;
    setItem(key: string, value: string): void;
    removeItem(key: string): void;
  };
}

/** The token in the session cookie, or null. */
export function readToken(browser: SessionBrowser): string | null {
  return cookieValue(browser.document.cookie, SESSION_COOKIE.name);
}

/** The session as stored (cookie and user), or null when either is missing or damaged. */
export function readStoredSession(browser: SessionBrowser): AuthSession | null {
  let user: unknown = null;
  try {
    user = JSON.parse(browser.localStorage.getItem(USER_STORAGE_KEY) ?? 'null');
  } catch {
    // A damaged entry counts as no user.
  }
  return toAuthSession({ token: readToken(browser), user });
}

/** Stores a session: the token in the cookie, the employee in localStorage. */
export function storeSession(browser: SessionBrowser, session: AuthSession): void {
  browser.document.cookie = sessionCookieLine(
    session.token,
    browser.location.protocol === 'https:',
  );
  try {
    browser.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(session.user));
  } catch {
    // Storage blocked: the cookie alone keeps the session; the profile call names the user.
  }
}

/** Forgets the session: cookie and stored employee. */
export function clearSession(browser: SessionBrowser): void {
  browser.document.cookie = clearSessionCookieLine();
  try {
    browser.localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // Nothing stored to remove.
  }
}
