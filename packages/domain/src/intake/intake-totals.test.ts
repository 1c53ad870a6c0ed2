import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { materialLineArb } from './intake-arbitraries.js';
import { barcodeSubtotal, intakeTotals, materialLineTotals } from './intake-totals.js';
import type { DraftMaterialLine } from './material-line.js';

const LINE: DraftMaterialLine = {
  material_id: 3,
  price: 1250,
  include_tax: true,
  generate_barcode: false,
  items: [
    { barcode: '111', quantity: 2 },
    { barcode: '222', quantity: 3 },
  ],
};

describe('intake totals', () => {
  it('gives per-barcode subtotals, the item total and total quantity', () => {
    expect(materialLineTotals(LINE)).toEqual({
      subtotals: [2500, 3750],
      itemTotal: 6250,
      totalQuantity: 5,
    });
  });

  it('gives the grand total in fils over all lines', () => {
    const other = { ...LINE, price: 10, items: [{ barcode: '9', quantity: 1000 }] };
    expect(intakeTotals([LINE, other])).toEqual({ totalQuantity: 1005, grandTotal: 16250 });
    expect(intakeTotals([])).toEqual({ totalQuantity: 0, grandTotal: 0 });
  });

  it('totals a thousand 0.10 AED items exactly 100.00 AED', () => {
    expect(barcodeSubtotal(10, { barcode: 'x', quantity: 1000 })).toBe(10_000);
  });

  test.prop([fc.array(materialLineArb, { maxLength: 12 })])(
    'grand total equals the sum of line totals exactly',
    (lines) => {
      const { grandTotal, totalQuantity } = intakeTotals(lines);
      const lineTotals = lines.map(materialLineTotals);
      expect(grandTotal).toBe(lineTotals.reduce((total, line) => total + line.itemTotal, 0));
      expect(totalQuantity).toBe(lineTotals.reduce((total, line) => total + line.totalQuantity, 0));
      expect(Number.isSafeInteger(grandTotal)).toBe(true);
      for (const line of lineTotals)
        expect(line.itemTotal).toBe(line.subtotals.reduce((sum, value) => sum + value, 0));
    },
  );
});
