// The whole sale by keyboard at 1024×768, in English and Arabic: sign in (the email field has
// focus), find the customer and choose them (ArrowDown, Enter), choose the vehicle, add three
// services from the catalogue grid (one Tab stop: the arrow keys move, Enter adds), go back
// from the grid to Checkout with Shift+Tab (the search, then Checkout, two presses) and go
// through the checkout's steps to the receipt. Only `page.keyboard` moves focus (no mouse, no
// element.focus()), and the lines just added, the total and Checkout are on screen without
// scrolling.
import type { Locator, Page } from '@playwright/test';
import { DEMO_CASHIER } from '../fixtures/lamaa-server.js';
import { expect, test } from '../fixtures/lamaa-test.js';
import { customerWithCar } from './fill-cart.js';
import { ar, en } from './pos-texts.js';

/** The texts of this flow per language, written here so a wrong string fails a test. */
const TEXTS = {
  en: {
    pos: en,
    searchServices: 'Search services',
    checkout: 'Checkout',
    indoor: 'Indoor',
    continue: 'Continue',
    submit: 'Submit Order',
    next: 'ArrowRight',
  },
  ar: {
    pos: ar,
    searchServices: 'ابحث في الخدمات',
    checkout: 'إتمام الطلب',
    indoor: 'داخل الفرع',
    continue: 'متابعة',
    submit: 'إرسال الطلب',
    // In right-to-left the next card is on the left.
    next: 'ArrowLeft',
  },
} as const;

/** Presses Tab until `target` has focus (at most `limit` times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 12): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.use({ viewport: { width: 1024, height: 768 } });

for (const [index, lang] of (['en', 'ar'] as const).entries()) {
  const text = TEXTS[lang];

  test(`sells three services and checks out by keyboard alone at 1024×768 (${lang})`, async ({
    page,
    request,
    expectNoA11yViolations,
  }) => {
    const customer = await customerWithCar(request, 8 + index);
    const car = customer.cars[0];
    if (car === undefined) throw new Error('customer without a car');

    // Sign in: the email field has focus, Tab to the password, Enter.
    await page.goto(`/login?lang=${lang}`);
    await expect(page.locator('input[name="email"]')).toBeFocused();
    await page.keyboard.type(DEMO_CASHIER.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_CASHIER.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services$/);

    // The customer: focus is in the search.
    const sidebar = page.locator('aside');
    await expect(sidebar.getByRole('searchbox', { name: text.pos.searchCustomers })).toBeFocused();
    await page.keyboard.type(customer.name);
    // The list narrows to the one customer once the search answers; then ArrowDown and Enter.
    const match = sidebar.getByRole('button', { name: new RegExp(customer.name) });
    await expect(sidebar.locator('.pos-pick-list__item')).toHaveCount(1);
    await expect(match).toBeVisible();
    await expect(sidebar.locator('.pos-pick-list')).toHaveAttribute('aria-busy', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(match).toBeFocused();
    await page.keyboard.press('Enter');

    // The vehicle, a few Tabs on.
    const vehicle = sidebar.getByRole('button', { name: new RegExp(`${car.code} ${car.numbers}`) });
    await tabTo(page, vehicle);
    await page.keyboard.press('Enter');
    await expect(vehicle).toHaveAttribute('aria-pressed', 'true');

    // Three services: `/` to the catalogue's search, Tab into the grid, Enter adds a card's
    // first option, the arrow keys move to the next card.
    await page.keyboard.press('/');
    await expect(page.getByRole('searchbox', { name: text.searchServices })).toBeFocused();
    await page.keyboard.press('Tab');
    const cards = page.getByTestId('catalogue-card');
    await expect(cards.first()).toBeFocused();
    // One Tab stop: the cards and their buttons are out of the Tab order but for this card.
    await expect(page.locator('main [data-testid="catalogue-card"][tabindex="0"]')).toHaveCount(1);
    await expect(
      page.locator('main [data-testid="catalogue-card"] button:not([tabindex="-1"])'),
    ).toHaveCount(0);
    await page.keyboard.press('Enter');
    await page.keyboard.press(text.next);
    await expect(cards.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await expect(cards.nth(3)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(sidebar.getByTestId('cart-line')).toHaveCount(3);
    await expect(sidebar.getByTestId('cart-totals')).toHaveAttribute('aria-busy', 'false');
    // On this short screen the lines just added are in sight, above the totals and Checkout.
    for (const line of await sidebar.getByTestId('cart-line').all())
      await expect(line).toBeInViewport();
    await expect(cards.nth(3)).toBeFocused();
    await expectNoA11yViolations(`the catalogue grid with a card focused (${lang})`);

    // Back to Checkout: Shift+Tab to the catalogue's search, Shift+Tab to Checkout, which is
    // wholly on screen as it is (nothing was scrolled to it), with the total above it.
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('searchbox', { name: text.searchServices })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    const checkout = sidebar.getByRole('button', { name: text.checkout, exact: true });
    await expect(checkout).toBeFocused();
    await expect(checkout).toBeInViewport({ ratio: 1 });
    await expect(sidebar.getByTestId('cart-totals')).toBeInViewport({ ratio: 1 });

    // Checkout: Continue (indoor), the first free slot, the first vault, Submit.
    await page.keyboard.press('Enter');
    const wizard = page.getByRole('dialog', { name: text.checkout });
    await expect(wizard.getByRole('radio', { name: text.indoor })).toBeChecked();
    await tabTo(page, wizard.getByRole('button', { name: text.continue }));
    await page.keyboard.press('Enter');
    const slot = wizard.locator('.pos-checkout-slot:not([disabled])').first();
    await tabTo(page, slot);
    await page.keyboard.press('Enter');
    const vault = wizard.getByRole('radio').first();
    await tabTo(page, vault);
    await page.keyboard.press('Space');
    await expect(vault).toBeChecked();
    await tabTo(page, wizard.getByRole('button', { name: text.submit }));
    await page.keyboard.press('Enter');

    const receipt = page.getByTestId('order-receipt');
    await expect(receipt).toBeVisible();
    await expect(receipt).toContainText(/LM-\d{6}/);
  });
}
