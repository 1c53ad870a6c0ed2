import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReceiptPlanLines, soldPlanFacts } from './sold-plan.js';

const book = {
  id: 41,
  kind: 'uses' as const,
  starts_on: '2026-11-26',
  ends_on: '2027-05-25',
  uses_total: 10,
  uses_left: 9,
  value_total: null,
  value_left: null,
};
const line = {
  id: 90,
  purchasable_id: 31,
  purchasable_type: 'plan',
  name: { en: '10-wash book', ar: 'دفتر ١٠ غسلات' },
  quantity: 1,
  price: 30000,
  options: [],
};

describe('what a sold plan line shows', () => {
  it('gives its dates as the receipts write them and its balance by kind', () => {
    expect(soldPlanFacts(book)).toEqual([
      { key: 'valid', value: '26/11/2026 – 25/05/2027' },
      { key: 'washes-left', value: '9 / 10' },
    ]);
    const wallet = { ...book, kind: 'value' as const, uses_total: null, uses_left: null };
    expect(soldPlanFacts({ ...wallet, value_total: 50000, value_left: 12050 })[1]).toEqual({
      key: 'balance-left',
      value: 'AED 120.50',
    });
    expect(soldPlanFacts({ ...wallet, kind: 'unlimited' })[1]).toEqual({
      key: 'use',
      value: { key: 'unlimited' },
    });
  });

  it('prints both languages on the receipt, or that it starts on full payment, for plan lines only', () => {
    const { rerender } = render(
      <ul>
        <ReceiptPlanLines item={{ ...line, entitlement: book }} />
      </ul>,
    );
    const printed = screen.getByTestId('receipt-plan').textContent;
    expect(printed).toContain('Washes left');
    expect(printed).toContain('الغسلات المتبقية');
    expect(printed).toContain('9 / 10');
    rerender(
      <ul>
        <ReceiptPlanLines item={{ ...line, entitlement: null }} />
      </ul>,
    );
    expect(screen.getByTestId('receipt-plan').textContent).toContain(
      'Starts once the order is paid in full',
    );
    rerender(
      <ul>
        <ReceiptPlanLines item={{ ...line, purchasable_type: 'service' }} />
      </ul>,
    );
    expect(screen.queryByTestId('receipt-plan')).toBeNull();
  });
});
