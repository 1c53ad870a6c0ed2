/**
 * The token of a set-password link, read from the address's fragment (`#token=…`, which never
 * reaches a server), or null when there is none.
 * @example linkToken('#token=abc') // 'abc'
 */
export function linkToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() ?? '';
  return token === '' ? null : token;
}
