import { describe, expect, it } from 'vitest';
import { resolveScanToken } from './scan-token.js';

describe('resolveScanToken', () => {
  it('takes the token cookie first, and still removes authtoken from the URL', () => {
    const decision = resolveScanToken({
      cookieToken: 'from-cookie',
      search: '?authtoken=x&lang=ar',
    });
    expect(decision).toEqual({ kind: 'cookie', token: 'from-cookie', search: '?lang=ar' });
    expect(resolveScanToken({ cookieToken: 'c', search: '' })).toEqual({
      kind: 'cookie',
      token: 'c',
      search: '',
    });
  });

  it('takes the authtoken query parameter if no cookie exists, and removes it from the URL', () => {
    expect(
      resolveScanToken({
        cookieToken: null,
        search: '?lang=ar&authtoken=abc%2B1&showbranches=true',
      }),
    ).toEqual({
      kind: 'query',
      token: 'abc+1',
      search: '?lang=ar&showbranches=true',
    });
    expect(resolveScanToken({ cookieToken: ' ', search: 'authtoken=xyz' })).toEqual({
      kind: 'query',
      token: 'xyz',
      search: '',
    });
  });

  it('removes every authtoken parameter and keeps the first token', () => {
    expect(resolveScanToken({ search: '?authtoken=one&authtoken=two&lang=en' })).toEqual({
      kind: 'query',
      token: 'one',
      search: '?lang=en',
    });
  });

  it('keeps a token containing = and a malformed encoding as it is', () => {
    expect(resolveScanToken({ search: '?authtoken=a=b' })).toMatchObject({ token: 'a=b' });
    expect(resolveScanToken({ search: '?authtoken=%E0%A4%A' })).toMatchObject({
      token: '%E0%A4%A',
    });
  });

  it('redirects to /login with neither', () => {
    expect(resolveScanToken({ search: '' })).toEqual({ kind: 'redirect', to: '/login' });
    expect(resolveScanToken({ search: '?lang=ar&authtoken=' })).toEqual({
      kind: 'redirect',
      to: '/login',
    });
    expect(resolveScanToken({ search: '?&&authtoken' })).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });
});
