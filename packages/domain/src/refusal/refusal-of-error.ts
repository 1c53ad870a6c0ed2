import { type Refusal } from './refusal-code.js';

/**
 * `{ refusal }` when a failed call was refused with a code: the app's actor throws an Error
 * carrying the server's refusal as `refusal`; anything else gives nothing.
 * @example refusalField(Object.assign(new Error('x'), { refusal: { code: 'shift.not-open' } })) // { refusal: { code: 'shift.not-open' } }
 */
export function refusalField(error: unknown): { readonly refusal?: Refusal } {
  if (typeof error !== 'object' || error === null || !('refusal' in error)) return {};
  const refusal = (error as { refusal?: unknown }).refusal;
  if (typeof refusal !== 'object' || refusal === null || !('code' in refusal)) return {};
  return typeof refusal.code === 'string' ? { refusal: refusal as Refusal } : {};
}
