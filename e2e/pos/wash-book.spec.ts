// A wash book sold and used at the counter, in English and Arabic: a new customer with a
// medium car (made through the API) is found by the plate number alone, the demo's 10-wash
// book (one wash a day) is sold from the Plans page and paid; the receipt says what it sold and
// the banner shows it at once. On the next visit one wash is redeemed (the banner then shows 9
// left); a third visit the same day is refused by the day's limit, with its reason, and the
// wash can still be sold at its normal price. Axe on the Plans page and the refused line.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_CASHIER } from '../fixtures/lamaa-server.js';
import { expect, test } from '../fixtures/lamaa-test.js';

/** The texts this flow presses and reads, per language (written here so a wrong one fails). */
const TEXTS = {
  en: {
    searchCustomers: 'Search customers by name, phone or plate',
    plans: 'Plans',
    services: 'Services',
    book: '10-wash book',
    exteriorWash: 'Exterior Wash',
    addToCart: 'Add to Cart',
    checkout: 'Checkout',
    continue: 'Continue',
    submit: 'Submit Order',
    close: 'Close',
    use: 'Use 10-wash book',
    paidLeft: 'Paid by 10-wash book · 9 left after this',
    banner: (left: number) => new RegExp(`^10-wash book · ${left} of 10 left · until .+$`),
    limitReached: 'This plan allows 1 per day, and that is used up.',
    normalPrice: 'Sell at normal price',
  },
  ar: {
    searchCustomers: 'ابحث عن العملاء بالاسم أو الهاتف أو اللوحة',
    plans: 'الخطط',
    services: 'الخدمات',
    book: 'دفتر ١٠ غسلات',
    exteriorWash: 'غسيل خارجي',
    addToCart: 'أضف إلى السلة',
    checkout: 'إتمام الطلب',
    continue: 'متابعة',
    submit: 'إرسال الطلب',
    close: 'إغلاق',
    use: 'استخدم دفتر ١٠ غسلات',
    paidLeft: 'مدفوع من دفتر ١٠ غسلات · يبقى 9 بعد هذا',
    banner: (left: number) => new RegExp(`^دفتر ١٠ غسلات · المتبقي ${left} من 10 · حتى .+$`),
    limitReached: 'وصلت هذه الخطة إلى حدّها: 1 في اليوم.',
    normalPrice: 'بيع بالسعر العادي',
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** A new customer of the demo business with one medium car (car group 2), made through the API. */
async function customerWithMediumCar(
  request: APIRequestContext,
  name: string,
  phone: string,
  plate: string,
) {
  const login = await request.post('/api/pos/login', { data: DEMO_CASHIER });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const created = await request.post('/api/pos/customers', {
    headers,
    data: { name, phone, phone_country: 'AE' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { data: customer } = (await created.json()) as { data: { id: number } };
  const car = await request.post('/api/pos/cars', {
    headers,
    data: {
      user_id: customer.id,
      city_id: 3,
      car_brand_id: 2,
      plate_type_id: 8,
      car_type_id: 2,
      car_group_id: 2,
      color: '#C0C0C0',
      year: 2020,
      code: '3',
      numbers: plate,
    },
  });
  expect(car.status(), await car.text()).toBe(201);
}

/** Finds the customer by the plate number alone and chooses them (their car comes with them). */
async function chooseByPlate(page: Page, text: Texts, name: string, plate: string) {
  const sidebar = page.locator('aside');
  // The new customer is first in the unfiltered list too: choose them once the plate search
  // (debounced) has answered, as a cashier does who typed the plate.
  const searched = page.waitForResponse(
    (answer) => answer.url().includes('/api/pos/customers?') && answer.url().includes(plate),
  );
  await sidebar.getByRole('searchbox', { name: text.searchCustomers }).fill(plate);
  await searched;
  await sidebar.getByRole('button', { name: new RegExp(name) }).click();
  await expect(sidebar.getByRole('button', { name: new RegExp(`3 ${plate}`) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

/** Checks the cart out indoors, on the first free slot, into the first vault; answers the receipt. */
async function checkOut(page: Page, text: Texts): Promise<Locator> {
  const sidebar = page.locator('aside');
  await expect(sidebar.getByTestId('cart-totals')).toHaveAttribute('aria-busy', 'false');
  await sidebar.getByRole('button', { name: text.checkout }).click();
  const wizard = page.getByRole('dialog');
  await wizard.getByRole('button', { name: text.continue }).click();
  const slot = wizard.locator('.pos-checkout-slot:not([disabled])').first();
  await expect(slot).toBeVisible();
  await slot.click();
  const vault = wizard.getByRole('radio').first();
  await expect(vault).toBeVisible();
  await vault.check({ force: true });
  await wizard.getByRole('button', { name: text.submit }).click();
  const receipt = page.getByTestId('order-receipt');
  await expect(receipt).toBeVisible();
  return receipt;
}

async function closeReceipt(page: Page, receipt: Locator, text: Texts) {
  await receipt.locator('..').getByRole('button', { name: text.close }).click();
  await expect(page.locator('aside').getByTestId('cart-line')).toHaveCount(0);
}

/** Adds the Exterior Wash's first option to the cart from the services page. */
async function addExteriorWash(page: Page, text: Texts) {
  await page.getByRole('link', { name: text.services, exact: true }).click();
  const card = page.locator('main').getByRole('listitem', { name: text.exteriorWash });
  await card.getByRole('button').last().click();
  const options = page.getByRole('dialog');
  await options
    .getByTestId('service-option')
    .first()
    .getByRole('button', { name: text.addToCart })
    .click();
  await page.keyboard.press('Escape');
  await expect(options).toBeHidden();
  await expect(page.locator('aside').getByTestId('cart-line')).toHaveCount(1);
}

for (const [index, lang] of (['en', 'ar'] as const).entries()) {
  test(`sells a 10-wash book, redeems one on the next visit, and refuses a second the same day (${lang})`, async ({
    page,
    request,
    signIn,
    expectNoA11yViolations,
  }) => {
    const text = TEXTS[lang];
    const now = String(Date.now());
    const plate = `${index + 7}${now.slice(-4)}`;
    const name = `Wash Book ${lang.toUpperCase()} ${plate}`;
    await customerWithMediumCar(request, name, `052${now.slice(-7)}`, plate);
    await signIn({ lang });
    const banner = page.getByTestId('vehicle-plan');

    // The sale: the book from the Plans page, priced for the medium car, paid in cash.
    await chooseByPlate(page, text, name, plate);
    await expect(banner).toHaveCount(0);
    await page.getByRole('link', { name: text.plans, exact: true }).click();
    const book = page.locator('main').getByRole('listitem', { name: text.book });
    await expect(book.getByRole('button', { name: text.addToCart })).toBeEnabled();
    if (lang === 'en') await expect(book).toContainText('300.00');
    await expectNoA11yViolations('plans page');
    await book.getByRole('button', { name: text.addToCart }).click();
    await expect(page.locator('aside').getByTestId('cart-line')).toContainText(text.book);
    const sale = await checkOut(page, text);
    const sold = sale.getByTestId('receipt-plan');
    await expect(sold).toContainText('Washes left');
    await expect(sold).toContainText('الغسلات المتبقية');
    await expect(sold).toContainText('10 / 10');
    // At once, without a reload: the banner behind the receipt holds the new book.
    await expect(banner).toHaveText(text.banner(10));
    await closeReceipt(page, sale, text);

    // The next visit: one wash paid by the book.
    await chooseByPlate(page, text, name, plate);
    await expect(banner).toHaveText(text.banner(10));
    await addExteriorWash(page, text);
    const line = page.locator('aside').getByTestId('cart-line');
    await line.getByRole('button', { name: text.use }).click();
    await expect(line.getByTestId('line-plan')).toHaveText(new RegExp(`^${text.paidLeft}`));
    const visit = await checkOut(page, text);
    await expect(banner).toHaveText(text.banner(9));
    await closeReceipt(page, visit, text);

    // Again the same day: the book allows one a day, says so, and the wash sells as usual.
    await chooseByPlate(page, text, name, plate);
    await expect(banner).toHaveText(text.banner(9));
    await addExteriorWash(page, text);
    await line.getByRole('button', { name: text.use }).click();
    await expect(line.getByRole('status')).toContainText(text.limitReached);
    await expectNoA11yViolations('refused redemption');
    await line.getByRole('button', { name: text.normalPrice }).click();
    await expect(line.getByRole('button', { name: text.use })).toBeVisible();
    await expect(page.locator('aside').getByTestId('cart-totals')).toHaveAttribute(
      'aria-busy',
      'false',
    );
    await expect(banner).toHaveText(text.banner(9));
  });
}
