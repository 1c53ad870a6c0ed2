// The back office at /office: the owner signs in there and sees the four screens; a cashier
// signed in at the POS is refused with the way back to it. In English and in Arabic, with an
// axe scan of each screen on the way.
import type { Page } from '@playwright/test';
import { DEMO_OWNER } from '../fixtures/lamaa-server.js';
import { expect, test } from '../fixtures/lamaa-test.js';

/** The office's words in both languages (apps/office/src/shared/i18n). */
const TEXTS = {
  en: {
    signInTitle: 'Sign in to the back office',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    sections: ['Business', 'Branches', 'Staff', 'Audit log'],
    refusedTitle: 'The back office is not open to your role',
    toPos: 'Go to the point of sale',
  },
  ar: {
    signInTitle: 'تسجيل الدخول إلى الإدارة',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    sections: ['المنشأة', 'الفروع', 'الموظفون', 'سجل التدقيق'],
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
