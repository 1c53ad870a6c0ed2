import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, resetFakeApi } from '../../test/fake-api.js';
import { renderPos } from '../../test/render-pos.js';
import { ordersHandlers, ordersState, resetOrdersApi } from './orders-fake-api.js';

beforeAll(() => fakeApi.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => fakeApi.use(...ordersHandlers));
afterEach(() => {
  vi.unstubAllGlobals();
  fakeApi.resetHandlers();
  resetFakeApi();
  resetOrdersApi();
});
afterAll(() => fakeApi.close());

type User = ReturnType<typeof userEvent.setup>;

const rowOf = (number: string) => {
  const row = screen
    .getAllByRole('row')
    .find((candidate) => candidate.textContent?.includes(number));
  if (!row) throw new Error(`no row for ${number}`);
  return row;
};

/** Opens the payment dialog of an order from its row menu. */
async function openPayment(user: User, number: string): Promise<HTMLElement> {
  await screen.findByText(number);
  await user.click(
    within(rowOf(number)).getByRole('button', { name: `Actions for order ${number}` }),
  );
  await user.click(await screen.findByRole('menuitem', { name: 'Complete Payment' }));
  return screen.findByRole('dialog', { name: 'Complete Payment' });
}

const submit = (user: User, dialog: HTMLElement) =>
  user.click(within(dialog).getByRole('button', { name: 'Complete Payment' }));
const cashBox = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: /Cash amount/ });

describe('payment dialog validation', () => {
  it('shows the spec texts for a missing method, a bad amount, a short full payment and a partial above the total', async () => {
    const user = userEvent.setup();
    renderPos('/orders', { signedIn: true });
    const dialog = await openPayment(user, '#ORD-1020');
    await submit(user, dialog);
    expect(within(dialog).getByRole('alert').textContent).toBe('Please select a payment method');

    await user.click(within(dialog).getByRole('radio', { name: 'Cash' }));
    await submit(user, dialog);
    expect(await within(dialog).findByText('Please enter a valid cash amount')).toBeTruthy();

    await user.type(cashBox(dialog), '100');
    await submit(user, dialog);
    expect(
      await within(dialog).findByText(
        'Cash amount must be greater than or equal to order total for full payment',
      ),
    ).toBeTruthy();

    await user.click(within(dialog).getByRole('radio', { name: 'Partial payment' }));
    await user.clear(cashBox(dialog));
    await user.type(cashBox(dialog), '105.01');
    await submit(user, dialog);
    expect(
      await within(dialog).findByText('Partial payment amount cannot exceed order total'),
    ).toBeTruthy();
    expect(ordersState.paymentBodies).toEqual([]);
  });

  it('shows the change when full cash exceeds the total, and the card partial note for visa', async () => {
    const user = userEvent.setup();
    renderPos('/orders', { signedIn: true });
    const dialog = await openPayment(user, '#ORD-1020');
    await user.click(within(dialog).getByRole('radio', { name: 'Cash' }));
    // The field names its currency once: the kit's amount field adds "(AED)" to the label.
    expect(within(dialog).getByRole('textbox', { name: 'Cash amount (AED)' })).toBeTruthy();
    await user.type(cashBox(dialog), '120');
    expect(within(dialog).getByText(/Change/).textContent).toMatch(/AED\s?15\.00/);
    expect(within(dialog).queryByText('Card partial payments send the full amount.')).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: 'Visa' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Partial payment' }));
    expect(within(dialog).getByText('Card partial payments send the full amount.')).toBeTruthy();
    expect(
      within(dialog).getByRole('textbox', { name: 'Payment reference (optional)' }),
    ).toBeTruthy();
  });
});

describe('payment flow', () => {
  it('takes a partial cash payment with an Idempotency-Key, shows the receipt, copies the reference and reloads the list', async () => {
    const user = userEvent.setup();
    renderPos('/orders', { signedIn: true });
    const dialog = await openPayment(user, '#ORD-1020');
    await user.click(within(dialog).getByRole('radio', { name: 'Cash' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Partial payment' }));
    await user.type(cashBox(dialog), '40');
    await submit(user, dialog);
    const receipt = await screen.findByTestId('payment-receipt');
    expect(receipt.textContent).toContain('PAY-000501');
    expect(receipt.textContent).toContain('Reference number');
    expect(receipt.textContent).toContain('الرقم المرجعي');
    expect(receipt.textContent).toContain('AED 40.00');
    expect(receipt.textContent).toContain('AED 65.00');
    expect(await screen.findByText('Partial payment processed successfully')).toBeTruthy();
    expect(ordersState.paymentBodies).toEqual([
      { order_id: 20, payment_method_id: 'cash', is_partial: true, cash: 40 },
    ]);
    expect(ordersState.paymentKeys[0]).toMatch(/^[0-9a-f-]{36}$/);

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Reference number copied!')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('PAY-000501');
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(rowOf('#ORD-1020')).getByText('Partially paid')).toBeTruthy(),
    );
  });

  it('takes a payment over plain HTTP, where the browser has no crypto.randomUUID', async () => {
    // Outside a secure context (http:// on the branch LAN) randomUUID is undefined, while
    // getRandomValues is still there.
    const platform = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: platform.getRandomValues.bind(platform) });
    const user = userEvent.setup();
    renderPos('/orders', { signedIn: true });
    const dialog = await openPayment(user, '#ORD-1020');
    await user.click(within(dialog).getByRole('radio', { name: 'Cash' }));
    await user.type(cashBox(dialog), '105');
    await submit(user, dialog);
    expect(await screen.findByTestId('payment-receipt')).toBeTruthy();
    expect(ordersState.paymentKeys).toHaveLength(1);
    expect(ordersState.paymentKeys[0]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('completes the rest by visa: the full amount is sent and the badge turns Paid', async () => {
    const user = userEvent.setup();
    const order = ordersState.orders.find((entry) => entry.id === 20);
    if (order) Object.assign(order, { cash: 40, payment_status: 'Partially paid' });
    renderPos('/orders', { signedIn: true });
    const dialog = await openPayment(user, '#ORD-1020');
    expect(dialog.textContent).toMatch(/Amount due\s*AED\s?65\.00/);
    await user.click(within(dialog).getByRole('radio', { name: 'Visa' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Payment reference (optional)' }),
      'VISA-77',
    );
    await submit(user, dialog);
    expect(await screen.findByText('Payment completed successfully')).toBeTruthy();
    // The receipt names the reference plainly: "(optional)" belongs to the form, not the receipt.
    const receipt = await screen.findByTestId('payment-receipt');
    expect(receipt.textContent).toContain('Payment reference');
    expect(receipt.textContent).toContain('VISA-77');
    expect(receipt.textContent).not.toContain('(optional)');
    expect(ordersState.paymentBodies).toEqual([
      {
        order_id: 20,
        payment_method_id: 'visa',
        is_partial: false,
        payment_reference: 'VISA-77',
        cash: 65,
      },
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(rowOf('#ORD-1020')).getByText('Paid')).toBeTruthy());
    await user.click(
      within(rowOf('#ORD-1020')).getByRole('button', { name: 'Actions for order #ORD-1020' }),
    );
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Complete Payment' })).toBeNull();
  });

  it('shows a payment refusal in Arabic when the language is Arabic', async () => {
    const user = userEvent.setup();
    ordersState.paymentRefusals = [
      { status: 409, code: 'order.already-paid', message: 'This order is already paid.' },
    ];
    renderPos('/orders', { signedIn: true });
    const dialog = await openPayment(user, '#ORD-1020');
    await user.click(within(dialog).getByRole('radio', { name: 'Cash' }));
    await user.type(cashBox(dialog), '105');
    // The header's language switch sits behind the dialog, so it is pressed directly.
    fireEvent.click(screen.getAllByText('العربية', { selector: 'button, [role=radio]' })[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'إكمال الدفع' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('هذا الطلب مدفوع مسبقًا.'),
    );
  });

  it('says "Failed to complete payment" and retries the same attempt with the same key', async () => {
    const user = userEvent.setup();
    ordersState.paymentFailures = [503];
    renderPos('/orders', { signedIn: true });
    const dialog = await openPayment(user, '#ORD-1020');
    await user.click(within(dialog).getByRole('radio', { name: 'Cash' }));
    await user.type(cashBox(dialog), '105');
    await submit(user, dialog);
    expect(await screen.findByText('Failed to complete payment')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe('Payment gateway unavailable');
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('payment-receipt')).toBeTruthy();
    expect(ordersState.paymentKeys).toHaveLength(2);
    expect(ordersState.paymentKeys[1]).toBe(ordersState.paymentKeys[0]);
  });
});
