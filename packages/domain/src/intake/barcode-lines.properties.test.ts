import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import {
  editBarcodeLine,
  enterBarcodeLine,
  removeBarcodeLine,
  scanBarcode,
  type BarcodeLine,
} from './barcode-lines.js';
import { barcodeArb, quantityArb } from './intake-arbitraries.js';

const operationArb = fc.oneof(
  fc.record({ kind: fc.constant('scan' as const), barcode: barcodeArb, quantity: quantityArb }),
  fc.record({ kind: fc.constant('enter' as const), barcode: barcodeArb, quantity: quantityArb }),
  fc.record({
    kind: fc.constant('edit' as const),
    index: fc.nat(6),
    barcode: barcodeArb,
    quantity: quantityArb,
  }),
  fc.record({ kind: fc.constant('remove' as const), index: fc.nat(6) }),
);

test.prop([fc.array(operationArb, { maxLength: 40 })])(
  'whatever is scanned, typed, edited or removed, barcodes stay unique and quantities positive',
  (operations) => {
    let lines: readonly BarcodeLine[] = [];
    for (const operation of operations) {
      if (operation.kind === 'remove') lines = removeBarcodeLine(lines, operation.index);
      else if (operation.kind === 'edit') {
        const result = editBarcodeLine(lines, operation.index, operation);
        if (result.ok) lines = result.value;
      } else {
        const result =
          operation.kind === 'scan'
            ? scanBarcode(lines, operation.barcode, operation.quantity)
            : enterBarcodeLine(lines, operation);
        if (result.ok) lines = result.value.lines;
      }
      expect(new Set(lines.map((line) => line.barcode)).size).toBe(lines.length);
      expect(lines.every((line) => Number.isSafeInteger(line.quantity) && line.quantity > 0)).toBe(
        true,
      );
    }
  },
);
