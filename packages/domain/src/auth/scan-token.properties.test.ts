import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { resolveScanToken } from './scan-token.js';

const paramArb = fc.tuple(
  fc.constantFrom('lang', 'authtoken', 'showbranches', 'x'),
  fc.stringMatching(/^[A-Za-z0-9%+.=-]{0,8}$/),
);

test.prop([fc.option(fc.string()), fc.array(paramArb, { maxLength: 6 })])(
  'the cookie wins, else a query token is taken and removed from the URL, else /login',
  (cookieToken, params) => {
    const search = `?${params.map(([name, value]) => `${name}=${value}`).join('&')}`;
    const decision = resolveScanToken({ cookieToken, search });
    const hasCookie = (cookieToken ?? '').trim() !== '';
    if (hasCookie) expect(decision).toMatchObject({ kind: 'cookie', token: cookieToken?.trim() });
    if (decision.kind === 'redirect') {
      expect(decision).toEqual({ kind: 'redirect', to: '/login' });
      expect(hasCookie).toBe(false);
    } else {
      expect(decision.token).not.toBe('');
      expect(decision.search).not.toMatch(/(^|[?&])authtoken=/);
      const others = params.filter(([name]) => name !== 'authtoken').length;
      expect(decision.search === '' ? 0 : decision.search.slice(1).split('&').length).toBe(others);
    }
  },
);
