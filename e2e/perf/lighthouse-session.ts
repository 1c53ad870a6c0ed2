// The states Lighthouse audits pages in: /services with a customer and a vehicle chosen in the
// sidebar, as a cashier does it (the customer found through the API's list of the demo seed),
// and /scan signed in as the store-keeper, whose screen it is.
import { expect, type Page } from '@playwright/test';
import { DEMO_CASHIER, DEMO_STORE_KEEPER } from '../fixtures/lamaa-server.js';
import { en } from '../pos/pos-texts.js';

interface WireCustomer {
  readonly name: string;
  readonly cars: readonly { readonly code: string; readonly numbers: string }[];
}

/** Chooses the first demo customer with a vehicle, then that vehicle, on the signed-in shell. */
export async function chooseCustomerAndVehicle(page: Page): Promise<void> {
  const login = await page.request.post('/api/pos/login', { data: DEMO_CASHIER });
  const { token } = (await login.json()) as { token: string };
  const answer = await page.request.get('/api/pos/customers', {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  const customers = ((await answer.json()) as { data: WireCustomer[] }).data;
  const customer = customers.find((candidate) => candidate.cars.length > 0);
  const car = customer?.cars[0];
  if (customer === undefined || car === undefined)
    throw new Error('The demo seed has no customer with a vehicle.');
  const sidebar = page.locator('aside');
  await sidebar.getByRole('searchbox', { name: en.searchCustomers }).fill(customer.name);
  await sidebar
    .getByRole('button', { name: new RegExp(customer.name) })
    .first()
    .click();
  await sidebar.getByRole('button', { name: new RegExp(`${car.code} ${car.numbers}`) }).click();
  await expect(page.getByTestId('selection-banner')).toContainText(`${car.code} ${car.numbers}`);
}

/**
 * Hands the intake the store-keeper's session through `/scan?authtoken=`, as the POS hands it
 * over. A build from before the roles (a baseline) has no store-keeper; its cashier keeps /scan.
 */
export async function signInToIntake(page: Page): Promise<void> {
  let login = await page.request.post('/api/pos/login', { data: DEMO_STORE_KEEPER });
  if (login.status() === 401)
    login = await page.request.post('/api/pos/login', { data: DEMO_CASHIER });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  // The intake keeps a session it already has (the cashier's cookie) over a handed-over one.
  await page.context().clearCookies();
  await page.goto(`/scan?${new URLSearchParams({ authtoken: token }).toString()}`);
  await expect(page).toHaveURL(/\/scan$/);
}
