import { aedDecimal } from './aed-decimal.js';
import { AUTO_GENERATE } from './barcode-lines.js';
import type { AttachmentFile } from './check-attachments.js';
import type { ValidInvoice } from './validate-invoice.js';

/** One multipart field: its name and its value, text or a file. */
export type InvoiceEntry<F> = readonly [name: string, value: string | F];

/**
 * The multipart fields of POST /pos/materials/invoice, in order: supplier_id, branch_id when
 * chosen, then one material_items[i] group per barcode row (material_id, price in AED,
 * quantity, generate_barcode 1/0, include_tax 1/0, barcode unless generated), then attachments[i].
 * @example invoiceFormEntries(valid, [])[0] // ['supplier_id', '4']
 */
export function invoiceFormEntries<F extends AttachmentFile>(
  invoice: ValidInvoice,
  attachments: readonly F[],
): InvoiceEntry<F>[] {
  const entries: InvoiceEntry<F>[] = [['supplier_id', String(invoice.supplier_id)]];
  if (invoice.branch_id !== undefined) entries.push(['branch_id', String(invoice.branch_id)]);
  let index = 0;
  for (const line of invoice.lines) {
    for (const item of line.items) {
      const field = (name: string): string => `material_items[${index}][${name}]`;
      entries.push(
        [field('material_id'), String(line.material_id)],
        [field('price'), aedDecimal(line.price)],
        [field('quantity'), String(item.quantity)],
        [field('generate_barcode'), line.generate_barcode ? '1' : '0'],
        [field('include_tax'), line.include_tax ? '1' : '0'],
      );
      if (!line.generate_barcode && item.barcode !== AUTO_GENERATE)
        entries.push([field('barcode'), item.barcode]);
      index += 1;
    }
  }
  attachments.forEach((file, at) => entries.push([`attachments[${at}]`, file]));
  return entries;
}
