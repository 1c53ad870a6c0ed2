import type { ApiError } from '@lamaa/api-client';
import { type MessageValues, refusalKey } from '@lamaa/ui';
import type { FieldProblem } from '../form/field-errors.js';
import type { OfficeKey } from './office-en.js';
import type { OfficeText } from './use-office-text.js';

/**
 * The office's own text of the checks only its forms make ('form.*'), and of a field the
 * server refused for its shape ('validation.failed'): the field says "Check this value".
 */
const FORM_KEYS: Readonly<Record<string, OfficeKey>> = {
  'form.required': 'office.field-required',
  'form.email-invalid': 'office.email-invalid',
  'form.role-required': 'office.role-required',
  'validation.failed': 'office.field-invalid',
};

/**
 * The text of a code in the interface language: the office's own for its form checks, else
 * the kit's text of the domain's or server's refusal code (a generic one for a code it lacks).
 * @example codeText(t, 'business.trn-invalid') // 'The Tax Registration Number must be exactly 15 digits.'
 */
export function codeText(t: OfficeText, code: string, params?: MessageValues): string {
  const own = FORM_KEYS[code];
  return own ? t(own) : t(refusalKey(code), params);
}

/**
 * The text of a marked field: its form check's code, or the server's refusal with its params.
 * @example fieldText(t, { code: 'field.too-long', params: { max: 500 } }) // 'Too long: the most characters allowed is 500.'
 */
export function fieldText(t: OfficeText, problem: FieldProblem): string {
  return typeof problem === 'string'
    ? codeText(t, problem)
    : codeText(t, problem.code, problem.params);
}

/** The banner of a failed save: the server's refusal by its code, else "could not be saved". */
export function saveErrorText(t: OfficeText, error: ApiError, hasFieldErrors: boolean): string {
  if (hasFieldErrors) return t('office.fix-fields');
  if (error.kind === 'http' && error.body.code !== undefined) {
    return codeText(t, error.body.code, error.body.params);
  }
  return t('office.save-failed');
}
