import { describe, expect, it } from 'vitest';
import {
  clearSession,
  readStoredSession,
  readToken,
  type SessionBrowser,
  storeSession,
  USER_STORAGE_KEY,
} from './stored-session.js';

/** A browser whose cookie jar keeps the last line per name, as a real one does. */
function fakeBrowser(protocol = 'https:', storage = new Map<string, string>()) {
  const jar = new Map<string, string>();
  const browser: SessionBrowser & { lines: string[] } = {
    lines: [],
    document: {
      get cookie() {
        return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      },
      set cookie(line: string) {
        browser.lines.push(line);
        const [pair = ''] = line.split(';');
        const [name = '', value = ''] = pair.split('=');
        if (/Max-Age=0/.test(line)) jar.delete(name);
        else jar.set(name, value);
      },
    },
    location: { protocol },
    localStorage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    },
  };
  return browser;
}

const user = { id: 7, name: 'Sami', email: 'cashier@lamaa.demo', role: 'cashier' };

describe('the stored session', () => {
  it('keeps the token in the cookie and the employee under one key, and reads both back', () => {
    const browser = fakeBrowser();
    storeSession(browser, { token: 'tok-1', user });
    expect(readToken(browser)).toBe('tok-1');
    expect(browser.lines[0]).toMatch(/; Secure$/);
    expect(JSON.parse(browser.localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toMatchObject({
      id: 7,
    });
    expect(readStoredSession(browser)?.token).toBe('tok-1');
  });

  it('is not Secure on plain http, where a branch PC reaches the server by address', () => {
    const browser = fakeBrowser('http:');
    storeSession(browser, { token: 'tok-2', user });
    expect(browser.lines[0]).not.toMatch(/Secure/);
  });

  it('reads nothing when the cookie or the employee is missing or damaged', () => {
    const storage = new Map([[USER_STORAGE_KEY, '{not json']]);
    const browser = fakeBrowser('https:', storage);
    expect(readStoredSession(browser)).toBeNull();
    storeSession(browser, { token: 'tok-3', user });
    clearSession(browser);
    expect(readToken(browser)).toBeNull();
    expect(storage.has(USER_STORAGE_KEY)).toBe(false);
    expect(readStoredSession(browser)).toBeNull();
  });
});
