import type { LoadResult } from '@lamaa/domain';
import type { ErrorBody } from '../schemas/shared-schemas.js';

/**
 * Why a call did not give data: an HTTP error with the server's parsed body, a timeout
 * (REQUEST_TIMEOUT_MS), a network failure, or an answer that does not fit the contract.
 */
export type ApiError =
  | { readonly kind: 'http'; readonly status: number; readonly body: ErrorBody }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'network'; readonly message: string }
  | {
      readonly kind: 'invalid-response';
      readonly status: number;
      readonly issues: readonly string[];
    };

/**
 * What every call returns: `{ data }` or `{ error }`, never a throw for an expected failure.
 * It is the domain's LoadResult, so a call is a loader's load as it is and its types carry over.
 * @example const result = await api.getCoupons(); if (result.error) show(result.error.kind);
 */
export type ApiResult<T> = LoadResult<T, ApiError>;
