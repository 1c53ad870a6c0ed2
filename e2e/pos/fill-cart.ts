// What the checkout and receipt specs share: a demo customer with a car, chosen in the
// sidebar, and Full Detailing / Silver in the cart, priced by the server.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '../fixtures/lamaa-test.js';
import { bearer } from './api-as.js';
import type { PosTexts } from './pos-texts.js';

/** A customer as GET /api/pos/customers lists them, with the fields the flows use. */
export interface WireCustomer {
  id: number;
  name: string;
  cars: { id: number; code: string; numbers: string }[];
}

/**
 * The nth demo customer with a car (the first by default) whose name no other customer has, as
 * the flows find them by typing the name; read through the API as the demo cashier.
 */
export async function customerWithCar(request: APIRequestContext, nth = 0): Promise<WireCustomer> {
  const headers = await bearer(request);
  const search = async (q = '') => {
    const answer = await request.get(`/api/pos/customers?q=${encodeURIComponent(q)}`, { headers });
    return ((await answer.json()) as { data: WireCustomer[] }).data;
  };
  let skipped = 0;
  for (const customer of (await search()).filter((entry) => entry.cars.length > 0)) {
    if ((await search(customer.name)).length !== 1) continue;
    if (skipped === nth) return customer;
    skipped += 1;
  }
  throw new Error('not enough demo customers with a car and a name of their own');
}

/** The screen texts fillCart presses, in the page's language. */
export type FillCartTexts = Pick<
  PosTexts,
  'searchCustomers' | 'fullDetailing' | 'silver' | 'addToCart'
>;

/** Selects a customer and their first car in the sidebar, adds Full Detailing / Silver and waits for pricing. */
export async function fillCart(
  page: Page,
  text: FillCartTexts,
  customer: WireCustomer,
): Promise<void> {
  const sidebar = page.locator('aside');
  const car = customer.cars[0];
  if (car === undefined) throw new Error('customer without a car');
  await sidebar.getByRole('searchbox', { name: text.searchCustomers }).fill(customer.name);
  await sidebar
    .getByRole('button', { name: new RegExp(customer.name) })
    .first()
    .click();
  await sidebar.getByRole('button', { name: new RegExp(`${car.code} ${car.numbers}`) }).click();
  const main = page.locator('main');
  await main.getByRole('listitem', { name: text.fullDetailing }).getByRole('button').last().click();
  const options = page.getByRole('dialog');
  await options
    .getByTestId('service-option')
    .filter({ hasText: text.silver })
    .getByRole('button', { name: text.addToCart })
    .click();
  await page.keyboard.press('Escape');
  await expect(options).toBeHidden();
  await expect(sidebar.getByTestId('cart-line')).toHaveCount(1);
  await expect(sidebar.getByTestId('cart-totals')).toHaveAttribute('aria-busy', 'false');
}

/** In the open checkout wizard's last step: the first free slot and the first vault. */
export async function pickSlotAndVault(wizard: Locator): Promise<void> {
  const slot = wizard.locator('.pos-checkout-slot:not([disabled])').first();
  await expect(slot).toBeVisible();
  await slot.click();
  const vault = wizard.getByRole('radio').first();
  await expect(vault).toBeVisible();
  await vault.check({ force: true });
}

/**
 * Chooses a choice card as a person does, by its visible card (the radio input itself is visually
 * hidden, and in a right-to-left scrolling sidebar it can sit outside the viewport).
 */
export async function chooseCard(scope: Locator, name: string, exact = false): Promise<void> {
  // `has` is looked up inside each label, so it names the radio without the scope.
  const card = scope
    .locator('label')
    .filter({ has: scope.page().getByRole('radio', { name, exact }) });
  await card.click();
  await expect(scope.getByRole('radio', { name, exact })).toBeChecked();
}
