import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  enterBarcodeLine,
  editBarcodeLine,
  parseQuantity,
  removeBarcodeLine,
  scanBarcode,
  type BarcodeLine,
} from './barcode-lines.js';
import { barcodeArb, quantityArb } from './intake-arbitraries.js';

const ROWS: readonly BarcodeLine[] = [
  { barcode: '6291041500213', quantity: 2 },
  { barcode: '6291041500220', quantity: 1 },
];

describe('parseQuantity', () => {
  it('takes whole numbers of at least 1 (quantity min 1)', () => {
    expect(parseQuantity('3')).toEqual({ ok: true, value: 3 });
    expect(parseQuantity(4)).toEqual({ ok: true, value: 4 });
  });

  it('refuses zero, negatives and text: Quantity must be greater than 0', () => {
    for (const value of ['0', '-1', '-1.5', 'abc', '', '1.2.3', 0, -2, Number.NaN, Infinity]) {
      expect(parseQuantity(value)).toEqual({ ok: false, code: 'intake.quantity-invalid' });
    }
  });

  it('refuses fractions above 0 as not whole', () => {
    for (const value of ['1.5', '2.5', '.5', ' 0.25 ', 2.5]) {
      expect(parseQuantity(value)).toEqual({ ok: false, code: 'intake.quantity-not-whole' });
    }
    expect(parseQuantity('3.')).toEqual({ ok: true, value: 3 });
  });
});

describe('scanBarcode', () => {
  it('adds a new barcode with quantity 1', () => {
    expect(scanBarcode(ROWS, ' 111 ')).toEqual({
      ok: true,
      value: { lines: [...ROWS, { barcode: '111', quantity: 1 }], outcome: 'intake.barcode-added' },
    });
  });

  it('scanning the same barcode again merges the quantity', () => {
    expect(scanBarcode(ROWS, '6291041500213', '3')).toEqual({
      ok: true,
      value: {
        lines: [{ barcode: '6291041500213', quantity: 5 }, ROWS[1]],
        outcome: 'intake.barcode-merged',
      },
    });
  });

  it('requires a barcode: Please enter a barcode', () => {
    expect(scanBarcode(ROWS, '  ')).toEqual({ ok: false, code: 'intake.barcode-required' });
    expect(scanBarcode(ROWS, '1', 0)).toEqual({ ok: false, code: 'intake.quantity-invalid' });
  });

  test.prop([fc.array(fc.tuple(barcodeArb, quantityArb), { maxLength: 30 })])(
    'merging scanned barcodes preserves the total quantity and keeps barcodes unique',
    (scans) => {
      let lines: readonly BarcodeLine[] = [];
      for (const [barcode, quantity] of scans) {
        const result = scanBarcode(lines, barcode, quantity);
        if (result.ok) lines = result.value.lines;
      }
      const scanned = scans.reduce((total, [, quantity]) => total + quantity, 0);
      expect(lines.reduce((total, line) => total + line.quantity, 0)).toBe(scanned);
      expect(new Set(lines.map((line) => line.barcode)).size).toBe(lines.length);
    },
  );
});

describe('enterBarcodeLine', () => {
  it('adds a typed barcode and quantity when Enter is pressed', () => {
    expect(enterBarcodeLine([], { barcode: '777', quantity: '4' })).toEqual({
      ok: true,
      value: { lines: [{ barcode: '777', quantity: 4 }], outcome: 'intake.barcode-added' },
    });
  });

  it('an existing barcode with a quantity updates it: Updated quantity for barcode', () => {
    expect(enterBarcodeLine(ROWS, { barcode: '6291041500220', quantity: '9' })).toEqual({
      ok: true,
      value: {
        lines: [ROWS[0], { barcode: '6291041500220', quantity: 9 }],
        outcome: 'intake.barcode-quantity-updated',
      },
    });
  });

  it('asks for both when neither is given: Please enter both barcode and quantity', () => {
    expect(enterBarcodeLine(ROWS, { barcode: ' ', quantity: '' })).toEqual({
      ok: false,
      code: 'intake.barcode-quantity-required',
    });
  });

  it('asks for the barcode, then a quantity above 0', () => {
    expect(enterBarcodeLine(ROWS, { barcode: '', quantity: '2' })).toEqual({
      ok: false,
      code: 'intake.barcode-required',
    });
    expect(enterBarcodeLine(ROWS, { barcode: '5', quantity: '0' })).toEqual({
      ok: false,
      code: 'intake.quantity-invalid',
    });
    expect(enterBarcodeLine(ROWS, { barcode: '5', quantity: '' })).toEqual({
      ok: false,
      code: 'intake.quantity-invalid',
    });
  });
});

describe('editBarcodeLine', () => {
  it('saves a changed barcode and quantity', () => {
    expect(editBarcodeLine(ROWS, 1, { barcode: '999', quantity: 3 })).toEqual({
      ok: true,
      value: [ROWS[0], { barcode: '999', quantity: 3 }],
    });
  });

  it('keeps the same barcode on the edited row itself', () => {
    expect(editBarcodeLine(ROWS, 0, { barcode: '6291041500213', quantity: '7' }).ok).toBe(true);
  });

  it('requires both fields', () => {
    expect(editBarcodeLine(ROWS, 0, { barcode: '', quantity: '2' })).toEqual({
      ok: false,
      code: 'intake.barcode-quantity-required',
    });
    expect(editBarcodeLine(ROWS, 0, { barcode: '1', quantity: ' ' })).toEqual({
      ok: false,
      code: 'intake.barcode-quantity-required',
    });
    expect(editBarcodeLine(ROWS, 0, { barcode: '1', quantity: '-1' })).toEqual({
      ok: false,
      code: 'intake.quantity-invalid',
    });
  });

  it('refuses a barcode another row has: This barcode already exists', () => {
    expect(editBarcodeLine(ROWS, 0, { barcode: '6291041500220', quantity: 1 })).toEqual({
      ok: false,
      code: 'intake.barcode-exists',
    });
  });

  it('refuses a row that does not exist', () => {
    expect(editBarcodeLine(ROWS, 5, { barcode: '1', quantity: 1 })).toEqual({
      ok: false,
      code: 'intake.line-not-found',
    });
  });
});

describe('removeBarcodeLine', () => {
  it('removes the row at the index and ignores others', () => {
    expect(removeBarcodeLine(ROWS, 0)).toEqual([ROWS[1]]);
    expect(removeBarcodeLine(ROWS, 9)).toEqual(ROWS);
  });
});
