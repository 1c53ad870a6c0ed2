import {
  clearSessionCookieLine,
  cookieValue,
  SESSION_COOKIE,
  sessionCookieLine,
} from '@lamaa/domain';

/** The name of the session cookie, named for the product. */
export const TOKEN_COOKIE = SESSION_COOKIE.name;

/** The token in the cookie, or null when there is none. */
export function readToken(doc: Pick<Document, 'cookie'> = document): string | null {
  return cookieValue(doc.cookie, TOKEN_COOKIE);
}

/**
 * The cookie line storing a token: 7 days, SameSite=Strict, Secure on https.
 * @example tokenCookie('abc', 'https:') // 'lamaa_token=abc; Max-Age=604800; Path=/; SameSite=Strict; Secure'
 */
export function tokenCookie(token: string, protocol: string): string {
  return sessionCookieLine(token, protocol === 'https:');
}

/** Stores the token in the cookie. */
export function writeToken(token: string, doc: Pick<Document, 'cookie'> = document): void {
  doc.cookie = tokenCookie(token, window.location.protocol);
}

/** Removes the token cookie. */
export function clearToken(doc: Pick<Document, 'cookie'> = document): void {
  doc.cookie = clearSessionCookieLine();
}
