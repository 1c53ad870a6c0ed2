// The server stopped in the middle of a session (issue 9, resilience): every screen says what
// failed in the spec's words with a way to retry, the cart and the intake draft stay, and once
// the same server is back on the same port and data folder the retries load and the work
// goes through.
import { expect, test } from '../fixtures/own-server-test.js';
import { intakeEn } from '../intake/intake-texts.js';
import { ACCOUNTS, ApiSession } from './api-session.js';
import { draftOneLine, openIntake } from './intake-draft.js';
import { createTestCustomer } from './order-plan.js';
import {
  addWashToCart,
  checkoutToLastStep,
  chooseCustomer,
  expectCartLines,
  pickFirstSlot,
  POS,
  signInAt,
} from './pos-screens.js';

/** The failure texts (docs/product/errors.md) of the screens these tests visit. */
const FAILED = {
  services: 'Failed to load services',
  orders: 'Failed to fetch orders',
  customers: 'Failed to load customers',
  profile: 'Failed to load profile data',
  timeSlots: 'Failed to load available time slots',
  order: 'Failed to submit order',
  invoice: 'Failed to create invoice',
  /** The POS's own words when a screen's code cannot load (the spec has none). */
  page: 'Something went wrong while loading this page.',
} as const;

test('POS: with the API stopped every screen fails with Retry, the cart stays, and the sale resumes', async ({
  context,
  page,
  ownServer,
}) => {
  test.setTimeout(120_000);
  const server = await ownServer(18622);
  const session = await ApiSession.signIn(server.url, ACCOUNTS.cashier);
  const customer = await createTestCustomer(session, 'Outage Customer', 4242);

  // The till: a cart for the customer's car. A second tab opened before has no customer
  // chosen, so its sidebar lists the customers (the orders screen has no sidebar).
  await signInAt(page, server.url);
  const customersTab = await context.newPage();
  await customersTab.goto(`${server.url}/services`);
  const customerList = customersTab.locator('aside').getByRole('list', { name: 'Customer' });
  await expect(customerList.getByRole('listitem')).not.toHaveCount(0);
  await page.bringToFront();
  await chooseCustomer(page, customer);
  await addWashToCart(page);
  // A tab on the orders screen, and another that has seen the profile once (its code
  // loads lazily and the server that serves it is about to stop).
  const ordersTab = await context.newPage();
  await ordersTab.goto(`${server.url}/orders`);
  await expect(ordersTab.getByRole('grid', { name: POS.orders }).getByRole('row')).not.toHaveCount(
    0,
  );
  const profileTab = await context.newPage();
  await profileTab.goto(`${server.url}/profile`);
  await expect(profileTab.getByRole('main')).toContainText(ACCOUNTS.cashier.email);
  await profileTab.getByRole('link', { name: POS.services }).click();

  await server.stop();

  // The catalogue: a new search cannot load; the cart is untouched.
  await page.bringToFront();
  await page.getByRole('searchbox', { name: 'Search services' }).fill('Wash');
  const servicesFailure = page.locator('main').getByText(FAILED.services);
  await expect(servicesFailure).toBeVisible();
  await expect(page.locator('main').getByRole('button', { name: POS.retry })).toBeVisible();
  await expectCartLines(page, 1);

  // The orders screen, and the customer list in the tab without a customer.
  await ordersTab.bringToFront();
  await ordersTab.getByRole('searchbox', { name: 'Search orders' }).fill('LM-');
  await expect(ordersTab.locator('main').getByText(FAILED.orders)).toBeVisible();
  await expect(ordersTab.getByRole('button', { name: POS.retry })).toHaveCount(1);
  await customersTab.bringToFront();
  await customersTab
    .locator('aside')
    .getByRole('searchbox', { name: POS.searchCustomers })
    .fill('a');
  await expect(customersTab.locator('aside').getByText(FAILED.customers)).toBeVisible();
  await expect(customersTab.locator('aside').getByRole('button', { name: POS.retry })).toHaveCount(
    1,
  );

  // The profile, in the third tab: a toast with Retry.
  await profileTab.bringToFront();
  await profileTab.getByRole('link', { name: POS.profile }).click();
  await expect(profileTab.getByText(FAILED.profile)).toBeVisible();
  const profileRetry = profileTab.getByRole('button', { name: POS.retry });
  await expect(profileRetry).toBeVisible();

  // The checkout: the time slots cannot load; the cart is still there behind the wizard.
  await page.bringToFront();
  await page.locator('aside').getByRole('button', { name: POS.checkout }).click();
  const wizard = page.getByRole('dialog');
  await wizard.getByRole('button', { name: POS.continue }).click();
  await expect(wizard.getByText(FAILED.timeSlots)).toBeVisible();
  await expectCartLines(page, 1);

  // The same server comes back on the same port and data folder: each retry loads.
  await server.start();
  await wizard.getByRole('button', { name: POS.back }).click();
  await wizard.getByRole('button', { name: POS.continue }).click();
  await pickFirstSlot(wizard);
  await page.keyboard.press('Escape');
  await expect(wizard).toBeHidden();
  await page.locator('main').getByRole('button', { name: POS.retry }).click();
  await expect(servicesFailure).toBeHidden();
  await expect(
    page.locator('main').getByRole('listitem', { name: POS.exteriorWash }),
  ).toBeVisible();
  await profileTab.bringToFront();
  await profileRetry.click();
  await expect(profileTab.getByRole('main')).toContainText(ACCOUNTS.cashier.email);
  await ordersTab.bringToFront();
  await ordersTab.locator('main').getByRole('button', { name: POS.retry }).click();
  await expect(ordersTab.getByText(FAILED.orders)).toBeHidden();
  await customersTab.bringToFront();
  await customersTab.locator('aside').getByRole('button', { name: POS.retry }).click();
  await expect(customerList.getByRole('listitem')).not.toHaveCount(0);

  // A second outage exactly at submit: the order fails with Retry, and the cart is kept.
  await page.bringToFront();
  const lastStep = await checkoutToLastStep(page);
  await server.stop();
  await lastStep.getByRole('button', { name: POS.submit }).click();
  await expect(lastStep.getByText(FAILED.order)).toBeVisible();
  await expectCartLines(page, 1);
  await server.start();
  await lastStep.getByRole('button', { name: POS.retry }).click();
  await expect(page.getByTestId('order-receipt')).toContainText(POS.exteriorWash);

  const orders = await session.read<{ data: { id: number }[] }>(
    `/api/pos/order?q=${encodeURIComponent(customer.name)}`,
  );
  expect(orders.data).toHaveLength(1);
});

test('intake: with the API stopped the invoice fails with its message, the draft stays, and it goes through later', async ({
  page,
  ownServer,
}) => {
  test.setTimeout(60_000);
  const server = await ownServer(18623);
  const session = await ApiSession.signIn(server.url, ACCOUNTS.storeKeeper);
  await openIntake(page, server.url, session.token);
  const barcode = 'OUTAGE18623';
  const draft = await draftOneLine(page, barcode);
  const create = page.getByRole('button', { name: intakeEn.createInvoice });

  await server.stop();
  await create.click();
  await expect(page.locator('.intake-actions').getByRole('alert')).toHaveText(FAILED.invoice);
  // The failure's toast is the first of the session: the screen must survive its loading too.
  await expect(page.getByText(FAILED.invoice)).toHaveCount(2);
  await expect(draft).toBeVisible();
  await expect(create).toBeEnabled();

  await server.start();
  await create.click();
  const success = page.getByRole('dialog', { name: intakeEn.invoiceCreated });
  await expect(success).toBeVisible();
  await expect(success.locator('tbody td:last-child')).toHaveText([barcode]);
});

test('POS: a screen whose code was never loaded fails with Retry during an outage and keeps the cart', async ({
  page,
  ownServer,
}) => {
  test.setTimeout(60_000);
  const server = await ownServer(18624);
  const session = await ApiSession.signIn(server.url, ACCOUNTS.cashier);
  const customer = await createTestCustomer(session, 'Cold Start Customer', 5151);
  await signInAt(page, server.url);
  await chooseCustomer(page, customer);
  await addWashToCart(page);

  await server.stop();
  // The orders screen's code is loaded on first use, from the server that just stopped.
  await page.getByRole('link', { name: POS.orders }).click();
  const failure = page
    .locator('main')
    .getByText(new RegExp(`${FAILED.orders}|${FAILED.page.replace('.', '\\.')}`));
  await expect(failure).toBeVisible();
  await expect(page.locator('main').getByRole('button', { name: POS.retry })).toBeVisible();
  await expectCartLines(page, 1);

  await server.start();
  await page.locator('main').getByRole('button', { name: POS.retry }).click();
  await expect(page.getByRole('grid', { name: POS.orders })).toBeVisible();
  await page.getByRole('link', { name: POS.services }).click();
  await expectCartLines(page, 1);
});
