import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Receipt } from './receipt.js';
import { receiptPageRule } from './use-receipt-page.js';

const printStyle = () => document.head.querySelector<HTMLStyleElement>('style[data-receipt-page]');

describe('receiptPageRule', () => {
  it('gives an 80 mm page of the receipt length, rounded up, plus a 4 mm tail', () => {
    // 378 px = 100.0125 mm, rounded up to 101 mm, plus 4 mm.
    expect(receiptPageRule(378)).toBe('@page { size: 80mm 105mm; margin: 0; }');
    expect(receiptPageRule(0)).toBe('@page { size: 80mm 4mm; margin: 0; }');
  });
});

describe('useReceiptPage', () => {
  it('writes a print-only page size while a receipt is shown, re-measures before printing, and removes it after', () => {
    const view = render(
      <Receipt
        title={{ en: 'Order receipt', ar: 'إيصال الطلب' }}
        label="Order receipt"
        testId="r"
        actions={null}
      >
        <p>line</p>
      </Receipt>,
    );
    const style = printStyle();
    expect(style?.media).toBe('print');
    // jsdom lays nothing out (height 0); give the receipt the height a browser would.
    Object.defineProperty(view.getByTestId('r'), 'offsetHeight', { value: 378 });
    window.dispatchEvent(new Event('beforeprint'));
    expect(style?.textContent).toBe('@page { size: 80mm 105mm; margin: 0; }');
    view.unmount();
    expect(printStyle()).toBeNull();
  });
});
