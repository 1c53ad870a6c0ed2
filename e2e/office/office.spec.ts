// The back office at /office: the owner signs in there and sees every screen; a cashier
// signed in at the POS is refused with the way back to it. In English and in Arabic, with an
// axe scan of each screen on the way. Then the owner's first morning: the business made their
// own, a cashier hired with a one-time link, the cashier's first sign-in refused here, their
// first sale at the POS, and all of it in the audit log.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO_OWNER } from '../fixtures/lamaa-server.js';
import { expect, test } from '../fixtures/lamaa-test.js';
import { customerWithCar, fillCart, pickSlotAndVault } from '../pos/fill-cart.js';
import { en as posEn } from '../pos/pos-texts.js';

/** The office's words in both languages (apps/office/src/shared/i18n). */
const TEXTS = {
  en: {
    signInTitle: 'Sign in to the back office',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    sections: [
      'Business',
      'Branches',
      'Staff',
      'Audit log',
      'Services',
      'Price grid',
      'Packages',
      'Products',
      'Suppliers and materials',
      'VAT report',
      'Plans',
      'Sold plans',
      'Plan report',
      'Shifts',
      'Coupons',
      'Vaults',
      'Opening hours',
      'Import and export',
    ],
    refusedTitle: 'The back office is not open to your role',
    toPos: 'Go to the point of sale',
  },
  ar: {
    signInTitle: 'تسجيل الدخول إلى الإدارة',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    sections: [
      'المنشأة',
      'الفروع',
      'الموظفون',
      'سجل التدقيق',
      'الخدمات',
      'جدول الأسعار',
      'الباقات',
      'المنتجات',
      'الموردون والمواد',
      'تقرير ضريبة القيمة المضافة',
      'الخطط',
      'الخطط المباعة',
      'تقرير الخطط',
      'الورديات',
      'القسائم',
      'الخزائن',
      'ساعات العمل',
      'استيراد وتصدير',
    ],
    refusedTitle: 'الإدارة غير متاحة لصلاحيتك',
    toPos: 'الانتقال إلى نقطة البيع',
  },
} as const;

/** Signs in on the office's own sign-in page. */
async function signInAtOffice(page: Page, lang: 'en' | 'ar'): Promise<void> {
  const text = TEXTS[lang];
  await expect(page.getByRole('heading', { name: text.signInTitle })).toBeVisible();
  await page.getByLabel(text.email).fill(DEMO_OWNER.email);
  await page.getByLabel(text.password).fill(DEMO_OWNER.password);
  await page.getByRole('button', { name: text.signIn, exact: true }).click();
}

for (const lang of ['en', 'ar'] as const) {
  const text = TEXTS[lang];

  test(`the owner signs in at /office and sees every screen (${lang})`, async ({
    page,
    expectNoA11yViolations,
  }) => {
    await page.goto(`/office?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expectNoA11yViolations(`/office sign-in (${lang})`);
    await signInAtOffice(page, lang);

    const nav = page.getByRole('navigation').first();
    await expect(nav.getByRole('link')).toHaveText([...text.sections]);
    await expect(page).toHaveURL(/\/office\/business/);
    await expectNoA11yViolations(`/office/business (${lang})`);

    // The session is the POS's: a reload keeps it, and the POS opens signed in.
    await page.reload();
    await expect(nav.getByRole('link')).toHaveText([...text.sections]);
    await page.goto('/');
    await expect(page).toHaveURL(/\/services$/);
  });

  test(`a cashier is refused with a way back to the POS (${lang})`, async ({
    page,
    signIn,
    expectNoA11yViolations,
  }) => {
    await signIn({ lang });
    await page.goto(`/office/staff?lang=${lang}`);
    await expect(page.getByRole('heading', { name: text.refusedTitle })).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expectNoA11yViolations(`/office refused (${lang})`);
    await page.getByRole('link', { name: text.toPos }).click();
    await expect(page).toHaveURL(/\/services$/);
  });
}

test('the owner makes the business their own and hires a cashier, whose first sale is audited', async ({
  page,
  browser,
  request,
  expectNoA11yViolations,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/office?lang=en');
  await signInAtOffice(page, 'en');

  // Business: a wrong TRN is refused before sending and what was typed stays.
  const name = page.getByLabel('Legal name (English)');
  await name.fill('Shine Car Care LLC');
  await page.getByLabel('Legal name (Arabic)').fill('شاين للعناية بالسيارات');
  const trn = page.getByLabel('Tax Registration Number (TRN)');
  await trn.fill('12345');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByText('The Tax Registration Number must be exactly 15 digits.'),
  ).toBeVisible();
  await expect(name).toHaveValue('Shine Car Care LLC');
  await expectNoA11yViolations('/office/business with a refusal');
  await trn.fill('100 1234 5678 9003');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Business details saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Tax Registration Number (TRN)')).toHaveValue('100123456789003');

  // Staff: a new cashier and their one-time link.
  await page.getByRole('link', { name: 'Staff' }).click();
  await page.getByRole('button', { name: 'Add employee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add employee' });
  await dialog.getByLabel('Name (English)').fill('Huda Saleh');
  await dialog.getByLabel('Name (Arabic)').fill('هدى صالح');
  await dialog.getByLabel('Email').fill('huda@lamaa.demo');
  await dialog.getByRole('button', { name: /Role/ }).click();
  await page.getByRole('option', { name: 'Cashier' }).click();
  await dialog.getByRole('button', { name: /Branch/ }).click();
  await page.getByRole('option').first().click();
  await expectNoA11yViolations('/office/staff add employee');
  await dialog.getByRole('button', { name: 'Add employee' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Set-password link for Huda Saleh' });
  const link = await linkDialog.getByLabel('One-time set-password link').inputValue();
  expect(link).toMatch(/\/office\/set-password#token=/);
  await linkDialog.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expectNoA11yViolations('/office/staff link');
  await linkDialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('rowheader', { name: 'Huda Saleh' })).toBeVisible();

  // The cashier, on their own device: sets a password, signs in, and is refused here.
  const cashier = await browser.newPage();
  await cashier.goto(link);
  await cashier.getByLabel('New password').fill('huda-first-day');
  await cashier.getByLabel('Repeat the password').fill('huda-first-day');
  await cashier.getByRole('button', { name: 'Set password' }).click();
  await expect(cashier.getByText(/Your password is set/)).toBeVisible();
  await cashier.goto('/office');
  await cashier.getByLabel('Email').fill('huda@lamaa.demo');
  await cashier.getByLabel('Password').fill('huda-first-day');
  await cashier.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(cashier.getByRole('heading', { name: TEXTS.en.refusedTitle })).toBeVisible();

  // ...and goes to the POS, already signed in, for their first sale.
  await cashier.getByRole('link', { name: TEXTS.en.toPos }).click();
  await fillCart(cashier, posEn, await customerWithCar(request, 6));
  await cashier.locator('aside').getByRole('button', { name: 'Checkout' }).click();
  const wizard = cashier.getByRole('dialog');
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await pickSlotAndVault(wizard);
  await wizard.getByRole('button', { name: 'Submit Order' }).click();
  const receipt = cashier.getByTestId('order-receipt');
  await expect(receipt).toBeVisible();
  const orderNumber = ((await receipt.textContent()) ?? '').match(/LM-\d{6}/)?.[0] ?? 'none';
  await cashier.close();

  // The audit log shows the morning, newest first.
  await page.getByRole('link', { name: 'Audit log' }).click();
  const table = page.getByRole('grid').or(page.getByRole('table'));
  const sale = table.getByRole('row').filter({ hasText: orderNumber });
  await expect(sale).toContainText('Sale');
  await expect(sale).toContainText('Huda Saleh');
  await expect(table).toContainText('Password set');
  await expect(table).toContainText('Employee added');
  await expect(table).toContainText('Business details changed');
  await expectNoA11yViolations('/office/audit');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^lamaa-audit-.*\.csv$/);
  const csv = readFileSync(await file.path(), 'utf8');
  expect(csv).toContain('huda@lamaa.demo');
});
