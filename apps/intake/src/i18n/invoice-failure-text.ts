import { type ApiError, invoiceErrorMessage } from '@lamaa/api-client';
import { fieldRefusalText } from '@lamaa/ui';
import { apiMessageText } from './code-key.js';
import type { IntakeKey } from './intake-en.js';
import type { IntakeTranslate } from './use-intake-text.js';

/** The label of each field of the invoice form, by its name (a line's field by its last part). */
const FIELD_LABELS: Readonly<Record<string, IntakeKey>> = {
  supplier_id: 'intake.supplier',
  material_id: 'intake.material',
  price: 'intake.price',
  quantity: 'intake.quantity',
  barcode: 'intake.barcode',
  include_tax: 'intake.include-tax',
  attachments: 'intake.attachments',
};

/**
 * The text of a refused invoice: a form the server found out of shape says which fields and
 * why ("Price: The smallest value allowed is 0.01.") in the interface language; any other
 * refusal or failure reads as the api-client's chain gives it.
 */
export function invoiceFailureText(error: ApiError, t: IntakeTranslate): string {
  const fields = fieldRefusalText(t, error.kind === 'http' ? error.body : undefined, (path) => {
    const key = FIELD_LABELS[path.split('.').at(-1) ?? ''];
    return key === undefined ? undefined : t(key);
  });
  return fields ?? apiMessageText(invoiceErrorMessage(error), t);
}
