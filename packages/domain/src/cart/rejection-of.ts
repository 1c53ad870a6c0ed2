import { type Failure, type Result } from '../shared/result.js';

/** The failure of a result, or null when it succeeded: what a machine keeps as its `rejection`. */
export function rejectionOf(result: Result<unknown>): Failure | null {
  return result.ok ? null : result;
}

/** The value of a result, or the fallback when it failed. */
export function valueOr<T>(result: Result<T>, fallback: T): T {
  return result.ok ? result.value : fallback;
}
