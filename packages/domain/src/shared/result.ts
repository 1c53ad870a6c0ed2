/** Parameters that travel with a failure code, for the message the UI shows. */
export type FailureParams = Readonly<Record<string, string | number>>;

/** A successful outcome carrying its value. */
export interface Success<T> {
  readonly ok: true;
  readonly value: T;
}

/**
 * An expected failure: a typed code the UI maps to an i18n key, never a sentence.
 * @example fail('cart.exclusive-conflict')
 */
export interface Failure<C extends string = string> {
  readonly ok: false;
  readonly code: C;
  readonly params?: FailureParams;
}

/** What every checking function of the domain returns instead of throwing. */
export type Result<T, C extends string = string> = Success<T> | Failure<C>;

/** Wraps a value as a success. */
export function ok<T>(value: T): Success<T> {
  return { ok: true, value };
}

/** Makes a failure with its code and, when the message needs them, parameters. */
export function fail<C extends string>(code: C, params?: FailureParams): Failure<C> {
  return params === undefined ? { ok: false, code } : { ok: false, code, params };
}
