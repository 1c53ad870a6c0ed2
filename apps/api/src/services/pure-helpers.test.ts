// Unit tests of the server's pure helpers: distances, file sniffing, barcodes, idempotency
// hashing, payment rules, the route table and attachment names.
import { describe, expect, it } from 'vitest';
import { RouteTable } from '../http/route-table.js';
import { sniffAttachmentType } from './file-type.js';
import { requestHash } from './idempotency.js';
import { newBarcode } from './intake-service.js';
import { safeFileName } from './uploaded-file.js';
import { orderNumberFor, searchText } from './order-service.js';
import { paymentAmount } from './payment-service.js';
import { haversineKm } from './place-service.js';

describe('haversineKm', () => {
  it('measures Dubai Mall to Sheikh Zayed Grand Mosque as about 119 km', () => {
    expect(haversineKm({ lat: 25.1972, lng: 55.2797 }, { lat: 24.4128, lng: 54.4749 })).toBeCloseTo(
      119.19,
      2,
    );
  });
  it('is 0 for the same point', () => {
    expect(haversineKm({ lat: 25, lng: 55 }, { lat: 25, lng: 55 })).toBe(0);
  });
});

describe('sniffAttachmentType', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  const text = (value: string) => new TextEncoder().encode(value);
  it.each([
    [text('%PDF-1.7'), 'application/pdf'],
    [bytes(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg'],
    [bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'image/png'],
    [text('GIF89a...'), 'image/gif'],
    [text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '), 'image/webp'],
    [text('MZ\u0090'), undefined],
    [text('RIFF\u0000\u0000\u0000\u0000WAVE'), undefined],
    [bytes(), undefined],
  ])('reads %s as %s', (input, type) => {
    expect(sniffAttachmentType(input)).toBe(type);
  });
});

describe('newBarcode', () => {
  it('makes 13-digit in-store codes with a valid EAN-13 check digit', () => {
    for (let index = 0; index < 50; index += 1) {
      const code = newBarcode();
      expect(code).toMatch(/^2\d{12}$/);
      const digits = [...code].map(Number);
      const sum = digits
        .slice(0, 12)
        .reduce((total, digit, position) => total + digit * (position % 2 === 0 ? 1 : 3), 0);
      expect((10 - (sum % 10)) % 10).toBe(digits[12]);
    }
  });
});

describe('requestHash', () => {
  it('ignores key order but not values', () => {
    expect(requestHash({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(
      requestHash({ b: [1, { d: 3, c: 2 }], a: 1 }),
    );
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }));
  });
});

describe('paymentAmount', () => {
  const body = (extra: Partial<Parameters<typeof paymentAmount>[0]>) => ({
    order_id: 1,
    payment_method_id: 'cash' as const,
    is_partial: false,
    payment_reference: undefined,
    cash: 0,
    ...extra,
  });
  it('takes the remaining amount for a card, whatever is sent', () => {
    expect(paymentAmount(body({ payment_method_id: 'visa', cash: 1 }), 5000)).toEqual({
      amount: 5000,
      change: 0,
    });
  });
  it('gives change for full cash above the total', () => {
    expect(paymentAmount(body({ cash: 6000 }), 5000)).toEqual({ amount: 5000, change: 1000 });
  });
  it('takes partial cash up to the total', () => {
    expect(paymentAmount(body({ cash: 2000, is_partial: true }), 5000)).toEqual({
      amount: 2000,
      change: 0,
    });
    expect(() => paymentAmount(body({ cash: 5001, is_partial: true }), 5000)).toThrow(
      'Partial payment amount cannot exceed order total',
    );
  });
  it("refuses short full cash and zero cash with the spec's messages", () => {
    expect(() => paymentAmount(body({ cash: 4999 }), 5000)).toThrow(
      'Cash amount must be greater than or equal to order total for full payment',
    );
    expect(() => paymentAmount(body({ cash: 0 }), 5000)).toThrow(
      'Please enter a valid cash amount',
    );
  });
});

describe('RouteTable', () => {
  it('answers the methods of a path, with regex parameters', () => {
    const table = new RouteTable();
    table.add('GET', '/api/pos/order');
    table.add('POST', '/api/pos/order');
    table.add('DELETE', '/api/pos/:id{[0-9]+}');
    table.add('GET', '/api/meta/car_models/:brandId');
    expect(table.allowed('/api/pos/order')).toEqual(['GET', 'POST']);
    expect(table.allowed('/api/pos/12')).toEqual(['DELETE']);
    expect(table.allowed('/api/pos/abc')).toEqual([]);
    expect(table.allowed('/api/meta/car_models/x')).toEqual(['GET']);
  });
});

describe('orders helpers', () => {
  it('numbers orders LM- and the padded id, and lower-cases the search text', () => {
    expect(orderNumberFor(42)).toBe('LM-000042');
    expect(searchText('LM-000042', 'Ahmed Khan', 'A', '12345')).toBe(
      'lm-000042 ahmed khan a12345 a 12345',
    );
  });
});

describe('safeFileName', () => {
  it('drops control characters and keeps the rest of the name', () => {
    expect(safeFileName('rec\u0000eipt\u001f.png')).toBe('receipt.png');
    expect(safeFileName('فاتورة.pdf')).toBe('فاتورة.pdf');
  });
  it("falls back to 'attachment' when nothing printable is left", () => {
    expect(safeFileName('\u0000\u0007 ')).toBe('attachment');
  });
});
