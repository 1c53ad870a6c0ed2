/**
 * The value of one cookie in a `document.cookie` string (decoded), or null when the cookie is
 * missing or empty.
 * @example cookieValue('a=1; lamaa_token=x%3Dy', 'lamaa_token') // 'x=y'
 */
export function cookieValue(cookie: string, name: string): string | null {
  for (const part of cookie.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    const raw = part.slice(at + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // A value that is not valid percent-encoding is taken as it is.
    }
    return value === '' ? null : value;
  }
  return null;
}
