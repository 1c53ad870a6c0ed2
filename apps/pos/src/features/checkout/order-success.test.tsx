import { orderSchema } from '@lamaa/api-client/schemas';
import { createToasts } from '@lamaa/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CounterBranchContext, counterBranchOf } from '../../shared/session/counter-branch.js';
import { ToastsContext } from '../../shared/toasts-context.js';
import { checkoutEn, type CheckoutKey } from './checkout-en.js';
import { OrderSuccess } from './order-success.js';
import type { CheckoutText } from './use-checkout-text.js';

const t: CheckoutText = (key) => (key in checkoutEn ? checkoutEn[key as CheckoutKey] : key);

const toasts = createToasts();
const withToasts = (ui: ReactNode) =>
  render(<ToastsContext.Provider value={toasts}>{ui}</ToastsContext.Provider>);

const wire = {
  id: 9,
  order_number: 'LM-000009',
  status: 'pending',
  total_price: 105,
  cash: 105,
  subtotal_price: 100,
  items: [{ id: 1, quantity: 1, price: 100, name: { en: 'Wash', ar: 'غسيل' } }],
  created_at: '2026-11-26T06:00:00.000Z',
};

// The till keeps UTC, as a tablet set up abroad or never set may.
beforeAll(() => {
  vi.stubEnv('TZ', 'UTC');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

/** The receipt as the counter of a Dubai branch of Lamaa Car Care shows it. */
const withBranch = (ui: ReactNode, logoUrl: string | null = null) =>
  withToasts(
    <CounterBranchContext.Provider
      value={counterBranchOf({
        id: 1,
        time_zone: 'Asia/Dubai',
        business_name: 'Lamaa Car Care',
        logo_url: logoUrl,
      })}
    >
      {ui}
    </CounterBranchContext.Provider>,
  );

describe('OrderSuccess', () => {
  it("dates the order on the branch's clock, not the till's", () => {
    expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('UTC');
    const order = orderSchema.parse({ ...wire, created_at: '2026-11-26T21:30:00Z' });
    withBranch(<OrderSuccess order={order} message="" onClose={() => {}} t={t} />);
    const receipt = screen.getByTestId('order-receipt');
    expect(receipt.textContent).toContain('Date');
    expect(receipt.textContent).toContain('27/11/2026, 1:30 AM');
  });

  it("heads the receipt with the business's logo, named by the business, when it has one", () => {
    const order = orderSchema.parse(wire);
    withBranch(
      <OrderSuccess order={order} message="" onClose={() => {}} t={t} />,
      '/api/images/abc.webp',
    );
    const logo = within(screen.getByTestId('order-receipt')).getByRole('img', {
      name: 'Lamaa Car Care',
    });
    expect(logo.getAttribute('src')).toBe('/api/images/abc.webp');
  });

  it('prints no picture for a business without a logo', () => {
    withBranch(
      <OrderSuccess order={orderSchema.parse(wire)} message="" onClose={() => {}} t={t} />,
    );
    expect(within(screen.getByTestId('order-receipt')).queryByRole('img')).toBeNull();
  });

  it('prints the VAT and links the tax invoice in both languages', () => {
    const order = orderSchema.parse({
      ...wire,
      vat: { rate_percent: 5, prices_include_vat: false, net_price: 100, vat_price: 5 },
      tax_invoice: { number: 'INV-000003', kind: 'simplified', url: '/i/abcdefghijklmnopqrstuvwx' },
    });
    withToasts(<OrderSuccess order={order} message="Order submitted" onClose={() => {}} t={t} />);
    const receipt = screen.getByTestId('order-receipt');
    expect(receipt.textContent).toContain('VAT 5 %');
    expect(receipt.textContent).toContain('ضريبة القيمة المضافة 5 %');
    expect(receipt.textContent).toContain('AED 5.00');
    const link = within(receipt).getByRole('link', { name: 'INV-000003' });
    expect(link.getAttribute('href')).toBe('/i/abcdefghijklmnopqrstuvwx');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('writes the booking as the receipts write dates, the same on both halves, not ISO', () => {
    const order = orderSchema.parse({ ...wire, booking_date: '2026-11-26', booking_time: '14:00' });
    withToasts(<OrderSuccess order={order} message="Order submitted" onClose={() => {}} t={t} />);
    const receipt = screen.getByTestId('order-receipt');
    expect(receipt.textContent).toContain('26/11/2026, 2:00 PM');
    expect(receipt.textContent).not.toContain('2026-11-26');
  });

  it('groups the thousands of an amount, as the screens do', () => {
    const order = orderSchema.parse({ ...wire, subtotal_price: 1039.5, total_price: 1039.5 });
    withToasts(<OrderSuccess order={order} message="Order submitted" onClose={() => {}} t={t} />);
    expect(screen.getByTestId('order-receipt').textContent).toContain('AED 1,039.50');
  });

  it("copies the invoice page's whole address for the customer", async () => {
    const user = userEvent.setup();
    const order = orderSchema.parse({
      ...wire,
      tax_invoice: { number: 'INV-000004', kind: 'simplified', url: '/i/abcdefghijklmnopqrstuvwx' },
    });
    withToasts(<OrderSuccess order={order} message="" onClose={() => {}} t={t} />);
    await user.click(screen.getByRole('button', { name: 'Copy invoice link' }));
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/i/abcdefghijklmnopqrstuvwx`,
    );
  });

  it('shows neither for a business without VAT', () => {
    withToasts(
      <OrderSuccess order={orderSchema.parse(wire)} message="" onClose={() => {}} t={t} />,
    );
    const receipt = screen.getByTestId('order-receipt');
    expect(receipt.textContent).not.toContain('VAT');
    expect(within(receipt).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy invoice link' })).toBeNull();
  });
});
