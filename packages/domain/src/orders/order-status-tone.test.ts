import { describe, expect, it } from 'vitest';
import {
  isOrderDeletable,
  orderDeleteRefusal,
  orderPaymentRefusal,
  isOrderPaid,
  normaliseStatus,
  orderStatusTone,
  paymentStatusTone,
} from './order-status-tone.js';

describe('orderStatusTone', () => {
  it('shows pending and waiting for payment amber', () => {
    expect(orderStatusTone('pending')).toBe('amber');
    expect(orderStatusTone('Waiting for payment')).toBe('amber');
    expect(orderStatusTone('waiting_for_payment')).toBe('amber');
    expect(orderStatusTone('WAITING-FOR-PAYMENT')).toBe('amber');
  });

  it('shows processing and received blue', () => {
    expect(orderStatusTone('processing')).toBe('blue');
    expect(orderStatusTone('Received')).toBe('blue');
  });

  it('shows completed and delivered green, cancelled red', () => {
    expect(orderStatusTone('completed')).toBe('green');
    expect(orderStatusTone(' Delivered ')).toBe('green');
    expect(orderStatusTone('cancelled')).toBe('red');
  });

  it('shows any other status neutral', () => {
    expect(orderStatusTone('on hold')).toBe('neutral');
    expect(orderStatusTone(null)).toBe('neutral');
    expect(orderStatusTone(undefined)).toBe('neutral');
  });

  it('folds case and separators when normalising', () => {
    expect(normaliseStatus('  Waiting__for - Payment ')).toBe('waiting for payment');
  });
});

describe('payment status', () => {
  it('is green only when paid', () => {
    expect(paymentStatusTone('Paid')).toBe('green');
    expect(paymentStatusTone('partially paid')).toBe('red');
    expect(paymentStatusTone('unpaid')).toBe('red');
    expect(paymentStatusTone(null)).toBe('red');
  });

  it('offers Complete Payment only when the order is not Paid', () => {
    expect(isOrderPaid('Paid')).toBe(true);
    expect(isOrderPaid('PAID')).toBe(true);
    expect(isOrderPaid('Partially Paid')).toBe(false);
  });
});

describe('orderPaymentRefusal', () => {
  it('refuses a payment on a paid or a cancelled order, in any case, and takes the rest', () => {
    expect(orderPaymentRefusal({ status: 'pending', payment_status: 'PAID' })).toBe(
      'order.already-paid',
    );
    expect(orderPaymentRefusal({ status: 'Cancelled', payment_status: null })).toBe(
      'order.cancelled-not-payable',
    );
    expect(orderPaymentRefusal({ status: 'cancelled', payment_status: 'Paid' })).toBe(
      'order.already-paid',
    );
    expect(orderPaymentRefusal({ status: 'processing', payment_status: 'Partially paid' })).toBe(
      null,
    );
    expect(orderPaymentRefusal({ status: 'waiting for payment', payment_status: null })).toBe(null);
  });
});

describe('orderDeleteRefusal', () => {
  it('keeps an order on which money was taken and given back', () => {
    for (const payment_status of ['Refunded', 'Partially refunded']) {
      expect(orderDeleteRefusal({ status: 'Pending', payment_status })).toBe('order.has-payments');
    }
  });

  it('allows an unpaid order in a deletable status', () => {
    expect(orderDeleteRefusal({ status: 'Pending', payment_status: null })).toBeNull();
    expect(orderDeleteRefusal({ status: 'cancelled', payment_status: 'Unpaid' })).toBeNull();
  });

  it('refuses a status that cannot be deleted before looking at payments', () => {
    expect(orderDeleteRefusal({ status: 'completed', payment_status: 'Paid' })).toBe(
      'order.status-not-deletable',
    );
  });

  it('refuses a deletable status once anything was paid', () => {
    for (const payment of ['Paid', 'partially paid', 'Partially_Paid'])
      expect(orderDeleteRefusal({ status: 'Pending', payment_status: payment })).toBe(
        'order.has-payments',
      );
  });
});

describe('isOrderDeletable', () => {
  it('allows Delete Order only when status, case-insensitively, is pending, cancelled or waiting for payment', () => {
    expect(isOrderDeletable('Pending')).toBe(true);
    expect(isOrderDeletable('CANCELLED')).toBe(true);
    expect(isOrderDeletable('Waiting for payment')).toBe(true);
    expect(isOrderDeletable('waiting_for_payment')).toBe(true);
  });

  it('refuses every other status', () => {
    for (const status of ['processing', 'received', 'completed', 'delivered', '', null]) {
      expect(isOrderDeletable(status)).toBe(false);
    }
  });
});
