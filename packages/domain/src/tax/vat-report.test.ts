import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { EMIRATES } from '../office/branch-place.js';
import { vatReport, type VatReportDocument } from './vat-report.js';

const documentArb: fc.Arbitrary<VatReportDocument> = fc.record({
  kind: fc.constantFrom('invoice' as const, 'credit-note' as const),
  number: fc.integer({ min: 1, max: 999_999 }).map((n) => String(n).padStart(6, '0')),
  emirate: fc.option(fc.constantFrom(...EMIRATES), { nil: null }),
  net: fc.integer({ min: 0, max: 10_000_000 }),
  vat: fc.integer({ min: 0, max: 500_000 }),
});

describe('vatReport', () => {
  it('nets credit notes off sales per emirate and gives the number ranges', () => {
    const report = vatReport([
      { kind: 'invoice', number: 'INV-000002', emirate: 'dubai', net: 10000, vat: 500 },
      { kind: 'invoice', number: 'INV-000001', emirate: 'sharjah', net: 2000, vat: 100 },
      { kind: 'credit-note', number: 'CN-000001', emirate: 'dubai', net: 1000, vat: 50 },
    ]);
    expect(report.rows.find((row) => row.emirate === 'dubai')).toEqual({
      emirate: 'dubai',
      salesNet: 10000,
      salesVat: 500,
      creditNet: 1000,
      creditVat: 50,
      net: 9000,
      vat: 450,
    });
    expect(report.rows).toHaveLength(EMIRATES.length);
    expect(report.total).toMatchObject({ net: 11000, vat: 550 });
    expect(report.invoices).toEqual({ first: 'INV-000001', last: 'INV-000002', count: 2 });
    expect(report.creditNotes).toEqual({ first: 'CN-000001', last: 'CN-000001', count: 1 });
  });

  test.prop([fc.array(documentArb, { maxLength: 40 })])('the rows add up to the total', (docs) => {
    const report = vatReport(docs);
    const vat = report.rows.reduce((sum, row) => sum + row.vat, 0);
    const net = report.rows.reduce((sum, row) => sum + row.net, 0);
    expect(vat).toBe(report.total.vat);
    expect(net).toBe(report.total.net);
  });
});
