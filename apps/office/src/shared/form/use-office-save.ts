import type { ApiError, ApiResult } from '@lamaa/api-client';
import { useState } from 'react';
import { fieldText, saveErrorText } from '../i18n/code-text.js';
import { useOfficeText } from '../i18n/use-office-text.js';
import type { FieldErrors } from './field-errors.js';

/** A form's own check of what was typed: the body to send, or the fields to fix. */
export type Checked<Body, Field extends string> =
  | { readonly ok: true; readonly body: Body }
  | { readonly ok: false; readonly errors: FieldErrors<Field> };

/**
 * The save every office form makes: its own check first (the fields to fix marked, "fix the
 * fields" in the banner, nothing sent), then the call; a refusal marks the fields it names
 * (`fieldErrorsOf`) and says why in the banner. What was typed is never touched: the form keeps
 * it whatever happens. `save` answers `{ data }` once saved, or null when nothing was saved.
 * @example const { save } = useOfficeSave(pathErrors); const saved = await save(check(draft), api.createX); if (saved) close();
 */
export function useOfficeSave<Field extends string>(
  fieldErrorsOf: (error: ApiError) => FieldErrors<Field>,
) {
  const t = useOfficeText();
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  /** The error props of a field: its problem's text when it is marked, nothing otherwise. */
  const errorOf = (field: Field): { errorMessage?: string } => {
    const problem = errors[field];
    return problem === undefined ? {} : { errorMessage: fieldText(t, problem) };
  };

  async function save<Body, Data>(
    checked: Checked<Body, Field>,
    call: (body: Body) => Promise<ApiResult<Data>>,
  ): Promise<{ readonly data: Data } | null> {
    if (!checked.ok) {
      setErrors(checked.errors);
      setFailure(t('office.fix-fields'));
      return null;
    }
    setIsSaving(true);
    const result = await call(checked.body);
    setIsSaving(false);
    if (result.error) {
      const fieldErrors = fieldErrorsOf(result.error);
      setErrors(fieldErrors);
      setFailure(saveErrorText(t, result.error, Object.keys(fieldErrors).length > 0));
      return null;
    }
    setErrors({});
    setFailure(null);
    return { data: result.data };
  }

  return { errors, errorOf, failure, isSaving, save };
}
