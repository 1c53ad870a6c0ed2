import type { ApiError } from '@lamaa/api-client';
import type { Refusal } from '@lamaa/domain';
import { pathErrors } from './path-errors.js';

/**
 * Why a field is marked: the code of a form's own check ('form.required'), or the server's
 * refusal of the field with its params ({ code: 'field.too-long', params: { max: 255 } }).
 */
export type FieldProblem = string | Refusal;

/** The fields of a form that show an error, each with the problem it shows. */
export type FieldErrors<Field extends string> = Partial<Record<Field, FieldProblem>>;

/**
 * The field errors of a refused save, on the form's own field names. The server names fields
 * by their path in the body ('legal_name.en') with a code and params (translated by the
 * screen), never the English of its messages. A refusal that names no field but is about one
 * (an email taken: `codeFields`) marks that field.
 * @example serverFieldErrors(error, { trn: 'trn' }) // { trn: { code: 'business.trn-invalid' } }
 */
export function serverFieldErrors<Field extends string>(
  error: ApiError,
  fields: Readonly<Record<string, Field>>,
  codeFields: Readonly<Record<string, Field>> = {},
): FieldErrors<Field> {
  if (error.kind !== 'http') return {};
  const found: FieldErrors<Field> = {};
  const about = codeFields[error.body.code ?? ''];
  if (about !== undefined && error.body.code !== undefined)
    found[about] = { code: error.body.code, params: error.body.params };
  for (const [path, refusal] of Object.entries(pathErrors(error))) {
    const field = fields[path];
    if (field !== undefined) found[field] = refusal;
  }
  return found;
}
