import { scanBarcode, type BarcodeLine } from '@lamaa/domain';

/**
 * The quantity to send with an Enter that carries a barcode but no quantity, as a USB
 * keyboard-wedge scanner does (characters, then Enter): the row's quantity after merging one
 * more scan (the domain's scanBarcode), so scanning the same barcode again merges. Null
 * when the entry has a typed quantity (which sets the quantity) or no barcode.
 * @example scanEntryQuantity([{ barcode: '111', quantity: 2 }], { barcode: '111', quantity: '' }) // '3'
 */
export function scanEntryQuantity(
  items: readonly BarcodeLine[],
  entry: { readonly barcode: string; readonly quantity: string },
): string | null {
  const barcode = entry.barcode.trim();
  if (entry.quantity.trim() !== '' || barcode === '') return null;
  const scanned = scanBarcode(items, barcode);
  if (!scanned.ok) return null;
  const row = scanned.value.lines.find((line) => line.barcode === barcode);
  return row === undefined ? null : String(row.quantity);
}
