import { taxInvoiceDocument, vatBreakdown } from '@lamaa/domain';
import { describe, expect, it } from 'vitest';
import { escapeHtml, invoicePageHtml } from './invoice-page-html.js';

const document = taxInvoiceDocument({
  number: 'INV-000007',
  kind: 'full',
  issuedAt: '2026-11-26T06:00:00.000Z',
  issueDate: '2026-11-26',
  orderNumber: 'LM-000042',
  supplier: { name: { en: 'Shine & Co', ar: 'شاين' }, address: 'Dubai', trn: '100123456700003' },
  branch: null,
  recipient: { name: '<script>alert(1)</script>', address: '', trn: '100999888700003' },
  items: [{ description: { en: 'Wash "Gold"', ar: 'غسيل' }, quantity: 2, unitPrice: 5000 }],
  vat: vatBreakdown({
    lineAmounts: [10000],
    discount: 1000,
    servicePrice: 0,
    shipping: 0,
    settings: { pricesIncludeVat: false, rateBasisPoints: 500 },
  }),
});

describe('invoicePageHtml', () => {
  it('escapes every text it prints', () => {
    const html = invoicePageHtml(document, 'token_token_token_token', 'a4');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Shine &amp; Co');
    expect(html).toContain('Wash &quot;Gold&quot;');
    expect(escapeHtml(`'`)).toBe('&#39;');
  });

  it('prints both TRNs, the discount, the VAT and the total in AED on a full invoice', () => {
    const html = invoicePageHtml(document, 'token_token_token_token', 'a4');
    for (const text of [
      '100123456700003',
      '100999888700003',
      'Full tax invoice',
      'فاتورة ضريبية كاملة',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toMatch(/data-testid="invoice-vat">4\.50</);
    expect(html).toMatch(/data-testid="invoice-total">94\.50</);
    expect(html).toContain('<dd>10.00</dd>');
  });

  it("names each address as the supplier's or the recipient's", () => {
    const addressed = {
      ...document,
      recipient: { name: 'Gulf Fleet LLC', address: 'Al Quoz 2, Dubai', trn: '100999888700003' },
    };
    const html = invoicePageHtml(addressed, 'token_token_token_token', 'a4');
    expect(html).toMatch(/Supplier address[^]*عنوان المورد[^]*<dd><bdi>Dubai<\/bdi><\/dd>/);
    expect(html).toMatch(
      /Recipient address[^]*عنوان المستلم[^]*<dd><bdi>Al Quoz 2, Dubai<\/bdi><\/dd>/,
    );
  });

  it("heads the page with the business's logo when it has one, named after the business", () => {
    const url = `/api/images/${'a'.repeat(64)}.webp`;
    const html = invoicePageHtml(document, 'token_token_token_token', '80mm', url);
    expect(html).toContain(
      `<img class="logo" src="${url}" alt="Shine &amp; Co" width="480" height="160">`,
    );
    expect(invoicePageHtml(document, 'token_token_token_token', 'a4')).not.toContain('<img');
  });

  it('lays out for A4 or for an 80 mm roll', () => {
    expect(invoicePageHtml(document, 'token_token_token_token', 'a4')).toContain('size: A4');
    const receipt = invoicePageHtml(document, 'token_token_token_token', '80mm');
    expect(receipt).toContain('size: 80mm auto');
    expect(receipt).not.toContain('size: A4');
  });
});
