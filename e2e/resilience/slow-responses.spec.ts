// Answers slower than the client's 10 s timeout (issue 9, resilience), through a delaying proxy
// in front of the real server: the POS abandons the order submission and the payment with the
// spec's failure text, and retrying each (same Idempotency-Key) gives back the first answer, so
// exactly one order and one payment exist.
import { expect, test } from '../fixtures/own-server-test.js';
import { ACCOUNTS, ApiSession } from './api-session.js';
import { integrityReport } from './integrity-report.js';
import { inspectDatabase } from './stopped-database.js';
import { DelayProxy } from './delay-proxy.js';
import { createTestCustomer } from './order-plan.js';
import { addWashToCart, checkoutToLastStep, chooseCustomer, POS, signInAt } from './pos-screens.js';
import { chooseCard } from '../pos/fill-cart.js';

/** The client's request timeout (docs/product/constants.md). */
const TIMEOUT_MS = 10_000;
/** How long the proxy holds an answer: past the timeout. */
const HOLD_MS = 11_000;
/** How long the test waits for the failure or the proxy's record. */
const WAIT_MS = HOLD_MS + 5_000;

test('a submit and a payment slower than the timeout are abandoned with a message, and retries do not duplicate them', async ({
  page,
  ownServer,
}) => {
  test.setTimeout(120_000);
  const server = await ownServer(18625);
  const proxy = await DelayProxy.start(server.url, 18626);
  const session = await ApiSession.signIn(server.url, ACCOUNTS.cashier);
  const customer = await createTestCustomer(session, 'Slow Link Customer', 6161);
  try {
    await signInAt(page, proxy.url);
    await chooseCustomer(page, customer);
    await addWashToCart(page);
    // 1 AED paid at checkout, so a payment on the order can follow.
    const sidebar = page.locator('aside');
    await chooseCard(sidebar, POS.partial);
    await sidebar.getByRole('textbox', { name: POS.amount }).fill('1');
    const wizard = await checkoutToLastStep(page);

    // The order: the server takes it, its answer comes too late.
    proxy.delay({ method: 'POST', path: /^\/api\/pos\/order$/, ms: HOLD_MS });
    const submitted = Date.now();
    await wizard.getByRole('button', { name: POS.submit }).click();
    await expect(wizard.getByText('Failed to submit order')).toBeVisible({ timeout: WAIT_MS });
    expect(Date.now() - submitted).toBeGreaterThanOrEqual(TIMEOUT_MS - 500);
    // The proxy saw the client hang up before it let the server's answer through.
    await expect.poll(() => proxy.abandoned.length, { timeout: WAIT_MS }).toBe(1);
    const lost = proxy.abandoned[0];
    expect(lost?.status).toBe(201);
    const number = (JSON.parse(lost?.body ?? '{}') as { order: { order_number: string } }).order
      .order_number;
    proxy.delay(null);
    await wizard.getByRole('button', { name: POS.retry }).click();
    // The retry replays the answer the client never saw: the same order.
    const receipt = page.getByTestId('order-receipt');
    await expect(receipt).toContainText(number);
    await receipt.locator('..').getByRole('button', { name: POS.close }).click();

    // The payment: 10 AED cash on the order from the orders screen.
    await page.getByRole('link', { name: POS.orders }).click();
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(customer.name);
    await expect(page.getByTestId('orders-counter')).toContainText('Orders Found');
    await page.getByRole('button', { name: `Actions for order #${number}` }).click();
    await page.getByRole('menuitem', { name: 'Complete Payment' }).click();
    const pay = page.getByRole('dialog', { name: 'Complete Payment' });
    await pay.getByRole('radio', { name: 'Cash' }).check({ force: true });
    await pay.getByRole('radio', { name: 'Partial payment' }).check({ force: true });
    await pay.getByRole('textbox', { name: /Cash amount/ }).fill('10');
    proxy.delay({ method: 'POST', path: /^\/api\/pos\/payment$/, ms: HOLD_MS });
    const paid = Date.now();
    await pay.getByRole('button', { name: 'Complete Payment' }).click();
    await expect(pay.getByRole('alert')).toHaveText('Failed to complete payment', {
      timeout: WAIT_MS,
    });
    expect(Date.now() - paid).toBeGreaterThanOrEqual(TIMEOUT_MS - 500);
    await expect.poll(() => proxy.abandoned.length, { timeout: WAIT_MS }).toBe(2);
    expect(proxy.abandoned[1]?.status).toBe(200);
    proxy.delay(null);
    await pay.getByRole('button', { name: POS.retry }).click();
    await expect(page.getByText('Partial payment processed successfully')).toBeVisible();
  } finally {
    await proxy.close();
  }

  await server.stop();
  const stored = await inspectDatabase(server.options.dataDir, async (db) => ({
    report: await integrityReport(db),
    orders: (
      await db.query<{ id: number; paid_fils: number }>(
        'select id, paid_fils from orders where customer_id = $1',
        [customer.id],
      )
    ).rows,
    payments: (
      await db.query<{ amount_fils: number }>(
        'select p.amount_fils from payments p join orders o on o.id = p.order_id where o.customer_id = $1 order by p.id',
        [customer.id],
      )
    ).rows.map((row) => row.amount_fils),
  }));
  expect(stored.orders).toHaveLength(1);
  expect(stored.payments).toEqual([100, 1000]);
  expect(stored.orders[0]?.paid_fils).toBe(1100);
  expect(stored.report.ordersPaidUnlikeTheirPayments).toBe(0);
});
