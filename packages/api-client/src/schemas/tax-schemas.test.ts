import { describe, expect, it } from 'vitest';
import { order } from '../test/fixtures.js';
import { cartPricingSchema } from './cart-schemas.js';
import { orderSchema } from './order-schemas.js';

const vat = { rate_percent: 5, prices_include_vat: false, net_price: 165.98, vat_price: 8.3 };
const invoice = { number: 'INV-000012', kind: 'simplified', url: '/i/abcdefghijklmnopqrstuvwx' };

describe('VAT and the tax invoice in answers', () => {
  it("reads an order's VAT in fils and its tax invoice as sent", () => {
    const read = orderSchema.parse({ ...order, vat, tax_invoice: invoice });
    expect(read.vat).toEqual({
      rate_percent: 5,
      prices_include_vat: false,
      net_price: 16598,
      vat_price: 830,
    });
    expect(read.tax_invoice).toEqual(invoice);
  });

  it('reads an order without them (a business without VAT, an older server) as null', () => {
    const read = orderSchema.parse(order);
    expect(read.vat).toBeNull();
    expect(read.tax_invoice).toBeNull();
  });

  it('refuses a tax invoice of an unknown kind', () => {
    const kind = { ...invoice, kind: 'proforma' };
    expect(orderSchema.safeParse({ ...order, tax_invoice: kind }).success).toBe(false);
  });

  it("reads the cart pricing's VAT in fils", () => {
    const read = cartPricingSchema.parse({
      success: true,
      vat: { ...vat, prices_include_vat: true },
    });
    expect(read.vat).toEqual({
      rate_percent: 5,
      prices_include_vat: true,
      net_price: 16598,
      vat_price: 830,
    });
  });
});
