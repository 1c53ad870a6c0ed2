import type { ApiError } from '@lamaa/api-client';
import type { Refusal } from '@lamaa/domain';

/**
 * The fields a refused save names, by their path in the body (`options.0.prices.2`), each with
 * the server's refusal of it as a code and params (translated by the screen): its
 * `field_codes`, or from a server without them the answer's own code on each field of
 * `errors`; none for a refusal that is not the server's.
 * @example pathErrors(error) // { 'name.ar': { code: 'catalogue.text-required' } }
 */
export function pathErrors(error: ApiError): Readonly<Record<string, Refusal>> {
  if (error.kind !== 'http') return {};
  const code = error.body.code ?? 'validation.failed';
  return (
    error.body.field_codes ??
    Object.fromEntries(Object.keys(error.body.errors ?? {}).map((path) => [path, { code }]))
  );
}
