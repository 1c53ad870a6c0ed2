import { describe, expect, it } from 'vitest';
import { taxDocumentNumber, taxInvoiceKind } from './tax-invoice-kind.js';

const TRN = '100123456700003';

describe('taxInvoiceKind', () => {
  it.each([
    [{ customerTrn: TRN, isFullAsked: true, grossFils: 10_000 }, 'full'],
    [{ customerTrn: TRN, isFullAsked: false, grossFils: 10_000 }, 'simplified'],
    [{ customerTrn: null, isFullAsked: true, grossFils: 10_000 }, 'simplified'],
    [{ customerTrn: '12345', isFullAsked: true, grossFils: 10_000 }, 'simplified'],
    [{ customerTrn: null, isFullAsked: false, grossFils: 1_000_000 }, 'simplified'],
    [{ customerTrn: null, isFullAsked: false, grossFils: 1_000_001 }, 'full'],
  ] as const)('%o gives a %s invoice', (input, kind) => {
    expect(taxInvoiceKind(input)).toBe(kind);
  });
});

describe('taxDocumentNumber', () => {
  it('pads the counter to 6 digits after its prefix', () => {
    expect(taxDocumentNumber('INV', 1)).toBe('INV-000001');
    expect(taxDocumentNumber('CN', 1234567)).toBe('CN-1234567');
  });
});
