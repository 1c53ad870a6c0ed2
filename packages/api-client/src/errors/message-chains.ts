// The error-message chains of docs/product/errors.md as pure functions of the client's values.
import type { ApiError } from '../client/api-result.js';
import type { ErrorBody } from '../schemas/shared-schemas.js';
import {
  type ApiMessage,
  type ApiMessageKey,
  messageKey,
  refusalMessage,
  serverText,
} from './api-messages.js';

const nonEmpty = (text: string | undefined): text is string =>
  text !== undefined && text.trim() !== '';

/** The server's body of an HTTP error, or nothing for timeouts, network failures and bad answers. */
function bodyOf(error: ApiError): ErrorBody | null {
  return error.kind === 'http' ? error.body : null;
}

/** The body's refusal code as a message, when the server sent one; it comes before any text. */
function refusalOf(body: ErrorBody | null | undefined): ApiMessage | null {
  return body && nonEmpty(body.code)
    ? refusalMessage(body.code, body.params, body.message ?? '')
    : null;
}

/** Every field message of a validation answer, in field order. */
function fieldMessages(body: ErrorBody | null): string[] {
  return Object.values(body?.errors ?? {})
    .flat()
    .filter(nonEmpty);
}

/** The server's refusal (its `code`) as a message, or null when it sent none. */
export function serverRefusal(error: ApiError): ApiMessage | null {
  return refusalOf(bodyOf(error));
}

/**
 * The server's `code`, else its `message`, else our fallback: login, vaults, materials, suppliers, supplier add.
 * @example serverMessageOr({ kind: 'timeout' }, 'api.login-failed') // { kind: 'key', key: 'api.login-failed' }
 */
export function serverMessageOr(error: ApiError, fallback: ApiMessageKey): ApiMessage {
  const refusal = serverRefusal(error);
  if (refusal) return refusal;
  const message = bodyOf(error)?.message;
  return nonEmpty(message) ? serverText(message) : messageKey(fallback);
}

/** Login failure: the server's code, else its message, else 'Login failed. Please try again.' */
export function loginErrorMessage(error: ApiError): ApiMessage {
  return serverMessageOr(error, 'api.login-failed');
}

/**
 * Customer or vehicle creation failure: the server's `code`, else its `message`, else its `error`, else
 * 'Validation errors: ' and every field message joined with ', ', else the generic text. A
 * customer answer without an id gives 'Invalid response from server. Please try again.'
 */
export function creationErrorMessage(error: ApiError, what: 'customer' | 'vehicle'): ApiMessage {
  const generic = what === 'customer' ? 'api.create-customer-failed' : 'api.create-vehicle-failed';
  if (error.kind === 'invalid-response' && what === 'customer')
    return messageKey('api.invalid-response');
  const body = bodyOf(error);
  const refusal = refusalOf(body);
  if (refusal) return refusal;
  if (nonEmpty(body?.message)) return serverText(body.message);
  if (nonEmpty(body?.error)) return serverText(body.error);
  const fields = fieldMessages(body);
  if (fields.length > 0) return messageKey('api.validation-errors', { errors: fields.join(', ') });
  return messageKey(generic);
}

/** Cart pricing call failure: the server message, else 'Failed to submit cart'. */
export function cartSyncErrorMessage(error: ApiError): ApiMessage {
  return serverMessageOr(error, 'api.submit-cart-failed');
}

/** A pricing answer with `success: false`: its message, else 'Failed to sync cart'. */
export function cartNotSuccessfulMessage(answer: {
  readonly message: string | null;
  readonly code?: string | undefined;
}): ApiMessage {
  if (nonEmpty(answer.code)) return refusalMessage(answer.code, undefined, answer.message ?? '');
  return nonEmpty(answer.message ?? undefined)
    ? serverText(answer.message ?? '')
    : messageKey('api.sync-cart-failed');
}

/** The cart's saved error text: the sync failure's message, else 'Failed to sync cart with server'. */
export function cartErrorMessage(failure: ApiMessage | null): ApiMessage {
  return failure ?? messageKey('api.sync-cart-with-server-failed');
}

/**
 * Order submission failure: the server's `code`, else its `message` or `error`, else 'Failed to submit order',
 * followed by every field message of a validation answer as sentences (never the raw JSON).
 */
export function orderErrorMessage(error: ApiError): ApiMessage {
  const body = bodyOf(error);
  const refusal = refusalOf(body);
  if (refusal) return refusal;
  const fields = fieldMessages(body);
  const errors = fields.length > 0 ? fields.join(' ') : null;
  const base = nonEmpty(body?.message) ? body.message : nonEmpty(body?.error) ? body.error : null;
  if (base !== null) return serverText(errors === null ? base : `${base} ${errors}`);
  return errors === null
    ? messageKey('api.submit-order-failed')
    : messageKey('api.submit-order-failed-with-errors', { errors });
}

/** An order answer with `success: false`: its message, else 'Order submission failed'. */
export function orderNotSuccessfulMessage(answer: { readonly message: string | null }): ApiMessage {
  return nonEmpty(answer.message ?? undefined)
    ? serverText(answer.message ?? '')
    : messageKey('api.order-submission-failed');
}

/** A successful order's message, else 'Order submitted successfully'. */
export function orderSuccessMessage(answer: { readonly message: string | null }): ApiMessage {
  return nonEmpty(answer.message ?? undefined)
    ? serverText(answer.message ?? '')
    : messageKey('api.order-submitted');
}

/** Invoice failure: the server's code, else its message, else the first field error, else 'Failed to create invoice'. */
export function invoiceErrorMessage(error: ApiError): ApiMessage {
  const body = bodyOf(error);
  const refusal = refusalOf(body);
  if (refusal) return refusal;
  if (nonEmpty(body?.message)) return serverText(body.message);
  const [first] = fieldMessages(body);
  return first === undefined ? messageKey('api.create-invoice-failed') : serverText(first);
}
