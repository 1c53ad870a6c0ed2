import { fail, ok, type Result } from '../shared/result.js';

/** The sign-in form. */
export interface LoginCredentials {
  readonly email: string;
  readonly password: string;
}

/** Why the sign-in form cannot be sent. */
export type LoginCode = 'auth.email-required' | 'auth.password-required';

/**
 * Checks the sign-in form: email and password are both required. The email is trimmed; the
 * password is sent exactly as typed.
 * @example validateLogin({ email: '', password: 'x' }) // { ok: false, code: 'auth.email-required' }
 */
export function validateLogin(form: LoginCredentials): Result<LoginCredentials, LoginCode> {
  const email = form.email.trim();
  if (email === '') return fail('auth.email-required');
  if (form.password === '') return fail('auth.password-required');
  return ok({ email, password: form.password });
}
