import { fail, ok, type Result } from '../shared/result.js';
import { AUTO_GENERATE, type BarcodeLine } from './barcode-lines.js';

/**
 * The barcodes the invoice's material lines carry, leaving out the line at `exceptIndex` (the
 * one being edited) and the auto-generate marker.
 * @example barcodesOfLines([{ items: [{ barcode: '111', quantity: 2 }] }]) // ['111']
 */
export function barcodesOfLines(
  lines: readonly { readonly items: readonly BarcodeLine[] }[],
  exceptIndex: number | null = null,
): readonly string[] {
  return lines.flatMap((line, at) =>
    at === exceptIndex
      ? []
      : line.items.map((item) => item.barcode).filter((code) => code !== AUTO_GENERATE),
  );
}

/**
 * Refuses a barcode another material line of the invoice already has: one barcode names one
 * item, so it can be on one line only ('This barcode already exists').
 * @example checkBarcodeFree(['111'], ' 111 ') // { ok: false, code: 'intake.barcode-exists' }
 */
export function checkBarcodeFree(
  taken: readonly string[],
  barcode: string,
): Result<string, 'intake.barcode-exists'> {
  const code = barcode.trim();
  return taken.includes(code) ? fail('intake.barcode-exists', { barcode: code }) : ok(code);
}

/**
 * The first barcode given more than once, if any.
 * @example repeatedBarcode(['1', '2', '1']) // '1'
 */
export function repeatedBarcode(barcodes: readonly string[]): string | undefined {
  return barcodes.find((code, index) => barcodes.indexOf(code) !== index);
}
