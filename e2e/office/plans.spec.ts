// The owner sets up a plan in the office: a 5-wash book for medium cars covering the first
// service option the demo sells, with a daily limit, priced for a medium car; it is listed with
// its uses and months. In English and in Arabic, with axe on the dialog and the list.
import type { Page } from '@playwright/test';
import { DEMO_OWNER } from '../fixtures/lamaa-server.js';
import { axeViolations, expect, test } from '../fixtures/lamaa-test.js';

/** The office's words this spec reads (apps/office/src/shared/i18n). */
const TEXTS = {
  en: {
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    plans: 'Plans',
    addPlan: 'Add plan',
    nameEn: /^Name \(English\)/,
    nameAr: /^Name \(Arabic\)/,
    uses: /^Uses/,
    perDay: /^Most uses a day/,
    covered: 'Covered for a Medium car',
    medium: /^Medium car/,
    save: 'Save',
    saved: 'Plan saved',
    usesShown: 'Uses: 5',
    monthsShown: 'Months: 1',
    coverageError: 'Choose at least one service option the plan covers.',
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    plans: 'الخطط',
    addPlan: 'إضافة خطة',
    nameEn: /^الاسم \(بالإنجليزية\)/,
    nameAr: /^الاسم \(بالعربية\)/,
    uses: /^عدد الاستخدامات/,
    perDay: /^أقصى استخدام في اليوم/,
    covered: 'المشمول لـ مركبة متوسطة',
    medium: /^مركبة متوسطة/,
    save: 'حفظ',
    saved: 'تم حفظ الخطة',
    usesShown: 'عدد الاستخدامات: 5',
    monthsShown: 'عدد الأشهر: 1',
    coverageError: 'اختر خيار خدمة واحدًا على الأقل تشمله الخطة.',
  },
} as const;

async function expectNoA11yViolationsOn(page: Page, label: string): Promise<void> {
  expect(await axeViolations(page), label).toEqual([]);
}

for (const lang of ['en', 'ar'] as const) {
  const text = TEXTS[lang];

  test(`the owner creates a plan in the office (${lang})`, async ({ page }) => {
    const suffix = `${lang}${Date.now() % 100000}`;
    const plan = { en: `Five washes ${suffix}`, ar: `خمس غسلات ${suffix}` };
    const shown = lang === 'en' ? plan.en : plan.ar;

    await page.goto(`/office/plans?lang=${lang}`);
    await page.getByLabel(text.email).fill(DEMO_OWNER.email);
    await page.getByLabel(text.password).fill(DEMO_OWNER.password);
    await page.getByRole('button', { name: text.signIn, exact: true }).click();
    await expect(page.getByRole('heading', { name: text.plans, level: 1 })).toBeVisible();

    await page.getByRole('button', { name: text.addPlan }).click();
    const dialog = page.getByRole('dialog', { name: text.addPlan });
    await dialog.getByLabel(text.nameEn).fill(plan.en);
    await dialog.getByLabel(text.nameAr).fill(plan.ar);
    await dialog.getByLabel(text.uses).fill('5');
    await dialog.getByLabel(text.perDay).fill('1');
    await dialog.getByLabel(text.medium).fill('150');
    // Nothing covered yet: the domain's check refuses before anything is sent.
    await dialog.getByRole('button', { name: text.save, exact: true }).click();
    await expect(dialog.getByText(text.coverageError)).toBeVisible();

    const medium = dialog.getByRole('group', { name: text.covered });
    await medium.locator('label').first().click();
    await expect(medium.getByRole('checkbox').first()).toBeChecked();
    await expectNoA11yViolationsOn(page, `/office/plans add plan (${lang})`);
    await dialog.getByRole('button', { name: text.save, exact: true }).click();
    await expect(page.getByText(text.saved)).toBeVisible();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: shown }) });
    await expect(row).toContainText(text.usesShown);
    await expect(row).toContainText(text.monthsShown);
    await expectNoA11yViolationsOn(page, `/office/plans (${lang})`);
  });
}
