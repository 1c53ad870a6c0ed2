import type { ApiError } from '@lamaa/api-client';

/** The fields of a form that show an error, each with the code or key it shows. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * The field errors of a refused save, on the form's own field names. The server names fields
 * by their path in the body ('legal_name.en') and words its messages in English: the field
 * shows the refusal's code instead (translated by the screen), or 'validation.failed' for a
 * field the body's shape refused. A refusal that names no field but is about one (an email
 * taken: `codeFields`) marks that field.
 * @example serverFieldErrors(error, { trn: 'trn' }) // { trn: 'business.trn-invalid' }
 */
export function serverFieldErrors<Field extends string>(
  error: ApiError,
  fields: Readonly<Record<string, Field>>,
  codeFields: Readonly<Record<string, Field>> = {},
): FieldErrors<Field> {
  if (error.kind !== 'http') return {};
  const code = error.body.code ?? 'validation.failed';
  const found: FieldErrors<Field> = {};
  const about = codeFields[code];
  if (about !== undefined) found[about] = code;
  for (const path of Object.keys(error.body.errors ?? {})) {
    const field = fields[path];
    if (field !== undefined) found[field] = code;
  }
  return found;
}
