// The multipart body of POST /pos/materials/invoice, with bracketed field names.
import { type Fils, filsToAed } from '@lamaa/domain';
import type { components } from '../generated/api.js';

type InvoiceBody = components['schemas']['CreateInvoiceForm'];

/** One invoice line as the intake draft builds it, unit price in fils. */
export interface InvoiceItemInput {
  readonly material_id: number;
  readonly price: Fils;
  readonly quantity: number;
  readonly generate_barcode: boolean;
  readonly include_tax: boolean;
  readonly barcode?: string;
}

/** A supplier material invoice to create, with its attachment files. */
export interface InvoiceInput {
  readonly supplier_id: number;
  readonly branch_id?: number;
  readonly material_items: readonly InvoiceItemInput[];
  readonly attachments?: readonly Blob[];
}

/** The invoice's fields as the contract types them: prices in AED, flags as 1 or 0 (files travel apart). */
export function toInvoiceBody(input: InvoiceInput): InvoiceBody {
  return {
    supplier_id: input.supplier_id,
    ...(input.branch_id === undefined ? {} : { branch_id: input.branch_id }),
    material_items: input.material_items.map((item) => ({
      material_id: item.material_id,
      price: filsToAed(item.price),
      quantity: item.quantity,
      generate_barcode: item.generate_barcode ? 1 : 0,
      include_tax: item.include_tax ? 1 : 0,
      ...(item.barcode === undefined ? {} : { barcode: item.barcode }),
    })),
  };
}

/**
 * Writes the invoice as a form: `supplier_id`, optional `branch_id`,
 * `material_items[i][field]` (barcode only when given) and `attachments[i]` files.
 * @example toInvoiceForm(toInvoiceBody(draft), files).get('material_items[0][price]') // '12.5'
 */
export function toInvoiceForm(body: InvoiceBody, attachments: readonly Blob[] = []): FormData {
  const form = new FormData();
  form.append('supplier_id', String(body.supplier_id));
  if (body.branch_id !== undefined) form.append('branch_id', String(body.branch_id));
  body.material_items.forEach((item, i) => {
    for (const [name, value] of Object.entries(item))
      form.append(`material_items[${i}][${name}]`, String(value));
  });
  attachments.forEach((file, i) => {
    form.append(`attachments[${i}]`, file, file instanceof File ? file.name : `attachment-${i}`);
  });
  return form;
}
