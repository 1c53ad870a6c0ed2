import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CounterBranchContext, counterBranchOf } from '../../shared/session/counter-branch.js';
import { ordersEn, type OrdersKey } from './orders-en.js';
import { PaymentReceipt } from './payment-receipt.js';
import type { OrdersText } from './use-orders-text.js';

const t: OrdersText = (key) => (key in ordersEn ? ordersEn[key as OrdersKey] : key);

const payment = {
  id: 5,
  order_id: 9,
  reference_number: 'PAY-5',
  payment_method_id: 'cash',
  payment_reference: null,
  amount: 10_500,
  change: null,
  is_partial: false,
  // Half past nine on a UTC evening: half past one the next morning in Dubai.
  created_at: '2026-11-26T21:30:00Z',
};
const order = { id: 9, order_number: 'LM-000009', total_price: 10_500, cash: 10_500 };

// The till keeps UTC, as a tablet set up abroad or never set may.
beforeAll(() => {
  vi.stubEnv('TZ', 'UTC');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('PaymentReceipt', () => {
  it("dates the payment on the branch's clock, not the till's", () => {
    expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('UTC');
    render(
      <CounterBranchContext.Provider
        value={counterBranchOf({ id: 1, time_zone: 'Asia/Dubai', business_name: 'Lamaa' })}
      >
        <PaymentReceipt payment={payment} order={order} t={t} onCopy={() => {}} />
      </CounterBranchContext.Provider>,
    );
    const receipt = screen.getByTestId('payment-receipt');
    expect(receipt.textContent).toContain('27/11/2026, 1:30 AM');
    expect(receipt.textContent).not.toContain('26/11/2026');
  });
});
