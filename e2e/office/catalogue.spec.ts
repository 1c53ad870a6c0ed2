// The owner sets up a service in the office and the counter sells it at once: a service with
// three options priced for each car group, added at /office/services and seen in the price
// grid; then a cashier chooses a customer with a medium car, adds the new service to the cart at
// the medium-car price and checks out. The owner then raises that price in the grid, and the
// order already sold keeps the price it was sold at. In English and in Arabic, with axe on each
// office screen.
import type { Page } from '@playwright/test';
import { DEMO_OWNER } from '../fixtures/lamaa-server.js';
import { axeViolations, expect, test } from '../fixtures/lamaa-test.js';
import { pickSlotAndVault } from '../pos/fill-cart.js';
import { ar as posAr, en as posEn } from '../pos/pos-texts.js';

/** The office's words this spec reads (apps/office/src/shared/i18n). */
const TEXTS = {
  en: {
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    addService: 'Add service',
    nameEn: /^Name \(English\)/,
    nameAr: /^Name \(Arabic\)/,
    addOption: 'Add option',
    optionNameEn: (n: number) => new RegExp(`^Option ${n} name \\(English\\)`),
    optionNameAr: (n: number) => new RegExp(`^Option ${n} name \\(Arabic\\)`),
    price: (n: number, group: string) => new RegExp(`^Option ${n}, ${group}`),
    groups: ['Small car', 'Medium car', 'Large car'],
    exclusive: 'Option 1 is exclusive',
    save: 'Save',
    saved: 'Service saved',
    priceGrid: 'Price grid',
    cell: (service: string, option: string, group: string) => `${service}, ${option}, ${group}`,
    pricesSaved: 'Prices saved (1)',
    checkout: 'Checkout',
    continue: 'Continue',
    submit: 'Submit Order',
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    addService: 'إضافة خدمة',
    nameEn: /^الاسم \(بالإنجليزية\)/,
    nameAr: /^الاسم \(بالعربية\)/,
    addOption: 'إضافة خيار',
    optionNameEn: (n: number) => new RegExp(`^اسم الخيار ${n} \\(بالإنجليزية\\)`),
    optionNameAr: (n: number) => new RegExp(`^اسم الخيار ${n} \\(بالعربية\\)`),
    price: (n: number, group: string) => new RegExp(`^الخيار ${n}، ${group}`),
    groups: ['مركبة صغيرة', 'مركبة متوسطة', 'مركبة كبيرة'],
    exclusive: 'الخيار 1 منفرد',
    save: 'حفظ',
    saved: 'تم حفظ الخدمة',
    priceGrid: 'جدول الأسعار',
    cell: (service: string, option: string, group: string) => `${service}، ${option}، ${group}`,
    pricesSaved: 'تم حفظ الأسعار (1)',
    checkout: 'إتمام الطلب',
    continue: 'متابعة',
    submit: 'إرسال الطلب',
  },
} as const;

/** Three options with a price (AED) for each car group, small to large. */
const OPTIONS = [
  { en: 'Ceramic one year', ar: 'سيراميك سنة', prices: ['70', '85.50', '99'] },
  { en: 'Ceramic three years', ar: 'سيراميك ثلاث سنوات', prices: ['150', '175', '200'] },
  { en: 'Ceramic wheels', ar: 'سيراميك الجنوط', prices: ['40', '45', '50'] },
] as const;

async function signInAtOffice(page: Page, lang: 'en' | 'ar', path: string): Promise<void> {
  const text = TEXTS[lang];
  await page.goto(`${path}?lang=${lang}`);
  await page.getByLabel(text.email).fill(DEMO_OWNER.email);
  await page.getByLabel(text.password).fill(DEMO_OWNER.password);
  await page.getByRole('button', { name: text.signIn, exact: true }).click();
}

for (const lang of ['en', 'ar'] as const) {
  const text = TEXTS[lang];
  const pos = lang === 'en' ? posEn : posAr;

  test(`the owner adds a service and a cashier sells it at the medium-car price (${lang})`, async ({
    page,
    browser,
    signIn,
    expectNoA11yViolations,
  }) => {
    const suffix = `${lang}${Date.now() % 100000}`;
    const service = { en: `Shield ${suffix}`, ar: `درع ${suffix}` };
    const shown = lang === 'en' ? service.en : service.ar;

    // The owner, in the office.
    // A context of its own: the owner's session is not the cashier's, and axe needs a context page.
    const ownerContext = await browser.newContext();
    const office = await ownerContext.newPage();
    await signInAtOffice(office, lang, '/office/services');
    await office.getByRole('button', { name: text.addService }).click();
    const dialog = office.getByRole('dialog', { name: text.addService });
    await dialog.getByLabel(text.nameEn).fill(service.en);
    await dialog.getByLabel(text.nameAr).fill(service.ar);
    await dialog.getByRole('button', { name: text.addOption }).click();
    await dialog.getByRole('button', { name: text.addOption }).click();
    for (const [index, option] of OPTIONS.entries()) {
      const n = index + 1;
      await dialog.getByLabel(text.optionNameEn(n)).fill(option.en);
      await dialog.getByLabel(text.optionNameAr(n)).fill(option.ar);
      for (const [position, group] of text.groups.entries())
        await dialog.getByLabel(text.price(n, group)).fill(option.prices[position] ?? '');
    }
    await dialog.getByText(text.exclusive).click();
    await expect(dialog.getByRole('checkbox', { name: text.exclusive })).toBeChecked();
    await expectNoA11yViolationsOn(office, `/office/services add service (${lang})`);
    await dialog.getByRole('button', { name: text.save, exact: true }).click();
    await expect(office.getByText(text.saved)).toBeVisible();
    await expect(office.getByRole('rowheader', { name: shown })).toBeVisible();
    await expectNoA11yViolationsOn(office, `/office/services (${lang})`);

    // The price grid shows it, by car group.
    await office.getByRole('link', { name: text.priceGrid }).click();
    const first = lang === 'en' ? OPTIONS[0].en : OPTIONS[0].ar;
    await expect(
      office.getByRole('textbox', { name: text.cell(shown, first, text.groups[1]) }),
    ).toHaveValue('85.5');
    await expectNoA11yViolationsOn(office, `/office/prices (${lang})`);
    await ownerContext.close();

    // The cashier: a customer with a medium car, made through the API as the seed would.
    await signIn({ lang });
    const token = (await page.context().cookies()).find((c) => c.name === 'lamaa_token')?.value;
    const headers = { authorization: `Bearer ${token ?? ''}`, 'business-id': '1' };
    const customerName = `Medium Driver ${suffix}`;
    const customer = await page.request.post('/api/pos/customers', {
      headers,
      data: {
        name: customerName,
        phone: `50${String(Date.now()).slice(-7)}`,
        phone_country: 'AE',
      },
    });
    expect(customer.status()).toBe(201);
    const customerId = ((await customer.json()) as { data: { id: number } }).data.id;
    const plate = String(Date.now()).slice(-5);
    const car = await page.request.post('/api/pos/cars', {
      headers,
      data: {
        user_id: customerId,
        city_id: 3,
        car_brand_id: 2,
        plate_type_id: 8,
        car_type_id: 2,
        car_group_id: 2,
        color: '#C0C0C0',
        year: 2021,
        code: '3',
        numbers: plate,
      },
    });
    expect(car.status()).toBe(201);

    const sidebar = page.locator('aside');
    await sidebar.getByRole('searchbox', { name: pos.searchCustomers }).fill(customerName);
    await sidebar.getByRole('button', { name: new RegExp(customerName) }).click();
    await sidebar.getByRole('button', { name: new RegExp(plate) }).click();
    await expect(page.getByTestId('selection-banner')).toContainText(plate);

    const main = page.locator('main');
    await main.getByRole('listitem', { name: shown }).getByRole('button').last().click();
    const options = page.getByRole('dialog');
    await expect(options.getByTestId('service-option')).toHaveCount(3);
    const oneYear = options.getByTestId('service-option').filter({ hasText: first });
    await expect(oneYear).toContainText(/85[.,٫]50|٨٥٫٥٠/);
    await oneYear.getByRole('button', { name: pos.addToCart }).click();
    await expect(oneYear.getByRole('button', { name: pos.added })).toBeVisible();
    await page.keyboard.press('Escape');
    const line = sidebar.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(shown);
    await expect(line).toContainText(/85[.,٫]50|٨٥٫٥٠/);
    await expectNoA11yViolations(`/services with the new service in the cart (${lang})`);

    // The sale is made; then the owner raises the price, and the order keeps what it was sold at.
    await sidebar.getByRole('button', { name: text.checkout }).click();
    const wizard = page.getByRole('dialog');
    await wizard.getByRole('button', { name: text.continue }).click();
    await pickSlotAndVault(wizard);
    await wizard.getByRole('button', { name: text.submit }).click();
    await expect(page.getByTestId('order-receipt')).toBeVisible();
    const gridContext = await browser.newContext();
    const grid = await gridContext.newPage();
    await signInAtOffice(grid, lang, '/office/prices');
    const medium = grid.getByRole('textbox', { name: text.cell(shown, first, text.groups[1]) });
    await medium.fill('95');
    await medium.press('Enter');
    await expect(grid.getByText(text.pricesSaved)).toBeVisible();
    await gridContext.close();
    const sold = await page.request.get(`/api/pos/order?q=${encodeURIComponent(customerName)}`, {
      headers,
    });
    const orders = ((await sold.json()) as { data: { items: { price: number }[] }[] }).data;
    expect(orders.map((order) => order.items.map((item) => item.price))).toEqual([[85.5]]);
  });
}

/** axe on a page other than the test's own. */
async function expectNoA11yViolationsOn(page: Page, label: string): Promise<void> {
  expect(await axeViolations(page), label).toEqual([]);
}
