// The English fallbacks of docs/product/errors.md that the client decides, in one place. The UI
// registers these keys in its i18n catalogue (English text exactly as here, Arabic beside it).

/**
 * Every fallback message key with its exact English text; `{{name}}` marks a parameter
 * (i18next interpolation).
 */
export const API_MESSAGES = {
  'api.login-failed': 'Login failed. Please try again.',
  'api.create-customer-failed': 'Failed to create customer. Please try again.',
  'api.create-vehicle-failed': 'Failed to create vehicle. Please try again.',
  'api.invalid-response': 'Invalid response from server. Please try again.',
  'api.validation-errors': 'Validation errors: {{errors}}',
  'api.load-form-data-failed': 'Failed to load form data. Please try again.',
  'api.load-customers-failed': 'Failed to load customers',
  'api.submit-cart-failed': 'Failed to submit cart',
  'api.sync-cart-with-server-failed': 'Failed to sync cart with server',
  'api.sync-cart-failed': 'Failed to sync cart',
  'api.fetch-vaults-failed': 'Failed to fetch vaults',
  'api.submit-order-failed': 'Failed to submit order',
  'api.submit-order-failed-with-errors': 'Failed to submit order: {{errors}}',
  'api.order-submission-failed': 'Order submission failed',
  'api.order-submitted': 'Order submitted successfully',
  'api.checkout-failed': 'An error occurred during checkout',
  'api.fetch-materials-failed': 'Failed to fetch materials',
  'api.fetch-suppliers-failed': 'Failed to fetch suppliers',
  'api.add-supplier-failed': 'Failed to add supplier',
  'api.create-invoice-failed': 'Failed to create invoice',
} as const;

/** A key of the client's fallback messages. */
export type ApiMessageKey = keyof typeof API_MESSAGES;

/**
 * A message to show: `code` is the server's refusal (translated by the UI with its
 * parameters; `text` is the server's English, for logs only), `text` is the words of a server
 * that sent no code, `key` is one of our fallbacks (translated by the UI, with its parameters).
 */
export type ApiMessage =
  | {
      readonly kind: 'code';
      readonly code: string;
      readonly params?: Readonly<Record<string, string | number>>;
      readonly text: string;
    }
  | { readonly kind: 'text'; readonly text: string }
  | {
      readonly kind: 'key';
      readonly key: ApiMessageKey;
      readonly params?: Readonly<Record<string, string>>;
    };

/** A server refusal by its code, with its parameters and its English message. */
export function refusalMessage(
  code: string,
  params?: Readonly<Record<string, string | number>>,
  text = '',
): ApiMessage {
  return params === undefined ? { kind: 'code', code, text } : { kind: 'code', code, params, text };
}

/** The server's own words as a message. */
export function serverText(text: string): ApiMessage {
  return { kind: 'text', text };
}

/** One of our fallbacks as a message, with parameters when its text has any. */
export function messageKey(
  key: ApiMessageKey,
  params?: Readonly<Record<string, string>>,
): ApiMessage {
  return params === undefined ? { kind: 'key', key } : { kind: 'key', key, params };
}

/**
 * The English text of a message (server text as is, a key through API_MESSAGES), for logs,
 * tests and any caller without i18n.
 * @example englishText(messageKey('api.validation-errors', { errors: 'Phone is invalid' })) // 'Validation errors: Phone is invalid'
 */
export function englishText(message: ApiMessage): string {
  if (message.kind !== 'key') return message.text;
  const params = message.params ?? {};
  return API_MESSAGES[message.key].replace(
    /\{\{(\w+)\}\}/g,
    (_, name: string) => params[name] ?? '',
  );
}
