import type { ApiError, ApiResult } from '@lamaa/api-client';
import type { GrantAnswer, Refusal } from '@lamaa/domain';

/** The server's refusal in a failed call, by its code; a call that failed otherwise is a server error. */
export function refusalOfError(error: ApiError): Refusal {
  if (error.kind === 'http' && error.body.code !== undefined) {
    return { code: error.body.code, params: error.body.params };
  }
  return { code: 'server.error' };
}

/** The refusal of a call's result, or null when it succeeded. */
export function refusalOfResult<T>(result: ApiResult<T>): Refusal | null {
  return result.error ? refusalOfError(result.error) : null;
}

/** The PIN exchange's answer as the approval machine reads it. */
export function grantAnswerOf(result: ApiResult<{ token: string }>): GrantAnswer {
  return result.error
    ? { ok: false, refusal: refusalOfError(result.error) }
    : { ok: true, token: result.data.token };
}
