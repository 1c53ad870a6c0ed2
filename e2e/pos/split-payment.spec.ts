// Split payment and the open-shift offer, in English and Arabic: a sale paid cash + visa with
// the change given from the cash part, whose receipt lists both parts; then, with the business
// asking for an open shift before cash, a cash sale refused for the drawer offers to open a
// shift right there, and once it is open the same sale goes through. Axe on the split parts.
import { expect, test } from '../fixtures/lamaa-test.js';
import { customerWithCar, fillCart } from './fill-cart.js';
import { ar, en } from './pos-texts.js';
import { cashNeedsShift, closeOpenShifts } from './shift-setup.js';

/** The texts of these flows per language, written here so a wrong string fails a test. */
const TEXTS = {
  en: {
    pos: en,
    split: 'Split payment',
    cashHanded: 'Cash handed over (part 1)',
    visaAmount: 'Amount of part 2',
    checkout: 'Checkout',
    continue: 'Continue',
    cashVault: 'Vault for part 1: Cash',
    visaVault: 'Vault for part 2: Visa',
    submit: 'Submit Order',
    offer: 'Open a shift here',
    float: 'Opening float',
    open: 'Open shift',
  },
  ar: {
    pos: ar,
    split: 'تقسيم الدفع',
    cashHanded: 'النقد المستلم (الجزء 1)',
    visaAmount: 'مبلغ الجزء 2',
    checkout: 'إتمام الطلب',
    continue: 'متابعة',
    cashVault: 'خزنة الجزء 1: نقدًا',
    visaVault: 'خزنة الجزء 2: بطاقة',
    submit: 'إرسال الطلب',
    offer: 'افتح وردية هنا',
    float: 'رصيد الافتتاح',
    open: 'افتح وردية',
  },
} as const;

test.describe.configure({ mode: 'serial' });
test.beforeEach(async ({ request }) => {
  await closeOpenShifts(request);
});

for (const [index, lang] of (['en', 'ar'] as const).entries()) {
  const text = TEXTS[lang];

  test(`a sale paid cash + visa, change from cash, both parts on the receipt (${lang})`, async ({
    page,
    request,
    signIn,
    expectNoA11yViolations,
  }) => {
    const customer = await customerWithCar(request, 12 + index);
    await signIn({ lang });
    await fillCart(page, text.pos, customer);
    const sidebar = page.locator('aside');
    const split = sidebar.getByRole('checkbox', { name: text.split });
    await split.focus();
    await page.keyboard.press('Space');
    await expect(split).toBeChecked();
    await sidebar.getByLabel(text.visaAmount).fill('10');
    await sidebar.getByLabel(text.cashHanded).fill('5000');
    await expect(sidebar.locator('.pos-split__summary')).toBeVisible();
    await expectNoA11yViolations(`split payment parts (${lang})`);
    // By keyboard: with the parts open, the sidebar's Checkout sits below the fold (see the report).
    await sidebar.getByRole('button', { name: text.checkout }).press('Enter');
    const wizard = page.getByRole('dialog');
    await wizard.getByRole('button', { name: text.continue }).click();
    await wizard.locator('.pos-checkout-slot:not([disabled])').first().click();
    for (const name of [text.cashVault, text.visaVault]) {
      const group = wizard.getByRole('radiogroup', { name });
      await group.getByRole('radio').first().check({ force: true });
    }
    await wizard.getByRole('button', { name: text.submit }).click();
    const receipt = page.getByTestId('order-receipt');
    await expect(receipt).toBeVisible();
    const parts = receipt.getByTestId('receipt-payments');
    // Both parts, each in both languages on the bilingual receipt, and the change from cash.
    await expect(parts).toContainText('Cash');
    await expect(parts).toContainText('نقدًا');
    await expect(parts).toContainText('Visa');
    await expect(parts).toContainText('AED 10.00');
    await expect(parts).toContainText('Change');
  });
}

for (const [index, lang] of (['en', 'ar'] as const).entries()) {
  const text = TEXTS[lang];

  test(`cash refused for a drawer without a shift offers to open one, then the sale goes through (${lang})`, async ({
    page,
    request,
    signIn,
  }) => {
    await cashNeedsShift(request, true);
    try {
      const customer = await customerWithCar(request, 14 + index);
      await signIn({ lang });
      await fillCart(page, text.pos, customer);
      await page.locator('aside').getByRole('button', { name: text.checkout }).click();
      const wizard = page.getByRole('dialog');
      await wizard.getByRole('button', { name: text.continue }).click();
      await wizard.locator('.pos-checkout-slot:not([disabled])').first().click();
      await wizard.getByRole('radio').first().check({ force: true });
      await wizard.getByRole('button', { name: text.submit }).click();
      await wizard.getByRole('button', { name: text.offer }).click();
      const offer = wizard.getByRole('region', { name: text.offer });
      await offer.getByLabel(text.float).fill('200');
      await offer.getByRole('button', { name: text.open }).click();
      await expect(page.getByTestId('order-receipt')).toBeVisible();
    } finally {
      await closeOpenShifts(request);
      await cashNeedsShift(request, false);
    }
  });
}
