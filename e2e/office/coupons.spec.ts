// The owner adds a coupon in the office that a customer may use once, and the counter holds
// to it: the customer's first order takes the coupon, and when a cashier picks it again for the
// same customer it is refused with the reason, in the screen's language. English and Arabic,
// with axe on the office's screen and dialog.
import type { Page } from '@playwright/test';
import { DEMO_OWNER } from '../fixtures/lamaa-server.js';
import { axeViolations, expect, test } from '../fixtures/lamaa-test.js';
import { pickOption } from '../fixtures/pick-option.js';
import { ar as posAr, en as posEn } from '../pos/pos-texts.js';

/** The office's and the kit's words this spec reads (apps/office, packages/ui refusal texts). */
const TEXTS = {
  en: {
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    addCoupon: 'Add coupon',
    code: /^Code/,
    percent: /^Percent off/,
    perCustomer: /^Uses per customer/,
    save: 'Save',
    saved: 'Coupon saved',
    perCustomerShown: 'Per customer: 1',
    refused: 'This customer has already used this coupon as often as it allows (1).',
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    addCoupon: 'إضافة قسيمة',
    code: /^الرمز/,
    percent: /^نسبة الخصم/,
    perCustomer: /^الاستخدامات لكل عميل/,
    save: 'حفظ',
    saved: 'تم حفظ القسيمة',
    perCustomerShown: 'لكل عميل: 1',
    refused: 'استخدم هذا العميل هذه القسيمة أقصى عدد مسموح (1).',
  },
} as const;

interface Service {
  id: number;
  options: { id: number }[];
}

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

  test(`a coupon the owner limits to one use per customer is refused the second time (${lang})`, async ({
    page,
    browser,
    signIn,
  }) => {
    const suffix = `${lang}${Date.now() % 100000}`;
    const code = `ONCE-${suffix}`.toUpperCase();

    // The owner, in the office: 10 % off, once per customer.
    const ownerContext = await browser.newContext();
    const office = await ownerContext.newPage();
    await signInAtOffice(office, lang, '/office/coupons');
    await office.getByRole('button', { name: text.addCoupon }).click();
    const dialog = office.getByRole('dialog', { name: text.addCoupon });
    await dialog.getByLabel(text.code).fill(code);
    await dialog.getByLabel(text.percent).fill('10');
    await dialog.getByLabel(text.perCustomer).fill('1');
    expect(await axeViolations(office), `add coupon dialog (${lang})`).toEqual([]);
    await dialog.getByRole('button', { name: text.save, exact: true }).click();
    await expect(office.getByText(text.saved)).toBeVisible();
    const row = office
      .getByRole('row')
      .filter({ has: office.getByRole('rowheader', { name: code }) });
    await expect(row).toContainText(text.perCustomerShown);
    expect(await axeViolations(office), `/office/coupons (${lang})`).toEqual([]);
    await ownerContext.close();

    // The cashier: a new customer with a car, whose first order takes the coupon.
    await signIn({ lang });
    const token = (await page.context().cookies()).find((c) => c.name === 'lamaa_token')?.value;
    const headers = { authorization: `Bearer ${token ?? ''}`, 'business-id': '1' };
    const customerName = `Coupon Driver ${suffix}`;
    const customer = await page.request.post('/api/pos/customers', {
      headers,
      data: { name: customerName, phone: `50${String(Date.now()).slice(-7)}`, phone_country: 'AE' },
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
    const carId = ((await car.json()) as { data: { id: number } }).data.id;
    const read = async <T>(path: string) =>
      ((await (await page.request.get(path, { headers })).json()) as { data: T }).data;
    const [service] = await read<Service[]>('/api/services');
    const cash = (await read<{ id: number; type: string }[]>('/api/pos/vaults')).find(
      (vault) => vault.type === 'cash',
    );
    const slot = (
      await read<{ date: string; slots: { from: string; available: boolean }[] }[]>(
        '/api/pos/availability?type=in_shop',
      )
    )
      .flatMap((day) => day.slots.filter((s) => s.available).map((s) => ({ day: day.date, ...s })))
      .at(-1);
    const first = await page.request.post('/api/pos/order', {
      headers,
      data: {
        user_id: customerId,
        car_id: carId,
        purchasables: [
          {
            purchasable_id: service?.id,
            purchasable_type: 'service',
            quantity: 1,
            option_ids: [service?.options[0]?.id],
          },
        ],
        coupon_code: code,
        vault_id: cash?.id,
        payment_method: 'cash',
        location_type: 'in_shop',
        booking_date: slot?.day,
        booking_time: slot?.from,
      },
    });
    expect(first.status(), await first.text()).toBe(201);

    // The second time, at the counter: the same customer, a wash, the same coupon.
    const sidebar = page.locator('aside');
    await sidebar.getByRole('searchbox', { name: pos.searchCustomers }).fill(customerName);
    await sidebar.getByRole('button', { name: new RegExp(customerName) }).click();
    await sidebar.getByRole('button', { name: new RegExp(plate) }).click();
    await expect(page.getByTestId('selection-banner')).toContainText(plate);
    await page.locator('main').getByRole('listitem', { name: pos.exteriorWash }).focus();
    await page.keyboard.press('Enter');
    await expect(sidebar.getByTestId('cart-line')).toHaveCount(1);
    await expect(sidebar.getByTestId('cart-totals')).toHaveAttribute('aria-busy', 'false');
    await pickOption(page, sidebar, pos.coupon, code);
    await expect(page.getByRole('alert').filter({ hasText: text.refused }).first()).toBeVisible();
    await expect(page.getByText(pos.couponApplied(code))).toBeHidden();
  });
}
