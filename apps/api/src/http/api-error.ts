// The one error type routes throw for an answer a client caused; onError turns it into JSON.
import type { RefusalCode, RefusalParams } from '@lamaa/domain';
import { refusalMessage } from './refusal-messages.js';

/** Field errors as the contract spells them: field name to a list of messages. */
export type FieldErrors = Record<string, string[]>;

/** Why one field was refused, as a code the clients translate with its params. */
export interface FieldRefusal {
  readonly code: RefusalCode;
  readonly params?: RefusalParams;
}

/** The contract's `field_codes`: field path to the one refusal its text shows. */
export type FieldCodes = Record<string, FieldRefusal>;

/** What a refusal may carry besides its status and code. */
export interface RefusalDetails {
  /** Values the client interpolates into its translated text (and the English message uses). */
  readonly params?: RefusalParams;
  /** Field name to English messages, for validation answers. */
  readonly errors?: FieldErrors;
  /**
   * Field name to the code of its refusal; by default each field of `errors` carries the
   * answer's own code and params (a refusal that names its field), or `field.invalid` under
   * `validation.failed`.
   */
  readonly fieldCodes?: FieldCodes;
  /** Extra response headers (Retry-After, Allow, Connection). */
  readonly headers?: Record<string, string>;
}

/**
 * A 4xx answer: `code` names the refusal for clients to translate, `params` fill its text,
 * and the English `message` comes from the one table in refusal-messages.ts.
 * @example throw new ApiError(409, 'slot.full');
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: RefusalCode;
  readonly params: RefusalParams | undefined;
  readonly errors: FieldErrors | undefined;
  readonly fieldCodes: FieldCodes | undefined;
  readonly headers: Record<string, string>;

  constructor(status: number, code: RefusalCode, details: RefusalDetails = {}) {
    super(refusalMessage(code, details.params, details.errors));
    this.status = status;
    this.code = code;
    this.params = details.params;
    this.errors = details.errors;
    this.fieldCodes = details.fieldCodes ?? fieldCodesOf(code, details);
    this.headers = details.headers ?? {};
  }
}

/** The code of each field of `errors` when none was given: the answer's own. */
function fieldCodesOf(code: RefusalCode, details: RefusalDetails): FieldCodes | undefined {
  if (details.errors === undefined) return undefined;
  const own: FieldRefusal =
    code === 'validation.failed'
      ? { code: 'field.invalid' }
      : { code, ...(details.params === undefined ? {} : { params: details.params }) };
  return Object.fromEntries(Object.keys(details.errors).map((field) => [field, own]));
}

/** A 404 for a row that does not exist in the signed-in employee's business. */
export function notFound(code: RefusalCode, params?: RefusalParams): ApiError {
  return new ApiError(404, code, params === undefined ? {} : { params });
}

/** A 422 for one field, Laravel style: the field's message is the refusal's English message. */
export function invalidField(field: string, code: RefusalCode, params?: RefusalParams): ApiError {
  const message = refusalMessage(code, params);
  return new ApiError(422, code, {
    ...(params === undefined ? {} : { params }),
    errors: { [field]: [message] },
  });
}
