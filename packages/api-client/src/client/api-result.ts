import type { LoadResult } from '@lamaa/domain';
import type { ErrorBody } from '../schemas/shared-schemas.js';

/** The server answered with an error status; `body` is its parsed error. */
export interface HttpApiError {
  readonly kind: 'http';
  readonly status: number;
  readonly body: ErrorBody;
}

/** No answer within REQUEST_TIMEOUT_MS. */
export interface TimeoutApiError {
  readonly kind: 'timeout';
}

/** The request did not reach the server (offline, refused, DNS). */
export interface NetworkApiError {
  readonly kind: 'network';
  readonly message: string;
}

/** The server answered, but not in the shape the contract promises. */
export interface InvalidResponseApiError {
  readonly kind: 'invalid-response';
  readonly status: number;
  readonly issues: readonly string[];
}

/**
 * Why a call did not give data: an HTTP error with the server's parsed body, a timeout
 * (REQUEST_TIMEOUT_MS), a network failure, or an answer that does not fit the contract.
 * Each kind is a named interface so lint rules can name the whole union (a union of
 * anonymous object types has no name to allow).
 */
export type ApiError = HttpApiError | TimeoutApiError | NetworkApiError | InvalidResponseApiError;

/**
 * What every call returns: `{ data }` or `{ error }`, never a throw for an expected failure.
 * It is the domain's LoadResult, so a call is a loader's load as it is and its types carry over.
 * @example const result = await api.getCoupons(); if (result.error) show(result.error.kind);
 */
export type ApiResult<T> = LoadResult<T, ApiError>;
