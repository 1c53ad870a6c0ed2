// The one error type routes throw for an answer a client caused; onError turns it into JSON.

/** Field errors as the contract spells them: field name to a list of messages. */
export type FieldErrors = Record<string, string[]>;

/**
 * A 4xx answer with a message a person can act on and, for validation, field errors; `code`
 * (the body's `error`) names the refusal for clients that branch on it, e.g. 'cart.duplicate-option'.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors | undefined;
  readonly headers: Record<string, string>;
  readonly code: string | undefined;

  constructor(
    status: number,
    message: string,
    errors?: FieldErrors,
    headers: Record<string, string> = {},
    code?: string,
  ) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.headers = headers;
    this.code = code;
  }
}

/** A 404 for a row that does not exist in the signed-in employee's business. */
export function notFound(what: string): ApiError {
  return new ApiError(404, `${what} not found.`);
}

/** A 422 with one field's message, Laravel style. */
export function invalidField(field: string, message: string): ApiError {
  return new ApiError(422, message, { [field]: [message] });
}
