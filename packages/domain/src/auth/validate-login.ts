import { fail, ok, type Result } from '../shared/result.js';

/** The sign-in form. */
export interface LoginCredentials {
  readonly email: string;
  readonly password: string;
}

/** Why the sign-in form cannot be sent. */
export type LoginCode = 'auth.email-required' | 'auth.password-required';

/** Every refused field of the sign-in form at once, so the form can mark each. */
export type LoginFieldErrors = Partial<Record<keyof LoginCredentials, LoginCode>>;

/**
 * The sign-in form's refused fields: email (trimmed) and password are both required.
 * @example loginFieldErrors({ email: '', password: '' }) // { email: 'auth.email-required', password: 'auth.password-required' }
 */
export function loginFieldErrors(form: LoginCredentials): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (form.email.trim() === '') errors.email = 'auth.email-required';
  if (form.password === '') errors.password = 'auth.password-required';
  return errors;
}

/**
 * Checks the sign-in form: email and password are both required. The email is trimmed; the
 * password is sent exactly as typed. A refusal carries the first refused field's code.
 * @example validateLogin({ email: '', password: 'x' }) // { ok: false, code: 'auth.email-required' }
 */
export function validateLogin(form: LoginCredentials): Result<LoginCredentials, LoginCode> {
  const errors = loginFieldErrors(form);
  const first = errors.email ?? errors.password;
  if (first !== undefined) return fail(first);
  return ok({ email: form.email.trim(), password: form.password });
}
