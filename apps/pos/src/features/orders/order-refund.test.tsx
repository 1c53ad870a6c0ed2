// Refunding an order at the counter: the Refund action opens the dialog, one item is chosen,
// the server asks for a manager's approval, the PIN dialog takes 2468, the refund goes through
// with the token and the result links its tax credit note; a refusal is said in Arabic too.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney } from '@lamaa/ui';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { approvalsHandler } from '../../test/approval-fakes.js';
import { API, fakeApi, resetFakeApi } from '../../test/fake-api.js';
import { renderPos } from '../../test/render-pos.js';
import { ordersHandlers, ordersState, resetOrdersApi } from './orders-fake-api.js';

const sent: { token: string | null; body: unknown }[] = [];

const refundHandlers = [
  http.post(`${API}/pos/refunds`, async ({ request }) => {
    const token = request.headers.get('Approval-Token');
    const body = (await request.json()) as { order_id: number; amount?: number };
    sent.push({ token, body });
    if (token !== 'tok-1') {
      return HttpResponse.json(
        { code: 'approval.required', message: 'Needs approval.', params: { actions: 'refund' } },
        { status: 403 },
      );
    }
    if (body.amount !== undefined) {
      return HttpResponse.json(
        {
          code: 'refund.exceeds-refundable',
          message: 'Too much.',
          params: { max: '105.00' },
        },
        { status: 422 },
      );
    }
    const order = ordersState.orders.find((entry) => entry.id === body.order_id);
    const note = { number: 'CN-000001', url: '/c/tok-credit-note', invoice_number: 'INV-000019' };
    return HttpResponse.json(
      {
        data: {
          refund: {
            id: 1,
            order_id: body.order_id,
            mode: 'lines',
            reason: 'customer-unhappy',
            method: 'cash',
            amount: 110,
            vat: 0,
            created_at: '2026-11-26T08:00:00Z',
          },
          credit_note: note,
          order: { ...order, payment_status: 'Refunded', refunded: 105, credit_notes: [note] },
        },
      },
      { status: 201 },
    );
  }),
  approvalsHandler('tok-1'),
];

beforeAll(() => fakeApi.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => fakeApi.use(...refundHandlers, ...ordersHandlers));
afterEach(() => {
  fakeApi.resetHandlers();
  resetFakeApi();
  resetOrdersApi();
  sent.length = 0;
});
afterAll(() => fakeApi.close());

async function openRefund(
  user: ReturnType<typeof userEvent.setup>,
  actions: string,
  refund: string,
) {
  const row = (await screen.findByText('#ORD-1019')).closest('[role="row"]');
  if (!row) throw new Error('no order row');
  await user.click(within(row as HTMLElement).getByRole('button', { name: actions }));
  await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: refund }));
}

describe('a refund at the counter', () => {
  it("refunds a chosen item with the manager's PIN and links the credit note", async () => {
    const user = userEvent.setup();
    renderPos('/orders', { signedIn: true });
    await openRefund(user, 'Actions for order #ORD-1019', 'Refund');
    const dialog = await screen.findByRole('dialog', { name: 'Refund order #ORD-1019' });
    await user.click(within(dialog).getByRole('radio', { name: 'Chosen items' }));
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Choose at least one item to refund.')).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: /Exterior Wash/ }));
    await user.click(within(dialog).getByRole('radio', { name: 'Cash' }));
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    const approval = await screen.findByRole('dialog', { name: "Manager's approval" });
    await user.type(within(approval).getByLabelText(/Manager PIN/), '2468{Enter}');
    const link = await screen.findByRole('link', { name: 'Open credit note CN-000001' });
    expect(link.getAttribute('href')).toBe('/c/tok-credit-note');
    expect(sent.map((entry) => entry.token)).toEqual([null, 'tok-1']);
    expect(sent[1]?.body).toEqual({
      order_id: 19,
      mode: 'lines',
      line_ids: [190],
      reason: 'customer-unhappy',
      method: 'cash',
    });
    const result = screen.getByRole('dialog', { name: 'Refund done' });
    const closers = within(result).getAllByRole('button', { name: 'Close' });
    await user.click(closers[closers.length - 1] ?? result);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("says the server's refusal in Arabic and keeps the dialog", async () => {
    const user = userEvent.setup();
    renderPos('/orders', { signedIn: true, language: 'ar' });
    await openRefund(user, 'إجراءات الطلب #ORD-1019', 'استرداد');
    const dialog = await screen.findByRole('dialog', { name: 'استرداد الطلب #ORD-1019' });
    await user.click(within(dialog).getByRole('radio', { name: 'مبلغ محدد' }));
    await user.type(within(dialog).getByLabelText(/مبلغ الاسترداد/), '50');
    await user.click(within(dialog).getByRole('button', { name: 'استرداد' }));
    const approval = await screen.findByRole('dialog', { name: 'موافقة المدير' });
    await user.type(within(approval).getByLabelText(/الرقم السري/), '2468{Enter}');
    expect(
      await within(dialog).findByText(
        `لا يمكن أن يزيد الاسترداد على المتبقي من الدفعات: بحد أقصى ${formatMoney(10500, 'ar').replace('\u00a0', ' ')}.`,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'استرداد الطلب #ORD-1019' })).toBeTruthy();
  });
});
