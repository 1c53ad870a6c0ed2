import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { officeData } from '../../test/office-fake.js';
import { renderOffice } from '../../test/render-office.js';

/** An approval at the counter as the server writes it: the approver is who, the order what. */
function approvalRow() {
  return {
    id: 3,
    at: '2026-11-25T07:00:00.000Z',
    local_time: '2026-11-25 11:00',
    time_zone: 'Asia/Dubai',
    employee: { id: 7, name: { en: 'Mona Manager', ar: 'منى المديرة' } },
    branch: { id: 1, name: { en: 'Al Quoz', ar: 'القوز' } },
    action: 'approval.grant',
    subject: { type: 'order', id: 41 },
    before: null,
    after: {
      approved: 'large-discount',
      cashier: 'Sami Cashier',
      order_number: 'LM-000041',
      discount: 60,
    },
  };
}

describe('an approval at the counter in the audit log', () => {
  it.each([
    ['en', 'Approval at the counter', 'Mona Manager'],
    ['ar', 'موافقة عند الكاشير', 'منى المديرة'],
  ] as const)(
    'reads in %s with the approver, the cashier and the order',
    async (language, what, who) => {
      const data = officeData();
      data.audit = [approvalRow(), ...data.audit] as typeof data.audit;
      renderOffice('/office/audit', { signedIn: true, data, language });
      const row = (await screen.findByRole('rowheader', { name: '2026-11-25 11:00' })).closest(
        'tr',
      );
      if (!row) throw new Error('no approval row');
      expect(within(row).getByText(what)).toBeTruthy();
      expect(within(row).getByText(who)).toBeTruthy();
      expect(within(row).getByText(/cashier: Sami Cashier/)).toBeTruthy();
      expect(within(row).getByText(/order_number: LM-000041/)).toBeTruthy();
    },
  );
});
