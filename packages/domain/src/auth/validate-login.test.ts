import { describe, expect, it } from 'vitest';
import { validateLogin } from './validate-login.js';

describe('validateLogin', () => {
  it('requires the email', () => {
    expect(validateLogin({ email: '  ', password: 'secret' })).toEqual({
      ok: false,
      code: 'auth.email-required',
    });
  });

  it('requires the password', () => {
    expect(validateLogin({ email: 'staff@lamaa.ae', password: '' })).toEqual({
      ok: false,
      code: 'auth.password-required',
    });
  });

  it('trims the email and keeps the password exactly as typed', () => {
    expect(validateLogin({ email: ' staff@lamaa.ae ', password: ' pass ' })).toEqual({
      ok: true,
      value: { email: 'staff@lamaa.ae', password: ' pass ' },
    });
  });
});
