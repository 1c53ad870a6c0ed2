import { describe, expect, it } from 'vitest';
import type { DraftMaterialLine } from './material-line.js';
import { validateInvoice } from './validate-invoice.js';

const LINE: DraftMaterialLine = {
  material_id: 3,
  price: 500,
  include_tax: false,
  generate_barcode: false,
  items: [{ barcode: '1', quantity: 1 }],
};

describe('validateInvoice', () => {
  it('needs a branch in branch mode: Please select a branch', () => {
    expect(
      validateInvoice({ isBranchMode: true, branchId: null, supplierId: 4, lines: [LINE] }),
    ).toEqual({
      ok: false,
      code: 'intake.branch-required',
    });
  });

  it('needs a supplier: Please select a supplier', () => {
    expect(
      validateInvoice({ isBranchMode: false, branchId: null, supplierId: null, lines: [LINE] }),
    ).toEqual({
      ok: false,
      code: 'intake.supplier-required',
    });
  });

  it('needs at least one item: Please add items to create an invoice', () => {
    expect(
      validateInvoice({ isBranchMode: false, branchId: null, supplierId: 4, lines: [] }),
    ).toEqual({
      ok: false,
      code: 'intake.items-required',
    });
  });

  it('sends the branch only in branch mode', () => {
    expect(
      validateInvoice({ isBranchMode: true, branchId: 2, supplierId: 4, lines: [LINE] }),
    ).toEqual({
      ok: true,
      value: { supplier_id: 4, branch_id: 2, lines: [LINE] },
    });
    expect(
      validateInvoice({ isBranchMode: false, branchId: 2, supplierId: 4, lines: [LINE] }),
    ).toEqual({
      ok: true,
      value: { supplier_id: 4, lines: [LINE] },
    });
  });
});
