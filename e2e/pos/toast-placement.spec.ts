// Toasts open below the top bar, so one never covers the language switch or Sign out while a
// cashier reaches for them: checked with the toast Clear cart leaves, in English and Arabic.
import { expect, test } from '../fixtures/lamaa-test.js';
import { customerWithCar, fillCart } from './fill-cart.js';
import { ar, en } from './pos-texts.js';

/** Texts this spec reads, per language, written here so a wrong string fails a test. */
const TEXTS = {
  en: { clearCart: 'Clear cart', cleared: 'Cart cleared successfully' },
  ar: { clearCart: 'إفراغ السلة', cleared: 'تم إفراغ السلة بنجاح' },
} as const;

for (const { lang, text } of [
  { lang: 'en', text: en },
  { lang: 'ar', text: ar },
] as const) {
  test(`a toast opens below the top bar, clear of Sign out (${lang})`, async ({
    page,
    request,
    signIn,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    const customer = await customerWithCar(request);
    await signIn({ lang });
    await fillCart(page, text, customer);
    await page.locator('aside').getByRole('button', { name: TEXTS[lang].clearCart }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: TEXTS[lang].clearCart })
      .click();
    const toast = page.getByText(TEXTS[lang].cleared);
    await expect(toast).toBeVisible();
    const bar = await page.getByRole('banner').boundingBox();
    const signOut = await page
      .getByRole('banner')
      .getByRole('button', { name: text.signOut })
      .boundingBox();
    const box = await toast.boundingBox();
    if (bar === null || signOut === null || box === null) throw new Error('no box to compare');
    expect(box.y, 'toast top').toBeGreaterThanOrEqual(bar.y + bar.height);
    expect(box.y, 'toast top against Sign out').toBeGreaterThanOrEqual(signOut.y + signOut.height);
  });
}
