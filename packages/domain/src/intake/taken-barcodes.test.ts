import { describe, expect, it } from 'vitest';
import { AUTO_GENERATE } from './barcode-lines.js';
import { barcodesOfLines, checkBarcodeFree, repeatedBarcode } from './taken-barcodes.js';

const LINES = [
  {
    items: [
      { barcode: '111', quantity: 2 },
      { barcode: '222', quantity: 1 },
    ],
  },
  { items: [{ barcode: AUTO_GENERATE, quantity: 5 }] },
  { items: [{ barcode: '333', quantity: 1 }] },
];

describe('barcodesOfLines', () => {
  it("lists every line's barcodes but the auto-generate marker", () => {
    expect(barcodesOfLines(LINES)).toEqual(['111', '222', '333']);
  });

  it('leaves out the line being edited', () => {
    expect(barcodesOfLines(LINES, 0)).toEqual(['333']);
  });
});

describe('checkBarcodeFree', () => {
  it('refuses a barcode another line has, however it is padded', () => {
    expect(checkBarcodeFree(['111', '333'], ' 333 ')).toEqual({
      ok: false,
      code: 'intake.barcode-exists',
      params: { barcode: '333' },
    });
  });

  it('takes a barcode no other line has', () => {
    expect(checkBarcodeFree(['111'], '1111')).toEqual({ ok: true, value: '1111' });
  });
});

describe('repeatedBarcode', () => {
  it('finds the first barcode given twice, or none', () => {
    expect(repeatedBarcode(['1', '2', '3', '2', '1'])).toBe('2');
    expect(repeatedBarcode(['1', '2'])).toBeUndefined();
  });
});
