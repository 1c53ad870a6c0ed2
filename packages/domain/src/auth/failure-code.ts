import type { Result } from '../shared/result.js';

/** The failure of a result as `{ code }`, or null when it succeeded; for machines that keep the code. */
export function failureOf<C extends string>(result: Result<unknown, C>): { code: C } | null {
  return result.ok ? null : { code: result.code };
}
