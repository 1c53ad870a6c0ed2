import { TOKEN_LIFETIME_DAYS } from '@lamaa/domain';

/** The product's session cookie, shared with the POS at `/`. */
export const TOKEN_COOKIE = 'lamaa_token';

/**
 * Reads the session token from a `document.cookie` string, or null without one.
 * @example readTokenCookie('a=1; lamaa_token=abc') // 'abc'
 */
export function readTokenCookie(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === TOKEN_COOKIE) {
      const token = decodeURIComponent(value.join('='));
      return token === '' ? null : token;
    }
  }
  return null;
}

/**
 * The cookie line that stores a token for 7 days, for the whole site, SameSite=Strict
 * (and Secure on https).
 * @example tokenCookieLine('abc', false) // 'lamaa_token=abc; Max-Age=604800; Path=/; SameSite=Strict'
 */
export function tokenCookieLine(token: string, isSecure: boolean): string {
  const maxAge = TOKEN_LIFETIME_DAYS * 24 * 60 * 60;
  const line = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Max-Age=${maxAge}; Path=/; SameSite=Strict`;
  return isSecure ? `${line}; Secure` : line;
}

/** The cookie line that removes the token (sign-out, or a 401). */
export function clearTokenCookieLine(): string {
  return `${TOKEN_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict`;
}
