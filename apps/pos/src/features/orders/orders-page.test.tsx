import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, resetFakeApi } from '../../test/fake-api.js';
import { renderPos } from '../../test/render-pos.js';
import { ordersHandlers, ordersState, resetOrdersApi } from './orders-fake-api.js';

beforeAll(() => fakeApi.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => fakeApi.use(...ordersHandlers));
afterEach(() => {
  fakeApi.resetHandlers();
  resetFakeApi();
  resetOrdersApi();
});
afterAll(() => fakeApi.close());

const table = () => screen.getByRole('grid', { name: 'Orders' });
const rowOf = (number: string) => {
  const row = within(table())
    .getAllByRole('row')
    .find((candidate) => candidate.textContent?.includes(number));
  if (!row) throw new Error(`no row for ${number}`);
  return row;
};
const lastQuery = () => ordersState.listQueries[ordersState.listQueries.length - 1];

describe('orders table', () => {
  it('shows the seven columns and a row with number, items, customer, car, badges, total and date', async () => {
    renderPos('/orders', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeTruthy();
    await screen.findByText('#ORD-1020');
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Order', 'Customer', 'Status', 'Payment', 'Total', 'Date', 'Actions']);
    const row = rowOf('#ORD-1020');
    expect(row.textContent).toContain('Items: 1');
    expect(row.textContent).toContain('Mariam Haddad');
    expect(row.textContent).toContain('Toyota Camry B 40720');
    expect(row.textContent).toContain('Pending');
    expect(row.textContent).toContain('Unpaid');
    expect(row.textContent).toMatch(/AED\s?105\.00/);
    expect(row.textContent).toContain('20 Mar 2026');
    expect(rowOf('#ORD-1019').textContent).toContain('Paid');
  });

  it('keeps the order number and the plate left to right inside Arabic text', async () => {
    renderPos('/orders', { signedIn: true, language: 'ar' });
    await screen.findByText('#ORD-1020');
    const row = within(screen.getByRole('grid'))
      .getAllByRole('row')
      .find((candidate) => candidate.textContent?.includes('#ORD-1020'));
    const isolated = [...(row?.querySelectorAll('bdi[dir="ltr"]') ?? [])].map(
      (node) => node.textContent,
    );
    expect(isolated).toEqual(['#ORD-1020', 'B 40720']);
  });

  it('colours status badges by the spec and the payment badge green when Paid, red otherwise', async () => {
    renderPos('/orders', { signedIn: true });
    await screen.findByText('#ORD-1020');
    const badgeClass = (number: string, text: string) =>
      within(rowOf(number)).getByText(text).closest('[data-tone]')?.getAttribute('data-tone');
    expect(badgeClass('#ORD-1020', 'Pending')).toBe('amber');
    expect(badgeClass('#ORD-1019', 'Completed')).toBe('green');
    expect(badgeClass('#ORD-1018', 'Processing')).toBe('blue');
    expect(badgeClass('#ORD-1017', 'Cancelled')).toBe('red');
    expect(badgeClass('#ORD-1019', 'Paid')).toBe('green');
    expect(badgeClass('#ORD-1020', 'Unpaid')).toBe('red');
  });

  it('shows the id padded to 4 digits for an order without a number', async () => {
    renderPos('/orders', { signedIn: true });
    expect(await screen.findByText('0007')).toBeTruthy();
  });
});

describe('orders pagination and counter', () => {
  it('pages forward and back with "Showing x to y of n results" and "Page p of n"', async () => {
    const user = userEvent.setup();
    renderPos('/orders', { signedIn: true });
    expect(await screen.findByText('Showing 1 to 15 of 20 results')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(screen.getByTestId('orders-counter').textContent).toBe('Total Orders20');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 16 to 20 of 20 results')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(await screen.findByText('#ORD-1005')).toBeTruthy();
    expect(lastQuery()?.get('page')).toBe('2');
    expect(lastQuery()?.get('per_page')).toBe('15');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 1 to 15 of 20 results')).toBeTruthy();
  });

  it('counts "Orders Found" with + like the pager while the server gives no total and a next page exists', async () => {
    const user = userEvent.setup();
    ordersState.withTotal = false;
    renderPos('/orders', { signedIn: true });
    expect(await screen.findByText('Showing 1 to 15 of 15+ results')).toBeTruthy();
    expect(screen.getByText('Page 1 of 1+')).toBeTruthy();
    expect(screen.getByTestId('orders-counter').textContent).toBe('Orders Found15+');
    // The last page ends the count: no + once no next page can exist.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 16 to 20 of 20 results')).toBeTruthy();
    expect(screen.getByTestId('orders-counter').textContent).toBe('Orders Found20');
  });

  it('never puts + beside "No orders yet"', async () => {
    ordersState.withTotal = false;
    ordersState.orders = [];
    renderPos('/orders', { signedIn: true });
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(screen.getByTestId('orders-counter').textContent).toBe('Orders Found0');
  });

  it('opens at the page and search the URL holds, as after a reload', async () => {
    renderPos('/orders?q=Mariam&page=2', { signedIn: true });
    await waitFor(() => expect(lastQuery()?.get('page')).toBe('2'));
    expect(lastQuery()?.get('q')).toBe('Mariam');
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search orders' }).value).toBe(
      'Mariam',
    );
  });
});

describe('orders search', () => {
  it('searches 500 ms after typing stops, counts "Orders Found" as the table does, and clears back to page 1', async () => {
    const user = userEvent.setup();
    renderPos('/orders?page=2', { signedIn: true });
    await screen.findByText('Showing 16 to 20 of 20 results');
    const box = screen.getByRole('searchbox', { name: 'Search orders' });
    expect(box.getAttribute('placeholder')).toBe('search by order number, customer name');
    await user.type(box, 'B 40718');
    // The search goes out once typing pauses (the 500 ms wait: debouncer.test.ts in the kit).
    await waitFor(() => expect(lastQuery()?.get('q')).toBe('B 40718'));
    expect(lastQuery()?.get('page')).toBe('1');
    expect(await screen.findByText('#ORD-1018')).toBeTruthy();
    expect(screen.getByTestId('orders-counter').textContent).toBe('Orders Found1');
    await user.clear(box);
    await user.type(box, 'nobody at all');
    expect(await screen.findByText('No orders found')).toBeTruthy();
    expect(screen.getByText('for “nobody at all”')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('Showing 1 to 15 of 20 results')).toBeTruthy();
    expect(lastQuery()?.get('q')).toBeNull();
  });

  it.each([
    ['en', 'Search orders'],
    ['ar', 'البحث في الطلبات'],
  ] as const)(
    'sends the search the moment the 500 ms wait ends, not after the page renders it (%s)',
    async (language, label) => {
      const { runtime } = renderPos('/orders', { signedIn: true, language });
      await screen.findByText('#ORD-1020');
      const listOrders = vi.spyOn(await runtime.api, 'listOrders');
      vi.useFakeTimers();
      try {
        fireEvent.change(screen.getByRole('searchbox', { name: label }), {
          target: { value: 'B 40718' },
        });
        act(() => void vi.advanceTimersByTime(499));
        expect(listOrders).not.toHaveBeenCalled();
        act(() => {
          vi.advanceTimersByTime(1);
          // Still in the timer's task, before React renders the new search: the call is out.
          expect(listOrders).toHaveBeenCalledExactlyOnceWith(
            { page: 1, per_page: 15, q: 'B 40718' },
            expect.anything(),
          );
        });
      } finally {
        vi.useRealTimers();
      }
      expect(await screen.findByText('#ORD-1018')).toBeTruthy();
      expect(listOrders).toHaveBeenCalledTimes(1);
    },
  );

  it('says "No orders yet" when there are none and shows the error text with Retry on failure', async () => {
    const user = userEvent.setup();
    ordersState.orders = [];
    ordersState.listFailures = [500];
    renderPos('/orders', { signedIn: true });
    expect(await screen.findByText('Failed to fetch orders')).toBeTruthy();
    // A failed load counts nothing: no "0+" that reads like a real figure.
    expect(screen.getByTestId('orders-counter').textContent).toBe('Total Orders–');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(screen.getByTestId('orders-counter').textContent).toBe('Total Orders0');
  });
});

describe('order row menu', () => {
  const openMenu = async (user: ReturnType<typeof userEvent.setup>, number: string) => {
    await user.click(
      within(rowOf(number)).getByRole('button', { name: `Actions for order ${number}` }),
    );
    return screen.findByRole('menu');
  };
  const items = (menu: HTMLElement) =>
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);

  it('offers View Order and Refund on a completed, paid order and all three on a pending unpaid one', async () => {
    const user = userEvent.setup();
    renderPos('/orders', { signedIn: true });
    await screen.findByText('#ORD-1019');
    expect(items(await openMenu(user, '#ORD-1019'))).toEqual(['View Order', 'Refund']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(items(await openMenu(user, '#ORD-1020'))).toEqual([
      'View Order',
      'Complete Payment',
      'Delete Order',
    ]);
    await user.keyboard('{Escape}');
    expect(items(await openMenu(user, '#ORD-1018'))).toEqual(['View Order', 'Complete Payment']);
  });

  it('names its order, says it is open on its button, and gives focus back to it on Escape', async () => {
    const user = userEvent.setup();
    renderPos('/orders', { signedIn: true });
    await screen.findByText('#ORD-1020');
    const button = within(rowOf('#ORD-1020')).getByRole('button', {
      name: 'Actions for order #ORD-1020',
    });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const menu = await openMenu(user, '#ORD-1020');
    expect(menu.getAttribute('aria-label')).toBe('Actions for order #ORD-1020');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('View Order'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the menu on a click outside it', async () => {
    const user = userEvent.setup();
    renderPos('/orders', { signedIn: true });
    await screen.findByText('#ORD-1020');
    await openMenu(user, '#ORD-1020');
    await user.click(screen.getByRole('heading', { name: 'Orders', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('shows every field of an order in View Order: discount negative, branch N/A', async () => {
    const user = userEvent.setup();
    renderPos('/orders', { signedIn: true });
    await screen.findByText('#ORD-1020');
    await user.click(
      within(await openMenu(user, '#ORD-1020')).getByRole('menuitem', { name: 'View Order' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Order #ORD-1020' });
    const text = dialog.textContent ?? '';
    for (const part of [
      'Pending',
      'Unpaid',
      'Mariam Haddad',
      'N/A',
      'Toyota Camry B 40720',
      'Exterior Wash',
      'Basic',
      'Subtotal',
      'Service fee',
      'Shipping',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).toMatch(/Discount-AED\s?10\.00/);
    expect(text).toMatch(/AED\s?110\.00/);
    await user.keyboard('{Escape}');
    await user.click(
      within(await openMenu(user, '#ORD-1019')).getByRole('menuitem', { name: 'View Order' }),
    );
    const paid = await screen.findByRole('dialog', { name: 'Order #ORD-1019' });
    expect(paid.textContent).toContain('Marina Branch');
    expect(paid.textContent).toContain('Cash');
    expect(paid.textContent).not.toContain('Discount');
    expect(paid.textContent).toMatch(/VAT 5 %AED\s?5\.00/);
    expect(within(paid).getByRole('link', { name: 'INV-000019' }).getAttribute('href')).toBe(
      '/i/tok19',
    );
  });

  it('deletes after the confirm dialog, reloads and says "Order deleted successfully"', async () => {
    const user = userEvent.setup();
    renderPos('/orders', { signedIn: true });
    await screen.findByText('#ORD-1020');
    await user.click(
      within(await openMenu(user, '#ORD-1020')).getByRole('menuitem', { name: 'Delete Order' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Order' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('#ORD-1020')).toBeTruthy();
    await user.click(
      within(await openMenu(user, '#ORD-1020')).getByRole('menuitem', { name: 'Delete Order' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Order deleted successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('#ORD-1020')).toBeNull());
  });

  it('says "Failed to delete order" when the server refuses', async () => {
    const user = userEvent.setup();
    ordersState.deleteFailures = [422];
    renderPos('/orders', { signedIn: true });
    await screen.findByText('#ORD-1020');
    await user.click(
      within(await openMenu(user, '#ORD-1020')).getByRole('menuitem', { name: 'Delete Order' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete order')).toBeTruthy();
    // The list reloads: the order is still there.
    expect(await screen.findByText('#ORD-1020')).toBeTruthy();
  });
});

describe('orders in Arabic', () => {
  it('shows the screen, badges and dates in Arabic, right to left', async () => {
    renderPos('/orders', { signedIn: true, language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'الطلبات' })).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'الطلبات' });
    await within(grid).findByText('#ORD-1020');
    expect(document.documentElement.dir).toBe('rtl');
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'الطلب',
      'العميل',
      'الحالة',
      'الدفع',
      'الإجمالي',
      'التاريخ',
      'الإجراءات',
    ]);
    const row = within(grid)
      .getAllByRole('row')
      .find((candidate) => candidate.textContent?.includes('#ORD-1020'));
    expect(row?.textContent).toContain('تويوتا كامري B 40720');
    // Arabic (UAE) dates: day/month/year with right-to-left marks, not the English '20 Mar 2026'.
    expect(row?.textContent).toContain(
      new Intl.DateTimeFormat('ar-AE', { dateStyle: 'medium' }).format(
        new Date('2026-03-20T09:30:00Z'),
      ),
    );
    expect(row?.textContent).not.toContain('Mar 2026');
    expect(screen.getByTestId('orders-counter').textContent).toContain('إجمالي الطلبات');
  });
});
