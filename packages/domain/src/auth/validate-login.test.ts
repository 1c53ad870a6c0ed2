import { describe, expect, it } from 'vitest';
import { loginFieldErrors, validateLogin } from './validate-login.js';

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

  it('names every refused field at once, so the form marks both', () => {
    expect(loginFieldErrors({ email: ' ', password: '' })).toEqual({
      email: 'auth.email-required',
      password: 'auth.password-required',
    });
    expect(loginFieldErrors({ email: 'staff@lamaa.ae', password: ' ' })).toEqual({});
  });
});
