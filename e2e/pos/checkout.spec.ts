// The checkout end to end against the real server: indoor cash, outdoor partial visa with place
// search and the map failing without a key, a slot filled meanwhile, a double click and a dropped
// response leaving exactly one order, the indoor path in Arabic, and axe on every step.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/lamaa-test.js';
import { DEMO_CASHIER } from '../fixtures/lamaa-server.js';
import { chooseCard, fillCart, type WireCustomer } from './fill-cart.js';
import { ar, en } from './pos-texts.js';

/** The checkout's texts per language, written here so a wrong string fails a test. */
const TEXTS = {
  en: {
    checkout: 'Checkout',
    indoor: 'Indoor',
    outdoor: 'Outdoor',
    continue: 'Continue',
    submit: 'Submit Order',
    close: 'Close',
    retry: 'Retry',
    anotherSlot: 'Choose another time slot',
    searchPlaces: 'Search places',
    address: 'Address',
    visa: 'Visa',
    partial: 'Partial payment',
    amount: 'Amount paid now (AED)',
    mapFailed: 'Failed to load map. Please check your internet connection',
    noLocations: 'No locations found',
    slotFull: 'This time slot is fully booked. Please select another time slot.',
    completed: 'Order completed successfully! Ready for next customer.',
    needsSelection: 'Please select a customer and vehicle before checkout',
    shipping: 'Shipping',
    total: 'Total',
  },
  ar: {
    checkout: 'إتمام الطلب',
    indoor: 'داخل الفرع',
    continue: 'متابعة',
    submit: 'إرسال الطلب',
    close: 'إغلاق',
    completed: 'تم إتمام الطلب بنجاح! جاهز للعميل التالي.',
    submitted: 'تم إرسال الطلب بنجاح',
  },
} as const;

interface Session {
  readonly headers: Record<string, string>;
}

async function apiSession(request: APIRequestContext): Promise<Session> {
  const answer = await request.post('/api/pos/login', { data: DEMO_CASHIER });
  const body = (await answer.json()) as { token: string };
  return { headers: { Authorization: `Bearer ${body.token}`, Accept: 'application/json' } };
}

async function orderCount(request: APIRequestContext, session: Session): Promise<number> {
  const answer = await request.get('/api/pos/order?per_page=1', { headers: session.headers });
  return ((await answer.json()) as { total: number }).total;
}

/** Customers with a car, from the server (the demo seed has many). */
async function customersWithCars(
  request: APIRequestContext,
  session: Session,
): Promise<WireCustomer[]> {
  const answer = await request.get('/api/pos/customers', { headers: session.headers });
  const list = ((await answer.json()) as { data: WireCustomer[] }).data;
  return list.filter((customer) => customer.cars.length > 0);
}

/** Picks the first selectable slot of the wizard (optionally not `except`) and answers its "date from". */
async function pickSlot(wizard: Locator, except?: string): Promise<string> {
  const slots = wizard.locator('.pos-checkout-slot:not([disabled])');
  await expect(slots.first()).toBeVisible();
  const all = await slots.evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('data-slot') ?? ''),
  );
  const chosen = all.find((slot) => slot !== except);
  if (chosen === undefined) throw new Error('no free slot');
  await wizard.locator(`[data-slot="${chosen}"]`).click();
  return chosen;
}

/** A slot's "date from" as the receipts write dates: '2026-11-26 17:00' → '26/11/2026, 5:00 PM'. */
function asOnReceipt(slot: string): string {
  const [date = '', time = ''] = slot.split(' ');
  const [year, month, day] = date.split('-');
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')}`;
  return `${day}/${month}/${year}, ${clock} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The figure of one row of the sidebar's cart totals ('Shipping', 'Total'). */
function cartFigure(page: Page, label: string): Locator {
  return page
    .locator('aside')
    .getByTestId('cart-totals')
    .locator('div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}

/** The amount of an 'AED 1,234.50' figure. */
function aedOf(text: string): number {
  return Number(text.replace(/[^\d.]/g, ''));
}

async function pickFirstVault(wizard: Locator): Promise<void> {
  const vault = wizard.getByRole('radio').first();
  await expect(vault).toBeVisible();
  await vault.check({ force: true });
}

test('indoor checkout with a full cash payment, one order, receipt and reset', async ({
  page,
  request,
  signIn,
  expectNoA11yViolations,
}) => {
  const session = await apiSession(request);
  const [customer] = await customersWithCars(request, session);
  if (customer === undefined) throw new Error('no customer with a car');
  const before = await orderCount(request, session);
  await signIn();
  // Checkout before choosing anyone: the guard shows where the cashier looks, then goes once chosen.
  await page.locator('aside').getByRole('button', { name: TEXTS.en.checkout }).click();
  const guard = page.locator('aside').getByText(TEXTS.en.needsSelection);
  await expect(guard).toBeInViewport();
  await fillCart(page, en, customer);
  await expect(guard).toHaveCount(0);
  await expectNoA11yViolations('payment options');
  await page.locator('aside').getByRole('button', { name: TEXTS.en.checkout }).click();
  const wizard = page.getByRole('dialog');
  await expect(wizard.getByRole('radio', { name: TEXTS.en.indoor })).toBeChecked();
  await expectNoA11yViolations('location step');
  await wizard.getByRole('button', { name: TEXTS.en.continue }).click();
  await expect(wizard.locator('.pos-checkout-slot').first()).toBeVisible();
  await expectNoA11yViolations('time-slot step');
  const slot = await pickSlot(wizard);
  await pickFirstVault(wizard);
  await expectNoA11yViolations('vault step');
  await wizard.getByRole('button', { name: TEXTS.en.submit }).click();
  const receipt = page.getByTestId('order-receipt');
  await expect(receipt).toContainText(asOnReceipt(slot));
  await expect(receipt).toContainText('Full Detailing');
  await expectNoA11yViolations('order success');
  expect(await orderCount(request, session)).toBe(before + 1);
  await wizard
    .getByTestId('order-receipt')
    .locator('..')
    .getByRole('button', { name: TEXTS.en.close })
    .click();
  await expect(page.getByText(TEXTS.en.completed)).toBeVisible();
  await expect(page.locator('aside').getByTestId('cart-line')).toHaveCount(0);
});

test('outdoor checkout with place search, address and a partial visa payment; the map without a key fails politely', async ({
  page,
  request,
  signIn,
  expectNoA11yViolations,
}) => {
  const session = await apiSession(request);
  const customer = (await customersWithCars(request, session))[1];
  if (customer === undefined) throw new Error('no customer with a car');
  const before = await orderCount(request, session);
  await signIn();
  await fillCart(page, en, customer);
  const sidebar = page.locator('aside');
  await expect(cartFigure(page, TEXTS.en.shipping)).toHaveText(/^AED\s*0\.00$/);
  const inShopTotal = (await cartFigure(page, TEXTS.en.total).innerText()).trim();
  await chooseCard(sidebar, TEXTS.en.visa);
  await chooseCard(sidebar, TEXTS.en.partial);
  await sidebar.getByRole('textbox', { name: TEXTS.en.amount }).fill('50');
  await sidebar.getByRole('button', { name: TEXTS.en.checkout }).click();
  const wizard = page.getByRole('dialog');
  const remoteCart = page.waitForRequest(
    (req) =>
      req.url().endsWith('/api/pos/cart') &&
      (req.postDataJSON() as { location_type?: string }).location_type === 'remote',
    { timeout: 30_000 },
  );
  await wizard.getByRole('radio', { name: TEXTS.en.outdoor }).check({ force: true });
  await remoteCart;
  // Before anything is submitted, the sidebar shows the server's shipping and the total with it.
  await expect(cartFigure(page, TEXTS.en.shipping)).toHaveText(/^AED\s*25\.00$/);
  await expect(sidebar.getByTestId('cart-totals')).toHaveAttribute('aria-busy', 'false');
  const cartTotal = (await cartFigure(page, TEXTS.en.total).innerText()).trim();
  expect(aedOf(cartTotal) - aedOf(inShopTotal)).toBeCloseTo(25, 2);
  await expect(wizard.getByText(TEXTS.en.mapFailed)).toBeVisible();
  const search = wizard.getByRole('searchbox', { name: TEXTS.en.searchPlaces });
  await search.fill('zzqxv');
  await expect(wizard.getByText(TEXTS.en.noLocations)).toBeVisible();
  await search.fill('Dubai');
  const found = wizard.locator('.pos-checkout-places__item').first();
  await expect(found).toBeVisible();
  await expectNoA11yViolations('outdoor location step');
  await found.click();
  const address = wizard.getByRole('textbox', { name: TEXTS.en.address });
  await expect(address).not.toHaveValue('');
  await address.fill('Villa 12, Street 4, Al Barsha');
  await wizard.getByRole('button', { name: TEXTS.en.continue }).click();
  await pickSlot(wizard);
  await pickFirstVault(wizard);
  const sent = page.waitForRequest(
    (req) => req.url().endsWith('/api/pos/order') && req.method() === 'POST',
  );
  await wizard.getByRole('button', { name: TEXTS.en.submit }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    payment_method: 'visa',
    is_partial: true,
    amount: 50,
    location_type: 'remote',
    address: 'Villa 12, Street 4, Al Barsha',
  });
  expect(body['pickup_address']).toMatchObject({ details: 'Villa 12, Street 4, Al Barsha' });
  const receipt = page.getByTestId('order-receipt');
  await expect(receipt).toBeVisible();
  // The receipt's total is the one the cashier saw in the cart before submitting.
  await expect(receipt).toContainText(cartTotal);
  await expect(receipt).toContainText(/Shipping[^]*AED\s*25\.00/);
  await expect(cartFigure(page, TEXTS.en.total)).toHaveText(cartTotal);
  expect(await orderCount(request, session)).toBe(before + 1);
});

test('a slot filled between choosing and submitting shows the server message and another can be picked', async ({
  page,
  request,
  signIn,
}) => {
  const session = await apiSession(request);
  const customers = await customersWithCars(request, session);
  const customer = customers[2];
  const other = customers[3];
  if (customer === undefined || other === undefined)
    throw new Error('not enough customers with cars');
  await signIn();
  await fillCart(page, en, customer);
  await page.locator('aside').getByRole('button', { name: TEXTS.en.checkout }).click();
  const wizard = page.getByRole('dialog');
  await wizard.getByRole('button', { name: TEXTS.en.continue }).click();
  const slot = await pickSlot(wizard);
  await pickFirstVault(wizard);

  // Fill the chosen slot through the API with another customer's orders.
  const [date, from] = slot.split(' ');
  const services = (
    (await (await request.get('/api/services', { headers: session.headers })).json()) as {
      data: { id: number; options: { id: number }[] }[];
    }
  ).data;
  const service = services.find((entry) => entry.options.length > 0);
  const vaults = (await (
    await request.get('/api/pos/vaults?type=cash', { headers: session.headers })
  ).json()) as { id: number }[] | { data: { id: number }[] };
  const vault = (Array.isArray(vaults) ? vaults : vaults.data)[0];
  const car = other.cars[0];
  if (service === undefined || vault === undefined || car === undefined)
    throw new Error('no data to fill the slot');
  let status = 0;
  for (let attempt = 0; attempt < 6 && status !== 409; attempt += 1) {
    const answer = await request.post('/api/pos/order', {
      headers: session.headers,
      data: {
        car_id: car.id,
        user_id: other.id,
        purchasables: [
          {
            purchasable_id: service.id,
            purchasable_type: 'service',
            quantity: 1,
            option_ids: [service.options[0]?.id],
          },
        ],
        vault_id: vault.id,
        payment_method: 'cash',
        is_partial: false,
        location_type: 'in_shop',
        booking_date: date,
        booking_time: from,
      },
    });
    status = answer.status();
  }
  expect(status).toBe(409);

  await wizard.getByRole('button', { name: TEXTS.en.submit }).click();
  await expect(wizard.getByText(TEXTS.en.slotFull)).toBeVisible();
  await wizard.getByRole('button', { name: TEXTS.en.anotherSlot }).click();
  await expect(wizard.locator(`[data-slot="${slot}"]`)).toBeDisabled();
  await pickSlot(wizard, slot);
  await pickFirstVault(wizard);
  await wizard.getByRole('button', { name: TEXTS.en.submit }).click();
  await expect(page.getByTestId('order-receipt')).toBeVisible();
});

test('a double click on submit and a dropped response still leave exactly one order each', async ({
  page,
  request,
  signIn,
}) => {
  const session = await apiSession(request);
  const customers = await customersWithCars(request, session);
  const customer = customers[4];
  if (customer === undefined) throw new Error('no customer with a car');
  await signIn();

  // A double click.
  let before = await orderCount(request, session);
  await fillCart(page, en, customer);
  await page.locator('aside').getByRole('button', { name: TEXTS.en.checkout }).click();
  const wizard = page.getByRole('dialog');
  await wizard.getByRole('button', { name: TEXTS.en.continue }).click();
  await pickSlot(wizard);
  await pickFirstVault(wizard);
  await wizard.getByRole('button', { name: TEXTS.en.submit }).dblclick();
  await expect(page.getByTestId('order-receipt')).toBeVisible();
  expect(await orderCount(request, session)).toBe(before + 1);
  await page
    .getByTestId('order-receipt')
    .locator('..')
    .getByRole('button', { name: TEXTS.en.close })
    .click();
  await expect(page.getByText(TEXTS.en.completed)).toBeVisible();

  // A response dropped after the server committed, then Retry with the same key.
  before = await orderCount(request, session);
  let dropped = 0;
  await page.route('**/api/pos/order', async (route) => {
    if (route.request().method() !== 'POST' || dropped > 0) return route.continue();
    dropped += 1;
    await route.fetch();
    return route.abort('connectionreset');
  });
  await fillCart(page, en, customer);
  await page.locator('aside').getByRole('button', { name: TEXTS.en.checkout }).click();
  await wizard.getByRole('button', { name: TEXTS.en.continue }).click();
  await pickSlot(wizard);
  await pickFirstVault(wizard);
  await wizard.getByRole('button', { name: TEXTS.en.submit }).click();
  await expect(wizard.getByRole('button', { name: TEXTS.en.retry })).toBeVisible();
  expect(dropped).toBe(1);
  expect(await orderCount(request, session)).toBe(before + 1);
  await wizard.getByRole('button', { name: TEXTS.en.retry }).click();
  await expect(page.getByTestId('order-receipt')).toBeVisible();
  expect(await orderCount(request, session)).toBe(before + 1);
});

test('the indoor checkout in Arabic', async ({ page, request, signIn, expectNoA11yViolations }) => {
  const session = await apiSession(request);
  const customer = (await customersWithCars(request, session))[5];
  if (customer === undefined) throw new Error('no customer with a car');
  await signIn({ lang: 'ar' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await fillCart(page, ar, customer);
  await page.locator('aside').getByRole('button', { name: TEXTS.ar.checkout }).click();
  const wizard = page.getByRole('dialog');
  await expect(wizard.getByRole('radio', { name: TEXTS.ar.indoor })).toBeChecked();
  await expectNoA11yViolations('location step (ar)');
  await wizard.getByRole('button', { name: TEXTS.ar.continue }).click();
  await pickSlot(wizard);
  await expectNoA11yViolations('vault step (ar)');
  await pickFirstVault(wizard);
  await wizard.getByRole('button', { name: TEXTS.ar.submit }).click();
  await expect(page.getByTestId('order-receipt')).toContainText('رقم الطلب');
  // The server's default success sentence is shown in the language on screen.
  await expect(wizard.getByText(TEXTS.ar.submitted)).toBeVisible();
  await expectNoA11yViolations('order success (ar)');
  await page
    .getByTestId('order-receipt')
    .locator('..')
    .getByRole('button', { name: TEXTS.ar.close })
    .click();
  await expect(page.getByText(TEXTS.ar.completed)).toBeVisible();
});
