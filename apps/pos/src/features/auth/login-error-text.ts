import { loginErrorMessage } from '@lamaa/api-client';
import type { LoginError } from '@lamaa/domain';
import { isApiError } from '../../shared/api/api-error.js';
import { apiText, type Text } from '../../shared/i18n/use-text.js';

/**
 * The text of a failed sign-in: the field's "required" message, the role that may not sell,
 * the server's message, else 'Login failed. Please try again.'
 */
export function loginErrorText(t: Text, error: LoginError): string {
  if (error.code === 'auth.email-required') return t('pos.email-required');
  if (error.code === 'auth.password-required') return t('pos.password-required');
  if (error.code === 'auth.role-not-allowed') return t('pos.role-not-allowed');
  return isApiError(error.cause)
    ? apiText(t, loginErrorMessage(error.cause))
    : t('api.login-failed');
}
