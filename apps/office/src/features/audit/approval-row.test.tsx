import { formatMoney } from '@lamaa/ui';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { officeData } from '../../test/office-fake.js';
import { renderOffice } from '../../test/render-office.js';

const manager = { id: 7, name: { en: 'Mona Manager', ar: 'منى المديرة' } };
const cashier = { id: 5, name: { en: 'Sami Cashier', ar: 'سامي الكاشير' } };
const branch = { id: 1, name: { en: 'Al Quoz', ar: 'القوز' } };

/** A counter row as the server writes it, at its own minute so each has its row header. */
function counterRow(id: number, minute: string, row: Record<string, unknown>) {
  return {
    id,
    at: `2026-11-25T07:${minute}:00.000Z`,
    local_time: `2026-11-25 11:${minute}`,
    time_zone: 'Asia/Dubai',
    branch,
    before: null,
    ...row,
  };
}

const rows = [
  counterRow(3, '00', {
    employee: manager,
    action: 'approval.grant',
    subject: { type: 'order', id: 41 },
    after: {
      approved: 'large-discount',
      cashier_id: 5,
      cashier: 'Sami Cashier',
      order_number: 'LM-000041',
      discount: 60,
    },
  }),
  counterRow(4, '01', {
    employee: cashier,
    action: 'order.create',
    subject: { type: 'order', id: 41 },
    after: {
      order_number: 'LM-000041',
      total: 240.5,
      paid: 240.5,
      customer: 'Omar',
      vehicle: '3 92229',
      method: 'cash',
    },
  }),
  counterRow(5, '02', {
    employee: manager,
    action: 'approval.issue',
    subject: { type: 'approval', id: 9 },
    after: { approved: 'lowered-price, large-discount', cashier_id: 5, cashier: 'Sami Cashier' },
    approval_status: 'unused',
  }),
];

async function rowAt(minute: string): Promise<HTMLElement> {
  // 07:mm UTC read on Dubai's clock, in either language's date form.
  const header = await screen.findByRole('rowheader', { name: new RegExp(`\\b11:${minute}\\b`) });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row at ${minute}`);
  return row;
}

/** The detail lines of a row as read, one a list item. */
const detailsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the counter in the audit log', () => {
  it.each([
    {
      language: 'en',
      approval: 'Approval at the counter',
      who: 'Mona Manager',
      lines: ['Approval for: a large discount', 'Cashier: Sami Cashier', 'Order: LM-000041'],
      sale: ['Sale', 'Sami Cashier', 'Paid by: Cash', 'Vehicle: 3 92229'],
      given: [
        'Approval given (PIN accepted)',
        'Approval for: a price below the list price and a large discount',
        'Approval: never used, expired',
      ],
    },
    {
      language: 'ar',
      approval: 'موافقة عند الكاشير',
      who: 'منى المديرة',
      lines: ['موافقة على: خصم كبير', 'الكاشير: Sami Cashier', 'الطلب: LM-000041'],
      sale: ['بيع', 'سامي الكاشير', 'طريقة الدفع: نقدًا', 'المركبة: 3 92229'],
      given: [
        'منح موافقة (الرقم السري صحيح)',
        'موافقة على: سعر أقل من سعر القائمة وخصم كبير',
        'الموافقة: انتهت دون استخدام',
      ],
    },
  ] as const)(
    'reads in $language: the approval kind as words, money as AED, the sale by its cashier',
    async ({ language, approval, who, lines, sale, given }) => {
      const data = officeData();
      data.audit = [...[...rows].reverse(), ...data.audit] as typeof data.audit;
      renderOffice('/office/audit', { signedIn: true, data, language });
      const granted = await rowAt('00');
      expect(within(granted).getByText(approval)).toBeTruthy();
      expect(within(granted).getByText(who)).toBeTruthy();
      expect(detailsOf(granted)).toEqual(expect.arrayContaining([...lines]));
      expect(granted.textContent).toContain(formatMoney(6000, language));
      expect(granted.textContent).not.toContain('cashier_id');
      const made = await rowAt('01');
      const [what, by, ...saleLines] = sale;
      expect(within(made).getByText(what)).toBeTruthy();
      expect(within(made).getByText(by)).toBeTruthy();
      expect(detailsOf(made)).toEqual(expect.arrayContaining([...saleLines]));
      expect(made.textContent).toContain(formatMoney(24050, language));
      // A plate of digits only reads "92229 3" in an Arabic line unless it is set left to right.
      expect(within(made).getByText('3 92229').getAttribute('dir')).toBe('ltr');
      const issued = await rowAt('02');
      const [action, ...givenLines] = given;
      expect(within(issued).getByText(action)).toBeTruthy();
      expect(detailsOf(issued)).toEqual(expect.arrayContaining([...givenLines]));
    },
  );
});
