import type { ApiError, ApiResult } from '@lamaa/api-client';

/** True for one of the client's expected failures (anything else is a bug or a lost answer). */
export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'kind' in value;
}

/** A call's data; its failure thrown as it is, so a machine's actor keeps the ApiError. */
export function dataOrThrow<T>(result: ApiResult<T>): T {
  if (result.error) throw result.error;
  return result.data;
}
