// Deleting an order when the business asks for a manager's approval: the PIN dialog of the
// approval flow opens focused, Enter sends the PIN, a wrong one says so and asks again, the
// right one deletes with the token; Escape gives up and keeps the order.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { approvalsHandler } from '../../test/approval-fakes.js';
import { API, fakeApi, resetFakeApi } from '../../test/fake-api.js';
import { renderPos } from '../../test/render-pos.js';
import { ordersHandlers, ordersState, resetOrdersApi } from './orders-fake-api.js';

const asked: { token: string | null; body?: unknown }[] = [];

const approvalHandlers = [
  http.delete(`${API}/pos/:id`, ({ request, params }) => {
    const token = request.headers.get('Approval-Token');
    asked.push({ token });
    if (token !== 'tok-1') {
      return HttpResponse.json(
        {
          code: 'approval.required',
          message: "This needs a manager's approval.",
          params: { actions: 'order-delete' },
        },
        { status: 403 },
      );
    }
    ordersState.orders = ordersState.orders.filter((order) => order.id !== Number(params.id));
    return HttpResponse.json({ success: true, message: 'Order deleted successfully' });
  }),
  approvalsHandler('tok-1', (body) => asked.push({ token: null, body })),
];

beforeAll(() => fakeApi.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => fakeApi.use(...approvalHandlers, ...ordersHandlers));
afterEach(() => {
  fakeApi.resetHandlers();
  resetFakeApi();
  resetOrdersApi();
  asked.length = 0;
});
afterAll(() => fakeApi.close());

async function askToDelete(user: ReturnType<typeof userEvent.setup>, labels: string[]) {
  const [actions, deleteOrder, confirm] = labels;
  const row = (await screen.findByText('#ORD-1020')).closest('[role="row"]');
  if (!row || !actions || !deleteOrder || !confirm) throw new Error('no order row');
  await user.click(within(row as HTMLElement).getByRole('button', { name: actions }));
  await user.click(
    within(await screen.findByRole('menu')).getByRole('menuitem', { name: deleteOrder }),
  );
  await user.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: confirm }),
  );
}

describe('a delete that needs a manager', () => {
  it('asks for the PIN focused, says a wrong one is wrong, and deletes with the right one', async () => {
    const user = userEvent.setup();
    renderPos('/orders', { signedIn: true });
    await askToDelete(user, ['Actions for order #ORD-1020', 'Delete Order', 'Delete']);
    const dialog = await screen.findByRole('dialog', { name: "Manager's approval" });
    expect(dialog.textContent).toContain('deleting this order');
    const pin = within(dialog).getByLabelText(/Manager PIN/);
    await waitFor(() => expect(document.activeElement).toBe(pin));
    await user.keyboard('1111{Enter}');
    expect(
      await within(dialog).findByText(
        'This PIN is not the PIN of a manager of this branch or the owner. Try again.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('#ORD-1020')).toBeTruthy();
    expect(pin).toHaveProperty('value', '');
    await user.type(pin, '2468{Enter}');
    expect(await screen.findByText('Order deleted successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(asked).toEqual([
      { token: null },
      { token: null, body: { pin: '1111', actions: ['order-delete'], order_id: 20 } },
      { token: null, body: { pin: '2468', actions: ['order-delete'], order_id: 20 } },
      { token: 'tok-1' },
    ]);
  });

  it('says so in Arabic, and Escape gives up and keeps the order', async () => {
    const user = userEvent.setup();
    renderPos('/orders', { signedIn: true, language: 'ar' });
    await askToDelete(user, ['إجراءات الطلب #ORD-1020', 'حذف الطلب', 'حذف']);
    const dialog = await screen.findByRole('dialog', { name: 'موافقة المدير' });
    expect(dialog.textContent).toContain('حذف هذا الطلب');
    await user.keyboard('9999{Enter}');
    expect(
      await within(dialog).findByText(
        'هذا الرقم السري ليس لمدير هذا الفرع ولا للمالك. حاول مرة أخرى.',
      ),
    ).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('#ORD-1020')).toBeTruthy();
    expect(asked.filter((entry) => entry.body === undefined)).toHaveLength(1);
  });
});
