import type { ApiError } from '@lamaa/api-client';
import { refusalKey } from '@lamaa/ui';
import type { OfficeKey } from './office-en.js';
import type { OfficeText } from './use-office-text.js';

/** The office's own text of each rule code its forms check before sending (and the server returns). */
const CODE_KEYS: Readonly<Record<string, OfficeKey>> = {
  'business.trn-invalid': 'office.trn-invalid',
  'business.trn-required': 'office.trn-required',
  'branch.emirate-required': 'office.emirate-required',
  'branch.city-required': 'office.city-required',
  'employee.branch-required': 'office.branch-required',
  'employee.role-required': 'office.role-required',
  'employee.email-invalid': 'office.email-invalid',
  'validation.failed': 'office.field-invalid',
  'field.required': 'office.field-required',
};

/**
 * The text of a refusal code in the interface language: the office's own for the codes its
 * forms know, else the kit's text of the server's code (a generic one for a code it lacks).
 */
export function codeText(t: OfficeText, code: string): string {
  return t(CODE_KEYS[code] ?? refusalKey(code));
}

/** The banner of a failed save: the server's refusal by its code, else "could not be saved". */
export function saveErrorText(t: OfficeText, error: ApiError, hasFieldErrors: boolean): string {
  if (hasFieldErrors) return t('office.fix-fields');
  if (error.kind === 'http' && error.body.code !== undefined) return codeText(t, error.body.code);
  return t('office.save-failed');
}
