import { type RefObject, useEffect } from 'react';

/** The POS prints on 80 mm receipt rolls. */
const SLIP_WIDTH_MM = 80;
/** Paper fed past the last line, so the cutter never cuts through the total. */
const TAIL_MM = 4;
/** CSS pixels are 1/96 inch. */
const MM_PER_PX = 25.4 / 96;

/**
 * The print page for a receipt of this height (CSS px): 80 mm wide and the slip's own length.
 * Chromium has no `size: 80mm auto` (it drops the rule and prints Letter), so the length is
 * measured and written out.
 * @example receiptPageRule(378) // '@page { size: 80mm 105mm; margin: 0; }'
 */
export function receiptPageRule(heightPx: number): string {
  const lengthMm = Math.ceil(Math.max(0, heightPx) * MM_PER_PX) + TAIL_MM;
  return `@page { size: ${SLIP_WIDTH_MM}mm ${lengthMm}mm; margin: 0; }`;
}

/**
 * While a receipt is shown, sets the print page to one 80 mm slip of the receipt's length: a
 * print-only style in <head>, measured when shown and again just before printing (the
 * `beforeprint` event, which Ctrl+P, window.print() and Chromium's PDF printing all fire),
 * and removed with the receipt so other screens print as they always do.
 */
export function useReceiptPage(receipt: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = receipt.current;
    if (element === null) return undefined;
    const style = document.createElement('style');
    style.media = 'print';
    style.dataset['receiptPage'] = '';
    // offsetHeight: the layout height, not scaled by the dialog's opening animation.
    const measure = () => {
      style.textContent = receiptPageRule(element.offsetHeight);
    };
    measure();
    document.head.append(style);
    window.addEventListener('beforeprint', measure);
    return () => {
      window.removeEventListener('beforeprint', measure);
      style.remove();
    };
  }, [receipt]);
}
