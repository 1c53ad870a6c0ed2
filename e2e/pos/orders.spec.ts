// The orders screen end to end on the seeded demo business: search, paging, the URL state,
// View Order, a partial then a full payment with the receipt, copy, delete rules, Arabic, axe.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/lamaa-test.js';
import { newestOrders, numberOfFirst } from './demo-orders.js';

/** The orders screen's texts per language, written here so a wrong string fails a test. */
const TEXTS = {
  en: {
    title: 'Orders',
    search: 'Search orders',
    totalOrders: 'Total Orders',
    ordersFound: 'Orders Found',
    next: 'Next',
    previous: 'Previous',
    viewOrder: 'View Order',
    completePayment: 'Complete Payment',
    deleteOrder: 'Delete Order',
    actionsFor: (number: string) => `Actions for order ${number}`,
    orderTitle: (number: string) => `Order ${number}`,
    noOrders: 'No orders found',
    pageOf: /^Page 2 of/,
  },
  ar: {
    title: 'الطلبات',
    search: 'البحث في الطلبات',
    totalOrders: 'إجمالي الطلبات',
    ordersFound: 'الطلبات المطابقة',
    next: 'التالي',
    previous: 'السابق',
    viewOrder: 'عرض الطلب',
    completePayment: 'إكمال الدفع',
    deleteOrder: 'حذف الطلب',
    actionsFor: (number: string) => `إجراءات الطلب ${number}`,
    orderTitle: (number: string) => `الطلب ${number}`,
    noOrders: 'لم يتم العثور على طلبات',
    pageOf: /^الصفحة 2 من/,
  },
} as const;

const grid = (page: Page, lang: 'en' | 'ar' = 'en') =>
  page.getByRole('grid', { name: TEXTS[lang].title });
/** Data rows only (the header row has no row header cell). */
const dataRows = (page: Page, lang: 'en' | 'ar' = 'en') =>
  grid(page, lang)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });

/** The order number ('#LM-000123') of a row. */
async function numberOf(row: Locator): Promise<string> {
  const text = (await row.getByRole('rowheader').textContent()) ?? '';
  const number = /#[A-Z]+-\d+/.exec(text)?.[0];
  if (!number) throw new Error(`no order number in "${text}"`);
  return number;
}

/** Types a search and waits for the list to answer with it. */
async function search(page: Page, text: string, lang: 'en' | 'ar' = 'en') {
  const box = page.getByRole('searchbox', { name: TEXTS[lang].search });
  await box.fill(text);
  await expect(page).toHaveURL(
    new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`),
  );
  await expect(page.getByTestId('orders-counter')).toContainText(TEXTS[lang].ordersFound);
}

/** Opens a row's action menu and answers the menu. */
/**
 * Closes the open dialog with Escape once focus has moved into it: React Aria hears Escape only
 * inside the dialog, and a key pressed the moment it opens (before it takes focus) is lost.
 */
async function escapeDialog(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function openMenu(page: Page, number: string, lang: 'en' | 'ar' = 'en'): Promise<Locator> {
  await page.getByRole('button', { name: TEXTS[lang].actionsFor(number) }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

test.describe('POS orders', () => {
  test('searches by order number, customer name and plate; pages forward and back; reload keeps page and search', async ({
    page,
    signIn,
    expectNoA11yViolations,
  }) => {
    await signIn();
    await page.getByRole('link', { name: 'Orders' }).click();
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    await expect(dataRows(page)).toHaveCount(15);
    await expect(page.getByTestId('orders-counter')).toContainText(TEXTS.en.totalOrders);
    await expect(page.getByText(/^Showing 1 to 15 of \d+\+? results$/)).toBeVisible();
    await expectNoA11yViolations('/orders');

    const first = dataRows(page).first();
    const number = await numberOf(first);
    const customer = (
      (await first.locator('.orders-cell__primary').nth(1).textContent()) ?? ''
    ).trim();
    const car = (
      (await first.locator('.orders-cell__secondary').nth(1).textContent()) ?? ''
    ).trim();
    const plateNumbers = car.split(' ').pop() ?? '';
    expect(customer).not.toBe('');
    expect(plateNumbers).toMatch(/^\d+$/);

    await search(page, number);
    await expect(dataRows(page).first().getByRole('rowheader')).toContainText(number);
    await search(page, customer);
    await expect(dataRows(page).first()).toContainText(customer);
    for (const row of await dataRows(page).all()) await expect(row).toContainText(customer);
    await search(page, plateNumbers);
    for (const row of await dataRows(page).all()) await expect(row).toContainText(plateNumbers);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByTestId('orders-counter')).toContainText(TEXTS.en.totalOrders);
    await expect(page).not.toHaveURL(/q=/);

    await page.getByRole('button', { name: TEXTS.en.next }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText(TEXTS.en.pageOf)).toBeVisible();
    await expect(page.getByText(/^Showing 16 to 30 of/)).toBeVisible();
    await expect(dataRows(page).first()).not.toContainText(number);
    await page.reload();
    await expect(page.getByText(TEXTS.en.pageOf)).toBeVisible();
    await page.getByRole('button', { name: TEXTS.en.previous }).click();
    await expect(page.getByText(/^Page 1 of/)).toBeVisible();
    await expect(dataRows(page).first()).toContainText(number);
    await page.goBack();
    await expect(page.getByText(TEXTS.en.pageOf)).toBeVisible();

    await search(page, customer);
    await search(page, plateNumbers);
    await page.goBack();
    await expect(page.getByRole('searchbox', { name: TEXTS.en.search })).toHaveValue(customer);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: TEXTS.en.search })).toHaveValue(customer);
    await expect(page.getByTestId('orders-counter')).toContainText(TEXTS.en.ordersFound);
    await expect(dataRows(page).first()).toContainText(customer);
  });

  test('views an order, takes a partial cash payment, completes it by visa and copies the reference', async ({
    page,
    request,
    context,
    signIn,
    expectNoA11yViolations,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The newest order waiting for payment; receipt-print.spec.ts takes the oldest ones.
    const number = numberOfFirst(
      await newestOrders(request),
      (order) => order.status === 'waiting for payment',
    );
    await signIn();
    await page.goto('/orders');
    await search(page, number);
    const row = dataRows(page).first();
    await expect(row).toContainText('Unpaid');

    await (
      await openMenu(page, number)
    )
      .getByRole('menuitem', { name: TEXTS.en.viewOrder })
      .click();
    const details = page.getByRole('dialog', { name: TEXTS.en.orderTitle(number) });
    for (const label of [
      'Status',
      'Payment',
      'Method',
      'Created',
      'Customer',
      'Branch',
      'Vehicle',
      'Subtotal',
      'Service fee',
      'Shipping',
      'Total',
    ]) {
      await expect(details).toContainText(label);
    }
    await expect(details.getByRole('table')).toBeVisible();
    await expectNoA11yViolations('View Order');
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    await (
      await openMenu(page, number)
    )
      .getByRole('menuitem', { name: TEXTS.en.completePayment })
      .click();
    const pay = page.getByRole('dialog', { name: 'Complete Payment' });
    await pay.getByRole('button', { name: 'Complete Payment' }).click();
    await expect(pay.getByRole('alert')).toHaveText('Please select a payment method');
    await pay.getByRole('radio', { name: 'Cash' }).check({ force: true });
    await pay.getByRole('radio', { name: 'Partial payment' }).check({ force: true });
    await pay.getByRole('textbox', { name: 'Cash amount (AED)', exact: true }).fill('1');
    await expectNoA11yViolations('payment dialog');
    await pay.getByRole('button', { name: 'Complete Payment' }).click();
    const receipt = page.getByTestId('payment-receipt');
    await expect(receipt).toContainText('Reference number');
    await expect(receipt).toContainText('الرقم المرجعي');
    await expect(page.getByText('Partial payment processed successfully')).toBeVisible();
    const reference = /PAY-\d+/.exec((await receipt.textContent()) ?? '')?.[0] ?? '';
    expect(reference).not.toBe('');
    await expectNoA11yViolations('receipt');
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Reference number copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
    await escapeDialog(page);
    await expect(row).toContainText('Partially paid');

    await (
      await openMenu(page, number)
    )
      .getByRole('menuitem', { name: TEXTS.en.completePayment })
      .click();
    await pay.getByRole('radio', { name: 'Visa' }).check({ force: true });
    await pay.getByRole('button', { name: 'Complete Payment' }).click();
    await expect(page.getByText('Payment completed successfully')).toBeVisible();
    await escapeDialog(page);
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();
    const menu = await openMenu(page, number);
    await expect(menu.getByRole('menuitem', { name: TEXTS.en.completePayment })).toHaveCount(0);
  });

  test('offers no delete on a completed order and deletes an unpaid one after confirming', async ({
    page,
    request,
    signIn,
    expectNoA11yViolations,
  }) => {
    const orders = await newestOrders(request);
    const completedNumber = numberOfFirst(orders, (order) => order.status === 'completed');
    // Money taken is undone by a refund, never a delete: an unpaid cancelled order is the one
    // to delete (orders waiting for payment are left to the payment and receipt specs).
    const number = numberOfFirst(
      orders,
      (order) => order.status === 'cancelled' && order.payment_status === null,
    );
    await signIn();
    await page.goto('/orders');
    await search(page, completedNumber);
    const menu = await openMenu(page, completedNumber);
    // A completed order can be viewed (and, paid, refunded), never deleted.
    await expect(menu.getByRole('menuitem', { name: TEXTS.en.viewOrder })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: TEXTS.en.deleteOrder })).toHaveCount(0);
    await page.mouse.click(5, 5);
    await expect(menu).toBeHidden();

    await search(page, number);
    await expect(dataRows(page).first()).toContainText('Unpaid');
    await (
      await openMenu(page, number)
    )
      .getByRole('menuitem', { name: TEXTS.en.deleteOrder })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Order' });
    await expect(confirm).toContainText('cannot be undone');
    await expectNoA11yViolations('delete confirmation');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Order deleted successfully')).toBeVisible();
    await expect(page.getByText(TEXTS.en.noOrders)).toBeVisible();
  });

  test('works in Arabic: search, paging, View Order and the menu', async ({
    page,
    signIn,
    expectNoA11yViolations,
  }) => {
    await signIn({ lang: 'ar' });
    await page.goto('/orders');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: TEXTS.ar.title, level: 1 })).toBeVisible();
    await expect(page.getByTestId('orders-counter')).toContainText(TEXTS.ar.totalOrders);
    await expectNoA11yViolations('/orders (ar)');
    const number = await numberOf(dataRows(page, 'ar').first());
    await page.getByRole('button', { name: TEXTS.ar.next }).click();
    await expect(page.getByText(TEXTS.ar.pageOf)).toBeVisible();
    await page.getByRole('button', { name: TEXTS.ar.previous }).click();
    await search(page, number, 'ar');
    await (
      await openMenu(page, number, 'ar')
    )
      .getByRole('menuitem', { name: TEXTS.ar.viewOrder })
      .click();
    const details = page.getByRole('dialog', { name: TEXTS.ar.orderTitle(number) });
    await expect(details).toContainText('المجموع الفرعي');
    await expectNoA11yViolations('View Order (ar)');
  });
});
