import { describe, expect, it } from 'vitest';
import { endSession, startSession, type SessionWindow } from './start-session.js';

/** A stand-in window that records cookie writes, address changes and moves. */
function fakeWindow(search: string, cookie = '') {
  const writes: string[] = [];
  const replaced: string[] = [];
  const moves: string[] = [];
  const win: SessionWindow = {
    document: {
      get cookie() {
        return cookie;
      },
      set cookie(line: string) {
        writes.push(line);
      },
    },
    location: {
      pathname: '/scan',
      search,
      hash: '',
      protocol: 'http:',
      assign: (to: string | URL) => void moves.push(String(to)),
    },
    history: {
      state: null,
      replaceState: (_state, _unused, url) => void replaced.push(String(url)),
    },
  };
  return { win, writes, replaced, moves };
}

describe('startSession', () => {
  it('uses the cookie token first, and still removes an authtoken from the address bar', () => {
    const { win, writes, replaced } = fakeWindow(
      '?lang=ar&authtoken=query-token',
      'lamaa_token=cookie-token',
    );
    expect(startSession(win)).toBe('cookie-token');
    expect(writes).toEqual([]);
    expect(replaced).toEqual(['/scan?lang=ar']);
  });

  it('leaves an address without an authtoken alone', () => {
    const { win, replaced } = fakeWindow('?lang=ar', 'lamaa_token=cookie-token');
    expect(startSession(win)).toBe('cookie-token');
    expect(replaced).toEqual([]);
  });

  it('stores the authtoken as the 7-day cookie and removes it from the address bar', () => {
    const { win, writes, replaced } = fakeWindow('?lang=ar&authtoken=abc123&showbranches=true');
    expect(startSession(win)).toBe('abc123');
    expect(writes).toEqual(['lamaa_token=abc123; Max-Age=604800; Path=/; SameSite=Strict']);
    expect(replaced).toEqual(['/scan?lang=ar&showbranches=true']);
  });

  it('starts from a cookie that is not valid percent-encoding instead of throwing', () => {
    // '%ff' is no UTF-8 sequence: decodeURIComponent throws a URIError on it. The raw value
    // goes to the server, whose 401 then ends the session as for any stale token.
    const { win, moves } = fakeWindow('', 'a=1; lamaa_token=%ff');
    expect(startSession(win)).toBe('%ff');
    expect(moves).toEqual([]);
  });

  it('goes to /login with neither cookie nor authtoken', () => {
    const { win, moves } = fakeWindow('?lang=en');
    expect(startSession(win)).toBeNull();
    expect(moves).toEqual(['/login']);
  });

  it('clears the cookie and goes to /login when the session ends', () => {
    const { win, writes, moves } = fakeWindow('');
    endSession(win);
    expect(writes[0]).toContain('lamaa_token=; Max-Age=0');
    expect(moves).toEqual(['/login']);
  });
});
