import { describe, expect, it } from 'vitest';
import { orderActions } from './order-actions.js';

describe('orderActions', () => {
  it('offers Complete Payment only when the payment status is not Paid', () => {
    expect(orderActions({ status: 'processing', payment_status: 'Paid' })).toEqual(['view']);
    expect(orderActions({ status: 'processing', payment_status: 'PAID' })).toEqual(['view']);
    expect(orderActions({ status: 'processing', payment_status: 'Partially paid' })).toEqual([
      'view',
      'pay',
    ]);
    expect(orderActions({ status: 'processing', payment_status: null })).toEqual(['view', 'pay']);
  });

  it('offers no Complete Payment on a cancelled order: no money is taken for a job not done', () => {
    expect(orderActions({ status: 'Cancelled', payment_status: null })).toEqual(['view', 'delete']);
    expect(orderActions({ status: 'cancelled', payment_status: 'Partially paid' })).toEqual([
      'view',
    ]);
  });

  it('offers Delete Order only for pending, cancelled or waiting for payment, in any case', () => {
    expect(orderActions({ status: 'Pending', payment_status: null })).toEqual([
      'view',
      'pay',
      'delete',
    ]);
    expect(orderActions({ status: 'CANCELLED', payment_status: 'Unpaid' })).toEqual([
      'view',
      'delete',
    ]);
    expect(orderActions({ status: 'Waiting for payment', payment_status: null })).toEqual([
      'view',
      'pay',
      'delete',
    ]);
    for (const status of ['processing', 'received', 'completed', 'delivered']) {
      expect(orderActions({ status, payment_status: null })).not.toContain('delete');
    }
  });

  it('offers no Delete Order once money was taken: a refund undoes a payment, not a delete', () => {
    expect(orderActions({ status: 'Pending', payment_status: 'Paid' })).toEqual(['view']);
    expect(orderActions({ status: 'Pending', payment_status: 'Partially paid' })).toEqual([
      'view',
      'pay',
    ]);
    expect(orderActions({ status: 'cancelled', payment_status: 'PAID' })).toEqual(['view']);
  });

  it('offers Refund once money was taken and some of it is left to give back', () => {
    const paid = { status: 'completed', payment_status: 'Paid', cash: 10_500 };
    expect(orderActions({ ...paid, refunded: 0 })).toEqual(['view', 'refund']);
    expect(orderActions({ ...paid, payment_status: 'Partially refunded', refunded: 500 })).toEqual([
      'view',
      'pay',
      'refund',
    ]);
    expect(orderActions({ ...paid, payment_status: 'Refunded', refunded: 10_500 })).toEqual([
      'view',
      'pay',
    ]);
    expect(orderActions({ status: 'pending', payment_status: null, cash: 0 })).not.toContain(
      'refund',
    );
  });
});
