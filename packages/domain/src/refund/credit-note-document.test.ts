import { describe, expect, it } from 'vitest';
import { taxInvoiceDocument } from '../tax/tax-invoice-document.js';
import { vatBreakdown } from '../tax/vat-breakdown.js';
import { creditNoteDocument, invoiceParts } from './credit-note-document.js';
import { planRefund } from './refund-plan.js';

const invoice = taxInvoiceDocument({
  number: 'INV-000007',
  kind: 'full',
  issuedAt: '2026-11-26T06:00:00.000Z',
  issueDate: '2026-11-26',
  orderNumber: 'LM-000009',
  supplier: { name: { en: 'Shine LLC', ar: 'شاين' }, address: 'Dubai', trn: '100123456700003' },
  branch: null,
  recipient: { name: 'Fleet Co', address: 'Abu Dhabi', trn: '100999888700003' },
  items: [
    { description: { en: 'Wash', ar: 'غسيل' }, quantity: 2, unitPrice: 5000 },
    { description: { en: 'Wax', ar: 'شمع' }, quantity: 1, unitPrice: 10000 },
  ],
  vat: vatBreakdown({
    lineAmounts: [10000, 10000],
    discount: 0,
    servicePrice: 1000,
    shipping: 0,
    settings: { pricesIncludeVat: false, rateBasisPoints: 500 },
  }),
});

describe('creditNoteDocument', () => {
  it('lists the credited line with its original, credit and corrected values', () => {
    const parts = invoiceParts(invoice);
    const plan = planRefund({
      parts,
      lineCount: 2,
      credited: [],
      paid: invoice.gross,
      refunded: 0,
      request: { mode: 'lines', lines: [1] },
    });
    if (!plan.ok) throw new Error(plan.code);
    const note = creditNoteDocument({
      number: 'CN-000001',
      issuedAt: '2026-11-26T08:00:00.000Z',
      issueDate: '2026-11-26',
      reason: 'customer-unhappy',
      invoice,
      earlier: [],
      credit: plan.value.parts,
    });
    expect(note.lines).toEqual([
      {
        part: 'line',
        description: { en: 'Wax', ar: 'شمع' },
        original: { net: 10000, vat: 500, gross: 10500 },
        credited: { net: 10000, vat: 500, gross: 10500 },
        corrected: { net: 0, vat: 0, gross: 0 },
      },
    ]);
    expect(note).toMatchObject({
      invoiceNumber: 'INV-000007',
      invoiceDate: '2026-11-26',
      recipient: { trn: '100999888700003' },
      original: { net: 21000, vat: 1050, gross: 22050 },
      difference: { net: 10000, vat: 500, gross: 10500 },
      corrected: { net: 11000, vat: 550, gross: 11550 },
    });
  });

  it('takes earlier credits off the corrected values and names the service fee by its part', () => {
    const note = creditNoteDocument({
      number: 'CN-000002',
      issuedAt: '2026-11-26T08:00:00.000Z',
      issueDate: '2026-11-26',
      reason: 'other',
      invoice,
      earlier: [{ net: 10000, vat: 500, gross: 10500 }],
      credit: [
        { net: 0, vat: 0, gross: 0 },
        { net: 0, vat: 0, gross: 0 },
        { net: 1000, vat: 50, gross: 1050 },
      ],
    });
    expect(note.lines).toEqual([
      expect.objectContaining({ part: 'service-fee', description: null }),
    ]);
    expect(note.corrected).toEqual({ net: 10000, vat: 500, gross: 10500 });
  });
});
