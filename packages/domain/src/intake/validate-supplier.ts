import { SUPPLIER_DESCRIPTION_MAX_LENGTH, SUPPLIER_NAME_MAX_LENGTH } from '../constants/limits.js';
import { fail, ok, type Result } from '../shared/result.js';

/** The Add New Supplier form, as POST /pos/materials/suppliers receives it. */
export interface SupplierForm {
  readonly name: string;
  readonly description: string;
}

/** Why the supplier cannot be added. */
export type SupplierCode =
  | 'intake.supplier-name-required'
  | 'intake.supplier-name-too-long'
  | 'intake.supplier-description-too-long';

/**
 * Checks the Add New Supplier form: name required ('Supplier name is required'), trimmed, at
 * most 100 characters; description optional, at most 200. A refusal over length carries `max`.
 * @example validateSupplier({ name: '  Gulf Oils ', description: '' }) // { ok: true, value: { name: 'Gulf Oils', description: '' } }
 */
export function validateSupplier(form: SupplierForm): Result<SupplierForm, SupplierCode> {
  const name = form.name.trim();
  const description = form.description.trim();
  if (name === '') return fail('intake.supplier-name-required');
  if (name.length > SUPPLIER_NAME_MAX_LENGTH)
    return fail('intake.supplier-name-too-long', { max: SUPPLIER_NAME_MAX_LENGTH });
  if (description.length > SUPPLIER_DESCRIPTION_MAX_LENGTH) {
    return fail('intake.supplier-description-too-long', { max: SUPPLIER_DESCRIPTION_MAX_LENGTH });
  }
  return ok({ name, description });
}
