import { describe, expect, it } from 'vitest';
import { readToken, TOKEN_COOKIE, tokenCookie } from './token-cookie.js';

describe('token cookie', () => {
  it('is named for the product, lives 7 days and is SameSite=Strict', () => {
    const line = tokenCookie('abc', 'http:');
    expect(line).toBe(`${TOKEN_COOKIE}=abc; Max-Age=604800; Path=/; SameSite=Strict`);
    expect(TOKEN_COOKIE).toBe('lamaa_token');
  });

  it('adds Secure only on https', () => {
    expect(tokenCookie('abc', 'https:')).toMatch(/; Secure$/);
    expect(tokenCookie('abc', 'http:')).not.toMatch(/Secure/);
  });

  it('reads the token among other cookies and treats an empty value as none', () => {
    expect(readToken({ cookie: 'a=1; lamaa_token=t%3D1; b=2' })).toBe('t=1');
    expect(readToken({ cookie: 'lamaa_token=' })).toBeNull();
    expect(readToken({ cookie: 'other=1' })).toBeNull();
  });
});
