import { orderSchema } from '@lamaa/api-client/schemas';
import { LocaleProvider } from '@lamaa/ui';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderDetailsDialog } from './order-details-dialog.js';
import { ordersAr } from './orders-ar.js';
import type { OrdersKey } from './orders-en.js';
import type { OrdersText } from './use-orders-text.js';

const t: OrdersText = (key) => (key in ordersAr ? ordersAr[key as OrdersKey] : key);

/** A split payment: cash into the drawer, the rest by card into the terminal. */
const part = (id: number, method: string, en: string, ar: string) => ({
  id,
  method,
  amount: 50,
  vault_id: id,
  vault_name: en,
  vault_name_ar: ar,
  reference: null,
  created_at: '2026-11-26T21:30:00Z',
});
const order = orderSchema.parse({
  id: 9,
  order_number: 'LM-000009',
  status: 'completed',
  total_price: 100,
  cash: 100,
  subtotal_price: 100,
  items: [],
  created_at: '2026-11-26T21:30:00Z',
  payments: [
    part(1, 'cash', 'Cash Drawer', 'درج النقد'),
    part(2, 'visa', 'Visa Terminal', 'جهاز الفيزا'),
  ],
});

describe('OrderDetailsDialog', () => {
  it('names the vaults of a split payment in Arabic on an Arabic screen', async () => {
    render(
      <LocaleProvider language="ar">
        <OrderDetailsDialog order={order} t={t} onClose={() => {}} />
      </LocaleProvider>,
    );
    const text = (await screen.findByRole('dialog')).textContent ?? '';
    expect(text).toContain('درج النقد');
    expect(text).toContain('جهاز الفيزا');
    expect(text).not.toContain('Cash Drawer');
  });
});
