// The POS steps the browser resilience tests share: sign in on a server they own, choose the
// test's customer and car, put one service in the cart, and walk the checkout to its last step.
import { expect, type Locator, type Page } from '@playwright/test';
import { en } from '../pos/pos-texts.js';
import { ACCOUNTS } from './api-session.js';
import type { TestCustomer } from './order-plan.js';

/** The POS texts these tests look for (the exact words of docs/product/ where it has them). */
export const POS = {
  ...en,
  orders: 'Orders',
  profile: 'Employee profile',
  checkout: 'Checkout',
  continue: 'Continue',
  back: 'Back',
  submit: 'Submit Order',
  retry: 'Retry',
  close: 'Close',
  partial: 'Partial payment',
  amount: 'Amount paid now (AED)',
} as const;

/** Signs in as the demo cashier through /login of `baseUrl` and waits for /services. */
export async function signInAt(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.locator('input[name="email"]').fill(ACCOUNTS.cashier.email);
  await page.locator('input[name="password"]').fill(ACCOUNTS.cashier.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/services$/);
}

/** Finds the customer in the sidebar, chooses them and their car. */
export async function chooseCustomer(page: Page, customer: TestCustomer): Promise<void> {
  const sidebar = page.locator('aside');
  await sidebar.getByRole('searchbox', { name: POS.searchCustomers }).fill(customer.name);
  await sidebar
    .getByRole('button', { name: new RegExp(customer.name) })
    .first()
    .click();
  await sidebar.getByRole('button', { name: new RegExp(customer.plate) }).click();
}

/** Adds Exterior Wash / Basic through its options panel and waits for the server's pricing. */
export async function addWashToCart(page: Page): Promise<void> {
  await page
    .locator('main')
    .getByRole('listitem', { name: POS.exteriorWash })
    .getByRole('button')
    .last()
    .click();
  const options = page.getByRole('dialog');
  await options
    .getByTestId('service-option')
    .filter({ hasText: POS.basic })
    .getByRole('button', { name: POS.addToCart })
    .click();
  await page.keyboard.press('Escape');
  await expect(options).toBeHidden();
  await expectCartLines(page, 1);
  await expect(page.locator('aside').getByTestId('cart-totals')).toHaveAttribute(
    'aria-busy',
    'false',
  );
}

/** Expects the sidebar's cart to hold `count` lines. */
export async function expectCartLines(page: Page, count: number): Promise<void> {
  await expect(page.locator('aside').getByTestId('cart-line')).toHaveCount(count);
}

/** Picks the first selectable time slot of the open wizard. */
export async function pickFirstSlot(wizard: Locator): Promise<void> {
  const slot = wizard.locator('.pos-checkout-slot:not([disabled])').first();
  await expect(slot).toBeVisible();
  await slot.click();
}

/** Opens the checkout, keeps Indoor, picks the first slot and vault: the wizard waits on Submit. */
export async function checkoutToLastStep(page: Page): Promise<Locator> {
  await page.locator('aside').getByRole('button', { name: POS.checkout }).click();
  const wizard = page.getByRole('dialog');
  await wizard.getByRole('button', { name: POS.continue }).click();
  await pickFirstSlot(wizard);
  const vault = wizard.getByRole('radio').first();
  await expect(vault).toBeVisible();
  await vault.check({ force: true });
  return wizard;
}
