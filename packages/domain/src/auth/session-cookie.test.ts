import { describe, expect, it } from 'vitest';
import { cookieValue } from '../shared/cookie-value.js';
import { clearSessionCookieLine, SESSION_COOKIE, sessionCookieLine } from './session-cookie.js';

describe('SESSION_COOKIE', () => {
  it('is named for the product and lives 7 days', () => {
    expect(SESSION_COOKIE).toEqual({ name: 'lamaa_token', maxAgeSeconds: 604_800 });
  });
});

describe('sessionCookieLine', () => {
  it('stores the token for 7 days at / with SameSite=Strict, Secure only on https', () => {
    expect(sessionCookieLine('abc', false)).toBe(
      'lamaa_token=abc; Max-Age=604800; Path=/; SameSite=Strict',
    );
    expect(sessionCookieLine('abc', true)).toBe(
      'lamaa_token=abc; Max-Age=604800; Path=/; SameSite=Strict; Secure',
    );
  });

  it('encodes the token so cookieValue reads it back unchanged', () => {
    const token = 'a=b; c%d';
    const [pair] = sessionCookieLine(token, false).split('; Max-Age');
    expect(cookieValue(`x=1; ${pair ?? ''}`, SESSION_COOKIE.name)).toBe(token);
  });
});

describe('clearSessionCookieLine', () => {
  it('empties the cookie at the same path so the browser drops it', () => {
    expect(clearSessionCookieLine()).toBe('lamaa_token=; Max-Age=0; Path=/; SameSite=Strict');
  });
});
