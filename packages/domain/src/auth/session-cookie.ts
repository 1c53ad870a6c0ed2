import { TOKEN_LIFETIME_DAYS } from '../constants/limits.js';

/** Seconds in a day, for the cookie's max-age. */
const SECONDS_PER_DAY = 24 * 60 * 60;

/**
 * The session cookie: named for the product, holding the token for 7 days. The app writes it
 * on 'session.stored' and deletes it on 'session.cleared' (auth machine).
 */
export const SESSION_COOKIE = {
  name: 'lamaa_token',
  maxAgeSeconds: TOKEN_LIFETIME_DAYS * SECONDS_PER_DAY,
} as const;

/** Both apps share the cookie at `/`; Strict keeps it off cross-site requests. */
const SCOPE = 'Path=/; SameSite=Strict';

/**
 * The `document.cookie` line that stores a session token for 7 days, Secure when the page
 * came over https (a Secure cookie set over plain HTTP would be dropped).
 * @example sessionCookieLine('abc', false) // 'lamaa_token=abc; Max-Age=604800; Path=/; SameSite=Strict'
 */
export function sessionCookieLine(token: string, isSecure: boolean): string {
  const line = `${SESSION_COOKIE.name}=${encodeURIComponent(token)}; Max-Age=${SESSION_COOKIE.maxAgeSeconds}; ${SCOPE}`;
  return isSecure ? `${line}; Secure` : line;
}

/** The `document.cookie` line that removes the session token (sign-out, or a 401). */
export function clearSessionCookieLine(): string {
  return `${SESSION_COOKIE.name}=; Max-Age=0; ${SCOPE}`;
}
