// The cart's footer on the counter's screens: with three services in the cart, and then with
// the split payment's parts open too, the total and the Checkout button are on screen without
// scrolling, in English and in Arabic (right to left).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/lamaa-test.js';
import { customerWithCar, fillCart } from './fill-cart.js';
import { ar, en, type PosTexts } from './pos-texts.js';

/** Texts this spec reads, per language, written here so a wrong string fails a test. */
const TEXTS = {
  en: {
    checkout: 'Checkout',
    interiorCleaning: 'Interior Cleaning',
    split: 'Split payment',
    part2: 'Amount of part 2',
  },
  ar: {
    checkout: 'إتمام الطلب',
    interiorCleaning: 'تنظيف داخلي',
    split: 'تقسيم الدفع',
    part2: 'مبلغ الجزء 2',
  },
} as const;

const SCREENS = [
  { width: 1024, height: 768 },
  { width: 1366, height: 800 },
  { width: 412, height: 915 },
] as const;

/** Opens a service's options and adds its first option to the cart. */
async function addFirstOption(page: Page, text: PosTexts, service: string): Promise<void> {
  await page
    .locator('main')
    .getByRole('listitem', { name: service, exact: true })
    .getByRole('button')
    .last()
    .click();
  const options = page.getByRole('dialog');
  await options.getByRole('button', { name: text.addToCart }).first().click();
  await page.keyboard.press('Escape');
  await expect(options).toBeHidden();
}

/** Fails unless the element's whole box is inside the viewport as the page is now. */
async function expectInViewport(page: Page, name: string, element: Locator): Promise<void> {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  if (box === null || viewport === null) throw new Error(`${name} has no box`);
  expect(box.y, `${name} top`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${name} bottom`).toBeLessThanOrEqual(viewport.height);
  expect(box.x, `${name} start`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${name} end`).toBeLessThanOrEqual(viewport.width);
}

for (const { lang, text } of [
  { lang: 'en', text: en },
  { lang: 'ar', text: ar },
] as const) {
  for (const screen of SCREENS) {
    test(`three services at ${screen.width}×${screen.height} leave the total and Checkout in view (${lang})`, async ({
      page,
      request,
      signIn,
    }) => {
      await page.setViewportSize(screen);
      const customer = await customerWithCar(request);
      await signIn({ lang });
      await fillCart(page, text, customer);
      await addFirstOption(page, text, text.exteriorWash);
      await addFirstOption(page, text, TEXTS[lang].interiorCleaning);
      const sidebar = page.locator('aside');
      await expect(sidebar.getByTestId('cart-line')).toHaveCount(3);
      await expect(sidebar.getByTestId('cart-totals')).toHaveAttribute('aria-busy', 'false');

      // The page as the last click left it: nothing is scrolled back on purpose.
      const checkout = sidebar.getByRole('button', { name: TEXTS[lang].checkout, exact: true });
      await expect(checkout).toBeEnabled();
      await expectInViewport(page, 'Checkout', checkout);
      const total = sidebar.getByTestId('cart-totals').locator('div').last();
      await expect(total).toContainText(text.total);
      await expectInViewport(page, 'Total', total);
      await page.screenshot({
        path: test.info().outputPath(`sticky-checkout-${lang}-${screen.width}.png`),
      });

      // The split payment's parts open under the cart, not in the footer: Checkout stays put.
      await sidebar.locator('label').filter({ hasText: TEXTS[lang].split }).click();
      await expect(sidebar.getByLabel(TEXTS[lang].part2)).toBeVisible();
      await expectInViewport(page, 'Checkout with the split open', checkout);
      await expectInViewport(page, 'Total with the split open', total);
      await page.screenshot({
        path: test.info().outputPath(`sticky-checkout-split-${lang}-${screen.width}.png`),
      });
    });
  }
}
