/** Where the scan route's session token comes from, or where to go without one. */
export type ScanTokenDecision =
  /** Use the cookie's token; replace the URL's query with `search` if it differs (authtoken removed). */
  | { readonly kind: 'cookie'; readonly token: string; readonly search: string }
  /** Store the token, then replace the URL's query with `search` (authtoken removed). */
  | { readonly kind: 'query'; readonly token: string; readonly search: string }
  | { readonly kind: 'redirect'; readonly to: '/login' };

/** What the scan route knows when it opens. */
export interface ScanTokenInput {
  /** The session cookie's token, if one exists. */
  readonly cookieToken?: string | null;
  /** The URL's query string, with or without the leading '?'. */
  readonly search: string;
}

/** The query parameter that carries a token into the scan route. */
export const AUTH_TOKEN_PARAM = 'authtoken';

/** Decodes a query part, leaving it as it is when it is not valid percent-encoding. */
function decodePart(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
}

/**
 * The scan route's token precedence: the cookie, else the `authtoken` query parameter (the
 * token must then be stored), else a redirect to /login. `authtoken` is always removed from
 * the URL's query.
 * @example resolveScanToken({ search: '?lang=ar&authtoken=abc' }) // { kind: 'query', token: 'abc', search: '?lang=ar' }
 */
export function resolveScanToken(input: ScanTokenInput): ScanTokenDecision {
  const cookieToken = input.cookieToken?.trim() ?? '';
  const parts = input.search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '');
  let token = '';
  const kept: string[] = [];
  for (const part of parts) {
    const [rawName = '', ...rawValue] = part.split('=');
    if (decodePart(rawName) !== AUTH_TOKEN_PARAM) kept.push(part);
    else if (token === '') token = decodePart(rawValue.join('=')).trim();
  }
  // A token never stays in the address bar, even when the cookie wins.
  const search = kept.length === 0 ? '' : `?${kept.join('&')}`;
  if (cookieToken !== '') return { kind: 'cookie', token: cookieToken, search };
  return token === '' ? { kind: 'redirect', to: '/login' } : { kind: 'query', token, search };
}
