// A VAT-registered business's cash sale, in English and Arabic: the cart shows VAT 5 %, the
// success receipt links a simplified tax invoice, and its public page shows the business's
// TRN with both languages side by side. Axe on the cart, the receipt and the invoice page.
import { axeViolations, expect, test } from '../fixtures/lamaa-test.js';
import { DEMO_CASHIER } from '../fixtures/lamaa-server.js';
import { fillCart, type WireCustomer } from './fill-cart.js';
import { bearer } from './api-as.js';
import { BUSINESS_TRN, setVatRegistered } from './vat-business.js';

/** The screen texts the flow presses and reads, per language, written here so a wrong string fails. */
const TEXTS = {
  en: {
    searchCustomers: 'Search customers by name, phone or plate',
    fullDetailing: 'Full Detailing',
    silver: 'Silver',
    addToCart: 'Add to Cart',
    checkout: 'Checkout',
    continue: 'Continue',
    submit: 'Submit Order',
    vat: 'VAT 5 %',
    close: 'Close',
  },
  ar: {
    searchCustomers: 'ابحث عن العملاء بالاسم أو الهاتف أو اللوحة',
    fullDetailing: 'تلميع كامل',
    silver: 'فضي',
    addToCart: 'أضف إلى السلة',
    checkout: 'إتمام الطلب',
    continue: 'متابعة',
    submit: 'إرسال الطلب',
    vat: 'ضريبة القيمة المضافة 5 %',
    close: 'إغلاق',
  },
} as const;

// The specs after this one price the demo catalogue without VAT, as the seed does.
test.afterAll(async ({ request }) => {
  await setVatRegistered(request, false);
});

test('a cash sale gives a simplified tax invoice whose page shows the business TRN, in English and Arabic', async ({
  page,
  request,
  signIn,
  expectNoA11yViolations,
}) => {
  await setVatRegistered(request, true);
  const cashier = await bearer(request, DEMO_CASHIER);
  const customers = (
    (await (await request.get('/api/pos/customers', { headers: cashier })).json()) as {
      data: WireCustomer[];
    }
  ).data.filter((customer) => customer.cars.length > 0);

  await signIn();
  for (const [index, lang] of (['en', 'ar'] as const).entries()) {
    const text = TEXTS[lang];
    const customer = customers[index];
    if (customer === undefined) throw new Error('not enough demo customers');
    await page.goto(`/services?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await fillCart(page, text, customer);
    const sidebar = page.locator('aside');
    await expect(sidebar.getByTestId('cart-totals')).toContainText(text.vat);
    await expectNoA11yViolations(`cart with VAT (${lang})`);

    await sidebar.getByRole('button', { name: text.checkout }).click();
    const wizard = page.getByRole('dialog');
    await wizard.getByRole('button', { name: text.continue }).click();
    await wizard.locator('.pos-checkout-slot:not([disabled])').first().click();
    const vault = wizard.getByRole('radio').first();
    await expect(vault).toBeVisible();
    await vault.check({ force: true });
    await wizard.getByRole('button', { name: text.submit }).click();
    const receipt = page.getByTestId('order-receipt');
    await expect(receipt).toContainText('VAT 5 %');
    await expect(receipt).toContainText('ضريبة القيمة المضافة 5 %');
    const link = receipt.getByRole('link', { name: /^INV-\d{6}$/ });
    await expect(link).toBeVisible();
    await expectNoA11yViolations(`receipt with the tax invoice (${lang})`);

    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/i\/[A-Za-z0-9_-]{24}$/);
    const invoice = await page.context().newPage();
    await invoice.goto(href ?? '');
    await expect(invoice.getByRole('heading', { level: 1 })).toContainText('Tax Invoice');
    await expect(invoice.getByRole('heading', { level: 1 })).toContainText('فاتورة ضريبية');
    await expect(invoice.locator('main')).toContainText('Simplified tax invoice');
    await expect(invoice.locator('main')).toContainText('فاتورة ضريبية مبسطة');
    await expect(invoice.locator('main')).toContainText(BUSINESS_TRN);
    await expect(invoice.locator('main')).toContainText('لمعة للعناية بالسيارات');
    await expect(invoice.locator('main')).toContainText('Full Detailing');
    await expect(invoice.locator('main')).toContainText('تلميع كامل');
    expect(await axeViolations(invoice), `invoice page (${lang})`).toEqual([]);
    await invoice.close();
    await receipt.locator('..').getByRole('button', { name: text.close }).click();
    await expect(receipt).toHaveCount(0);
  }
});
