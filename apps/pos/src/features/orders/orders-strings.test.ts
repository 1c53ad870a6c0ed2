import { describe, expect, it } from 'vitest';
import { ordersAr } from './orders-ar.js';
import { ordersEn } from './orders-en.js';

describe('orders strings', () => {
  it('has an Arabic text in Arabic script for every English key', () => {
    expect(Object.keys(ordersAr).sort()).toEqual(Object.keys(ordersEn).sort());
    for (const [key, text] of Object.entries(ordersAr)) {
      expect(text, key).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('keeps the spec wording of the screen and the payment dialog', () => {
    expect(ordersEn['orders.search-placeholder']).toBe('search by order number, customer name');
    expect([ordersEn['orders.total-orders'], ordersEn['orders.orders-found']]).toEqual([
      'Total Orders',
      'Orders Found',
    ]);
    expect([
      ordersEn['orders.col-order'],
      ordersEn['orders.col-customer'],
      ordersEn['orders.col-status'],
      ordersEn['orders.col-payment'],
      ordersEn['orders.col-total'],
      ordersEn['orders.col-date'],
      ordersEn['orders.col-actions'],
    ]).toEqual(['Order', 'Customer', 'Status', 'Payment', 'Total', 'Date', 'Actions']);
    expect([
      ordersEn['orders.view-order'],
      ordersEn['orders.complete-payment'],
      ordersEn['orders.delete-order'],
    ]).toEqual(['View Order', 'Complete Payment', 'Delete Order']);
    expect(ordersEn['orders.method-required']).toBe('Please select a payment method');
    expect(ordersEn['orders.cash-invalid']).toBe('Please enter a valid cash amount');
    expect(ordersEn['orders.partial-exceeds-total']).toBe(
      'Partial payment amount cannot exceed order total',
    );
    expect(ordersEn['orders.cash-below-total']).toBe(
      'Cash amount must be greater than or equal to order total for full payment',
    );
  });
});
