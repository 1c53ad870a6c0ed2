// Closing a shift AED 5 short when the variance is above the threshold: the close call asks
// for a manager, and the counter's one approval dialog opens over the review; Escape goes back
// to the review as it was (the reason kept, no error), the right PIN closes with the token.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { approvalsHandler } from '../../test/approval-fakes.js';
import { API, fakeApi, resetFakeApi } from '../../test/fake-api.js';
import { renderPos } from '../../test/render-pos.js';
import { openShift, shiftsHandlers } from './shifts-fake-api.js';

const person = { id: 1, name: 'Cara Cashier', name_ar: 'كارا' };
/** The shift's report: an X report while it is open, the Z report once closed. */
function report(isClosed: boolean) {
  return {
    id: 8,
    kind: isClosed ? 'Z' : 'X',
    z_number: isClosed ? 7 : null,
    status: isClosed ? 'closed' : 'open',
    vault: { id: 3, title: 'Main Till' },
    branch_id: 1,
    opened_by: person,
    opened_at: openShift.opened_at,
    closed_by: isClosed ? person : null,
    closed_at: isClosed ? '2026-11-26T17:00:00Z' : null,
    float: 200,
    float_counts: null,
    sales: [{ method: 'cash', count: 1, amount: 100.25 }],
    refunds: { count: 0, amount: 0 },
    voids: { count: 0, amount: 0 },
    discounts: 0,
    vat: 0,
    cash: {
      tendered: 100.25,
      change: 0,
      cash_sales: 100.25,
      refunds: 0,
      cash_in: 0,
      cash_out: 0,
      expected: 300.25,
    },
    movements: [],
    counted: isClosed ? 295.25 : null,
    counted_counts: null,
    variance: isClosed ? -5 : null,
    variance_reason: isClosed ? 'change given twice' : null,
    approved_by: isClosed ? { id: 2, name: 'Mona Manager', name_ar: 'منى' } : null,
    first_invoice: null,
    last_invoice: null,
    report_url: isClosed ? '/z/abcdefghijklmnopqrstuvwx' : null,
  };
}

const asked: { token: string | null; body: unknown }[] = [];

const handlers = [
  ...shiftsHandlers,
  http.get(`${API}/pos/shifts/8`, () => HttpResponse.json({ data: report(false) })),
  http.get(`${API}/pos/shift-settings`, () =>
    HttpResponse.json({ data: { cash_needs_shift: false, variance_threshold: 2 } }),
  ),
  http.post(`${API}/pos/shifts/8/close`, async ({ request }) => {
    const token = request.headers.get('Approval-Token');
    asked.push({ token, body: await request.json() });
    if (token !== 'tok-1')
      return HttpResponse.json(
        {
          code: 'approval.required',
          message: "This needs a manager's approval.",
          params: { actions: 'shift-variance' },
        },
        { status: 403 },
      );
    return HttpResponse.json({ data: report(true) });
  }),
  approvalsHandler('tok-1', (body) => asked.push({ token: null, body })),
];

beforeAll(() => fakeApi.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => fakeApi.use(...handlers));
afterEach(() => {
  fakeApi.resetHandlers();
  resetFakeApi();
  asked.length = 0;
});
afterAll(() => fakeApi.close());

describe('closing a shift with a difference above the threshold', () => {
  it('asks the manager in the approval dialog; Escape keeps the review, the PIN closes', async () => {
    const user = userEvent.setup();
    renderPos('/shifts', { signedIn: true });
    const card = await screen.findByRole('article', { name: 'Main Till' });
    await user.click(within(card).getByRole('button', { name: 'Close shift' }));
    const count = await screen.findByRole('dialog', { name: 'Count the drawer' });
    await user.click(within(count).getByRole('button', { name: 'Type the total' }));
    await user.type(within(count).getByLabelText(/Total/), '295.25');
    await user.click(within(count).getByRole('button', { name: 'Submit count' }));
    const review = await screen.findByRole('dialog', { name: 'Expected and counted' });
    const reason = await within(review).findByLabelText(/Reason for the difference/);
    await user.type(reason, 'change given twice');
    await user.click(within(review).getByRole('button', { name: 'Close and print Z' }));

    const approval = await screen.findByRole('dialog', { name: "Manager's approval" });
    expect(approval.textContent).toContain('closing a shift with a cash difference');
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: "Manager's approval" })).toBeNull(),
    );
    const back = screen.getByRole('dialog', { name: 'Expected and counted' });
    expect(within(back).getByLabelText(/Reason for the difference/)).toHaveProperty(
      'value',
      'change given twice',
    );
    expect(within(back).queryByRole('alert')).toBeNull();

    await user.click(within(back).getByRole('button', { name: 'Close and print Z' }));
    const again = await screen.findByRole('dialog', { name: "Manager's approval" });
    await user.type(within(again).getByLabelText(/Manager PIN/), '2468{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Shift closed' })).toBeTruthy();
    const closing = { counted: 295.25, reason: 'change given twice' };
    expect(asked).toEqual([
      { token: null, body: closing },
      { token: null, body: closing },
      { token: null, body: { pin: '2468', actions: ['shift-variance'], shift_id: 8 } },
      { token: 'tok-1', body: closing },
    ]);
  });
});
