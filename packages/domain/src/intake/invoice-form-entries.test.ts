import { describe, expect, it } from 'vitest';
import { AUTO_GENERATE } from './barcode-lines.js';
import { invoiceFormEntries } from './invoice-form-entries.js';

describe('invoiceFormEntries', () => {
  it('lists supplier, branch, one material item per barcode row and the attachments, in order', () => {
    const file = { name: 'bill.pdf', size: 10, type: 'application/pdf' };
    const entries = invoiceFormEntries(
      {
        supplier_id: 4,
        branch_id: 2,
        lines: [
          {
            material_id: 3,
            price: 1250,
            include_tax: true,
            generate_barcode: false,
            items: [
              { barcode: '111', quantity: 2 },
              { barcode: '222', quantity: 1 },
            ],
          },
          {
            material_id: 8,
            price: 99,
            include_tax: false,
            generate_barcode: true,
            items: [{ barcode: AUTO_GENERATE, quantity: 10 }],
          },
        ],
      },
      [file],
    );
    expect(entries).toEqual([
      ['supplier_id', '4'],
      ['branch_id', '2'],
      ['material_items[0][material_id]', '3'],
      ['material_items[0][price]', '12.50'],
      ['material_items[0][quantity]', '2'],
      ['material_items[0][generate_barcode]', '0'],
      ['material_items[0][include_tax]', '1'],
      ['material_items[0][barcode]', '111'],
      ['material_items[1][material_id]', '3'],
      ['material_items[1][price]', '12.50'],
      ['material_items[1][quantity]', '1'],
      ['material_items[1][generate_barcode]', '0'],
      ['material_items[1][include_tax]', '1'],
      ['material_items[1][barcode]', '222'],
      ['material_items[2][material_id]', '8'],
      ['material_items[2][price]', '0.99'],
      ['material_items[2][quantity]', '10'],
      ['material_items[2][generate_barcode]', '1'],
      ['material_items[2][include_tax]', '0'],
      ['attachments[0]', file],
    ]);
  });

  it('leaves out the branch when none is sent', () => {
    const entries = invoiceFormEntries({ supplier_id: 4, lines: [] }, []);
    expect(entries).toEqual([['supplier_id', '4']]);
  });
});
