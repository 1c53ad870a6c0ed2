import { describe, expect, it } from 'vitest';
import { taxInvoiceDocument, type TaxInvoiceDocumentInput } from './tax-invoice-document.js';
import { vatBreakdown } from './vat-breakdown.js';

const supplier = {
  name: { en: 'Shine LLC', ar: 'شاين' },
  address: 'Dubai',
  trn: '100123456700003',
};
const recipient = { name: 'Fleet Co', address: 'Abu Dhabi', trn: '100999888700003' };

function input(kind: 'full' | 'simplified'): TaxInvoiceDocumentInput {
  return {
    number: 'INV-000001',
    kind,
    issuedAt: '2026-11-26T06:00:00.000Z',
    issueDate: '2026-11-26',
    orderNumber: 'LM-000001',
    supplier,
    branch: null,
    recipient,
    items: [
      { description: { en: 'Wash', ar: 'غسيل' }, quantity: 2, unitPrice: 5000 },
      { description: { en: 'Wax', ar: 'شمع' }, quantity: 1, unitPrice: 10000 },
    ],
    vat: vatBreakdown({
      lineAmounts: [10000, 10000],
      discount: 2000,
      servicePrice: 1000,
      shipping: 0,
      settings: { pricesIncludeVat: false, rateBasisPoints: 500 },
    }),
  };
}

describe('taxInvoiceDocument', () => {
  it('prints each line with its discount, net, VAT and gross, and the totals of the breakdown', () => {
    const document = taxInvoiceDocument(input('full'));
    expect(document.lines).toEqual([
      expect.objectContaining({ amount: 10000, discount: 1000, net: 9000, vat: 450, gross: 9450 }),
      expect.objectContaining({ amount: 10000, discount: 1000, net: 9000, vat: 450, gross: 9450 }),
    ]);
    expect(document).toMatchObject({
      discount: 2000,
      serviceFee: { net: 1000, vat: 50, gross: 1050 },
      net: 19000,
      vat: 950,
      gross: 19950,
      ratePercent: 5,
      recipient,
    });
  });

  it('names no recipient on a simplified invoice', () => {
    expect(taxInvoiceDocument(input('simplified')).recipient).toBeNull();
  });
});
