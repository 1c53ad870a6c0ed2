import { fc } from '@fast-check/vitest';
import type { BarcodeLine } from './barcode-lines.js';
import type { AttachmentFile } from './check-attachments.js';
import type { DraftMaterialLine } from './material-line.js';

/** A short barcode drawn from a small alphabet, so repeats happen often. */
export const barcodeArb = fc.stringMatching(/^[0-9A-C]{1,3}$/);

/** A positive quantity as the quantity field accepts it. */
export const quantityArb = fc.integer({ min: 1, max: 10_000 });

/** A barcode row. */
export const barcodeLineArb: fc.Arbitrary<BarcodeLine> = fc.record({
  barcode: barcodeArb,
  quantity: quantityArb,
});

/** A list line with distinct barcodes and a unit price up to 100,000 AED in fils. */
export const materialLineArb: fc.Arbitrary<DraftMaterialLine> = fc.record({
  material_id: fc.integer({ min: 1, max: 500 }),
  price: fc.integer({ min: 1, max: 10_000_000 }),
  include_tax: fc.boolean(),
  generate_barcode: fc.constant(false),
  items: fc.uniqueArray(barcodeLineArb, {
    selector: (line) => line.barcode,
    minLength: 1,
    maxLength: 8,
  }),
});

/** A file offered for attachment: sometimes a wrong type, too large, or a repeat. */
export const attachmentFileArb: fc.Arbitrary<AttachmentFile> = fc.record({
  name: fc
    .tuple(
      fc.constantFrom('bill', 'receipt', 'scan'),
      fc.constantFrom('pdf', 'PNG', 'jpg', 'exe', 'webp', 'txt'),
    )
    .map(([base, extension]) => `${base}.${extension}`),
  size: fc.oneof(
    fc.constantFrom(1000, 2000, 10 * 1024 * 1024, 10 * 1024 * 1024 + 1),
    fc.integer({ min: 0, max: 20_000_000 }),
  ),
  type: fc.constantFrom(
    'application/pdf',
    'image/png',
    'image/jpeg',
    'image/webp',
    'text/plain',
    '',
  ),
});
