// The POS strings the first screen needs (sign-in, loading, errors) in English, the source
// language; texts the spec words are exact. Keys: `pos.kebab-key`, `api.*` for the client.
import { API_MESSAGES } from '@lamaa/api-client';

/** English strings of the sign-in screen and the app frame; Arabic must have exactly these keys. */
export const posEn = {
  'api.login-failed': API_MESSAGES['api.login-failed'],
  'pos.login-title': 'Sign in to Lamaa',
  'pos.login-subtitle': 'Point of sale for car care',
  'pos.email': 'Email',
  'pos.password': 'Password',
  'pos.sign-in': 'Sign In',
  'pos.signing-in': 'Signing in...',
  'pos.email-required': 'Email is required',
  'pos.password-required': 'Password is required',
  'pos.role-not-allowed':
    'This account cannot sell at the counter. Store-keepers record deliveries at /scan.',
  'pos.loading': 'Loading...',
  'pos.load-failed': 'Something went wrong while loading this page.',
} as const;

/** A key of the POS's screen strings. */
export type PosKey = keyof typeof posEn;
