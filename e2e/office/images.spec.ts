// Pictures from the office to the counter and the invoice, in English and Arabic: the owner
// adds a product with a picture (a PNG drawn in the browser for the test), and the cashier's
// products screen shows it; the owner uploads the business's logo, and the receipt of the
// cashier's next sale and the tax invoice page of a paid order show it at their head. Axe on the product dialog, the Business screen and the
// invoice page.
import type { Page } from '@playwright/test';
import { DEMO_OWNER } from '../fixtures/lamaa-server.js';
import { axeViolations, expect, test } from '../fixtures/lamaa-test.js';
import { bearer } from '../pos/api-as.js';
import { customerWithCar, fillCart, pickSlotAndVault } from '../pos/fill-cart.js';
import { paidOrder } from '../pos/paid-order.js';
import { ar, en } from '../pos/pos-texts.js';
import { setVatRegistered } from '../pos/vat-business.js';

/** The words this spec reads (apps/office/src/shared/i18n, apps/pos/src/shared/i18n). */
const TEXTS = {
  en: {
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    addProduct: 'Add product',
    nameEn: /^Name \(English\)/,
    nameAr: /^Name \(Arabic\)/,
    price: /^Price/,
    save: 'Save',
    saved: 'Product saved',
    choosePicture: 'Choose a picture',
    pictureOf: (name: string) => `Picture of ${name}`,
    logo: 'Logo',
    logoSaved: 'Logo saved',
    logoOf: /^Logo of Lamaa Car Care/,
    logoButton: /^(Choose a logo|Replace logo)$/,
    checkout: 'Checkout',
    continue: 'Continue',
    submit: 'Submit Order',
    searchProducts: 'Search products',
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    addProduct: 'إضافة منتج',
    nameEn: /^الاسم \(بالإنجليزية\)/,
    nameAr: /^الاسم \(بالعربية\)/,
    price: /^السعر/,
    save: 'حفظ',
    saved: 'تم حفظ المنتج',
    choosePicture: 'اختر صورة',
    pictureOf: (name: string) => `صورة ${name}`,
    logo: 'الشعار',
    logoSaved: 'تم حفظ الشعار',
    logoOf: /^شعار Lamaa Car Care/,
    logoButton: /^(اختر شعارًا|استبدل الشعار)$/,
    checkout: 'إتمام الطلب',
    continue: 'متابعة',
    submit: 'إرسال الطلب',
    searchProducts: 'ابحث في المنتجات',
  },
} as const;

/** A PNG drawn on a canvas in the page: `width` × `height`, one colour. */
async function drawnPng(page: Page, width: number, height: number, colour: string) {
  const dataUrl = await page.evaluate(
    ([w, h, fill]) => {
      const canvas = document.createElement('canvas');
      canvas.width = Number(w);
      canvas.height = Number(h);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.fillStyle = String(fill);
      context.fillRect(0, 0, canvas.width, canvas.height);
      return canvas.toDataURL('image/png');
    },
    [width, height, colour] as const,
  );
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** Whether an image element has loaded real pixels. */
const hasLoaded = (image: ReturnType<Page['locator']>) =>
  image.evaluate((element) => (element as HTMLImageElement).naturalWidth > 0);

/**
 * Makes the demo business VAT-registered or not (with the legal names and TRN the tax invoice
 * spec gives it): a paid order gets a tax invoice only when it carries VAT.
 */
// The specs after this one price the demo catalogue without VAT, as the seed does.
test.afterAll(async ({ request }) => {
  await setVatRegistered(request, false);
});

async function signInAtOffice(page: Page, lang: 'en' | 'ar', path: string): Promise<void> {
  const text = TEXTS[lang];
  await page.goto(`${path}?lang=${lang}`);
  await page.getByLabel(text.email).fill(DEMO_OWNER.email);
  await page.getByLabel(text.password).fill(DEMO_OWNER.password);
  await page.getByRole('button', { name: text.signIn, exact: true }).click();
}

for (const lang of ['en', 'ar'] as const) {
  const text = TEXTS[lang];

  test(`the owner's product picture shows at the counter and the logo on the tax invoice (${lang})`, async ({
    page,
    browser,
    request,
    signIn,
  }) => {
    const suffix = `${lang}${Date.now() % 100000}`;
    const product = { en: `Pictured wax ${suffix}`, ar: `شمع مصور ${suffix}` };
    const shown = lang === 'en' ? product.en : product.ar;

    // The owner adds a product with a picture.
    const ownerContext = await browser.newContext();
    const office = await ownerContext.newPage();
    await signInAtOffice(office, lang, '/office/products');
    await office.getByRole('button', { name: text.addProduct }).click();
    const dialog = office.getByRole('dialog', { name: text.addProduct });
    await dialog.getByLabel(text.nameEn).fill(product.en);
    await dialog.getByLabel(text.nameAr).fill(product.ar);
    await dialog.getByLabel(text.price).first().fill('30');
    const chooser = office.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: text.choosePicture }).click();
    await (
      await chooser
    ).setFiles({
      name: 'wax.png',
      mimeType: 'image/png',
      buffer: await drawnPng(office, 900, 600, '#0a7d6a'),
    });
    const preview = dialog.getByRole('img', { name: text.pictureOf(product.en) });
    await expect(preview).toHaveAttribute('src', /^\/api\/images\/[0-9a-f]{64}\.webp$/);
    await expect.poll(() => hasLoaded(preview)).toBe(true);
    const pictureUrl = (await preview.getAttribute('src')) ?? '';
    expect(await axeViolations(office), `product dialog with a picture (${lang})`).toEqual([]);
    await dialog.getByRole('button', { name: text.save, exact: true }).click();
    await expect(office.getByText(text.saved)).toBeVisible();

    // The owner uploads the logo on the Business screen.
    await office.goto(`/office/business?lang=${lang}`);
    const logoSection = office.locator('section', {
      has: office.getByRole('heading', { name: text.logo, exact: true }),
    });
    const logoChooser = office.waitForEvent('filechooser');
    await logoSection.getByRole('button', { name: text.logoButton }).click();
    await (
      await logoChooser
    ).setFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await drawnPng(office, 600, 200, '#1d4ed8'),
    });
    await expect(office.getByText(text.logoSaved)).toBeVisible();
    const logoPreview = logoSection.getByRole('img', { name: text.logoOf });
    await expect.poll(() => hasLoaded(logoPreview)).toBe(true);
    expect(await axeViolations(office), `/office/business with a logo (${lang})`).toEqual([]);
    await ownerContext.close();

    // The cashier's products screen shows the picture on the new product's card.
    await signIn({ lang });
    await page.goto(`/products?lang=${lang}`);
    await page.getByRole('searchbox', { name: text.searchProducts }).fill(suffix);
    const card = page.locator('article', { has: page.getByRole('heading', { name: shown }) });
    const cardImage = card.locator('img');
    await expect(cardImage).toHaveAttribute('src', pictureUrl);
    await expect.poll(() => hasLoaded(cardImage)).toBe(true);
    const served = await page.request.get(pictureUrl);
    expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    // The receipt of the cashier's next sale is headed by the logo, named after the business.
    await page.goto(`/services?lang=${lang}`);
    await fillCart(page, lang === 'en' ? en : ar, await customerWithCar(request, 3));
    await page.locator('aside').getByRole('button', { name: text.checkout }).click();
    const wizard = page.getByRole('dialog');
    await wizard.getByRole('button', { name: text.continue }).click();
    await pickSlotAndVault(wizard);
    await wizard.getByRole('button', { name: text.submit }).click();
    const receiptLogo = page.getByTestId('order-receipt').getByRole('img', { name: /^Lamaa/ });
    await expect(receiptLogo).toHaveAttribute('src', /^\/api\/images\/[0-9a-f]{64}\.webp$/);
    await expect.poll(() => hasLoaded(receiptLogo)).toBe(true);

    // A paid order's tax invoice page shows the logo at its head.
    await setVatRegistered(request, true);
    const { invoiceUrl } = await paidOrder(request, await bearer(request));
    const invoice = await page.context().newPage();
    await invoice.goto(invoiceUrl);
    const logo = invoice.getByRole('img', { name: /^Lamaa Car Care/ });
    await expect(logo).toHaveAttribute('src', /^\/api\/images\/[0-9a-f]{64}\.webp$/);
    await expect.poll(() => hasLoaded(logo)).toBe(true);
    expect(await axeViolations(invoice), `invoice page with the logo (${lang})`).toEqual([]);
    await invoice.close();
  });
}
