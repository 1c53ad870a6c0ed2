// The owner sets up a vault in the office and the counter offers it at once: a vault taking
// card only, added at /office/vaults in the demo branch, is in a cashier's vault step for a
// card payment; archived, it is gone from that step. In English and in Arabic.
import type { Locator, Page } from '@playwright/test';
import { DEMO_OWNER } from '../fixtures/lamaa-server.js';
import { expect, test } from '../fixtures/lamaa-test.js';
import { pickOption } from '../fixtures/pick-option.js';
import { chooseCard, customerWithCar, fillCart } from '../pos/fill-cart.js';
import { ar as posAr, en as posEn } from '../pos/pos-texts.js';

/** The words this spec reads (apps/office/src/shared/i18n, apps/pos checkout). */
const TEXTS = {
  en: {
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    addVault: 'Add vault',
    branch: 'Branch',
    demoBranch: 'Al Quoz Branch',
    titleEn: /^Title in English/,
    titleAr: /^Title in Arabic/,
    card: 'Card (Visa)',
    provider: /^Provider/,
    save: 'Save',
    saved: 'Vault saved.',
    archive: (name: string) => `Archive ${name}`,
    confirmArchive: (name: string) => `Archive ${name}?`,
    archiveButton: 'Archive',
    archived: 'Archived',
    visa: 'Visa',
    checkout: 'Checkout',
    continue: 'Continue',
    back: 'Back',
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    addVault: 'إضافة خزنة',
    branch: 'الفرع',
    demoBranch: 'فرع القوز',
    titleEn: /^الاسم بالإنجليزية/,
    titleAr: /^الاسم بالعربية/,
    card: 'بطاقة',
    provider: /^مزوّد الخدمة/,
    save: 'حفظ',
    saved: 'تم حفظ الخزنة',
    archive: (name: string) => `أرشفة ${name}`,
    confirmArchive: (name: string) => `أرشفة ${name}؟`,
    archiveButton: 'أرشفة',
    archived: 'مؤرشف',
    visa: 'بطاقة',
    checkout: 'إتمام الطلب',
    continue: 'متابعة',
    back: 'رجوع',
  },
} as const;

async function signInAtOffice(page: Page, lang: 'en' | 'ar'): Promise<void> {
  const text = TEXTS[lang];
  await page.goto(`/office/vaults?lang=${lang}`);
  await page.getByLabel(text.email).fill(DEMO_OWNER.email);
  await page.getByLabel(text.password).fill(DEMO_OWNER.password);
  await page.getByRole('button', { name: text.signIn, exact: true }).click();
}

/** Picks the first free slot of the wizard, which then shows the vault step. */
async function toVaultStep(wizard: Locator): Promise<void> {
  const slot = wizard.locator('.pos-checkout-slot:not([disabled])').first();
  await expect(slot).toBeVisible();
  await slot.click();
}

for (const lang of ['en', 'ar'] as const) {
  const text = TEXTS[lang];
  const pos = lang === 'en' ? posEn : posAr;

  test(`a card-only vault added in the office is offered at the checkout until archived (${lang})`, async ({
    page,
    browser,
    request,
    signIn,
  }) => {
    const suffix = `${lang}${Date.now() % 100000}`;
    const title = { en: `Card Terminal ${suffix}`, ar: `جهاز البطاقات ${suffix}` };
    const shown = lang === 'en' ? title.en : title.ar;

    // The owner adds the vault in the demo branch, taking card only.
    const ownerContext = await browser.newContext();
    const office = await ownerContext.newPage();
    await signInAtOffice(office, lang);
    await office.getByRole('button', { name: text.addVault }).click();
    const dialog = office.getByRole('dialog', { name: text.addVault });
    await pickOption(office, dialog, text.branch, text.demoBranch);
    await dialog.getByLabel(text.titleEn).fill(title.en);
    await dialog.getByLabel(text.titleAr).fill(title.ar);
    await dialog.getByText(text.card, { exact: true }).click();
    await expect(dialog.getByRole('checkbox', { name: text.card, exact: true })).toBeChecked();
    await dialog.getByLabel(text.provider).fill('Mashreq');
    await dialog.getByRole('button', { name: text.save, exact: true }).click();
    await expect(office.getByText(text.saved)).toBeVisible();
    await expect(office.getByRole('rowheader', { name: shown })).toBeVisible();

    // A cashier paying by card sees it in the checkout's vault step, titled in their language.
    await signIn({ lang });
    await fillCart(page, pos, await customerWithCar(request, lang === 'en' ? 2 : 3));
    const sidebar = page.locator('aside');
    await chooseCard(sidebar, text.visa, true);
    await sidebar.getByRole('button', { name: text.checkout }).click();
    const wizard = page.getByRole('dialog');
    await wizard.getByRole('button', { name: text.continue }).click();
    await toVaultStep(wizard);
    const offered = wizard.getByRole('radio', { name: new RegExp(shown) });
    await expect(offered).toBeVisible();

    // The owner archives it; the vault step, loaded again, no longer offers it.
    await office.getByRole('button', { name: text.archive(shown) }).click();
    const confirm = office.getByRole('alertdialog', { name: text.confirmArchive(shown) });
    await confirm.getByRole('button', { name: text.archiveButton, exact: true }).click();
    const row = office
      .getByRole('row')
      .filter({ has: office.getByRole('rowheader', { name: shown }) });
    await expect(row).toContainText(text.archived);
    await ownerContext.close();

    await wizard.getByRole('button', { name: text.back }).click();
    await toVaultStep(wizard);
    await expect(wizard.getByRole('radio').first()).toBeVisible();
    await expect(offered).toHaveCount(0);
  });
}
