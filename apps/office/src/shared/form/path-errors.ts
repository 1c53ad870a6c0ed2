import type { ApiError } from '@lamaa/api-client';

/**
 * The fields a refused save names, by their path in the body (`options.0.prices.2`), each with
 * the refusal's code (translated by the screen); none for a refusal that is not the server's.
 * @example pathErrors(error) // { 'name.ar': 'catalogue.text-required' }
 */
export function pathErrors(error: ApiError): Readonly<Record<string, string>> {
  if (error.kind !== 'http') return {};
  const code = error.body.code ?? 'validation.failed';
  return Object.fromEntries(Object.keys(error.body.errors ?? {}).map((path) => [path, code]));
}
