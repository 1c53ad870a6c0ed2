import { describe, expect, it } from 'vitest';
import { isLoginPath, shouldSignOut } from './should-sign-out.js';

describe('shouldSignOut', () => {
  it('signs out on any 401 response outside /login', () => {
    expect(shouldSignOut({ status: 401, path: '/api/pos/order?page=2' })).toBe(true);
    expect(shouldSignOut({ status: 401, path: '/pos/user' })).toBe(true);
    expect(shouldSignOut({ status: 401, path: '/pos/login-history' })).toBe(true);
  });

  it('leaves a 401 from the sign-in call to the login form', () => {
    expect(shouldSignOut({ status: 401, path: '/api/pos/login' })).toBe(false);
    expect(shouldSignOut({ status: 401, path: 'login' })).toBe(false);
  });

  it('ignores other statuses', () => {
    expect(shouldSignOut({ status: 403, path: '/pos/order' })).toBe(false);
    expect(shouldSignOut({ status: 500, path: '/pos/cart' })).toBe(false);
  });

  it('reads the path without its query', () => {
    expect(isLoginPath('/pos/login/?next=/orders')).toBe(true);
    expect(isLoginPath('#')).toBe(false);
  });
});
