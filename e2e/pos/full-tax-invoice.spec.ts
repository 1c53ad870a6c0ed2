// A sale to a VAT-registered company over AED 10,000, in English and Arabic: the cashier creates
// the company at the counter (legal name, TRN, address), five New Car Protection packages make
// the supply pass AED 10,000, and the invoice issued is a full tax invoice naming both the
// business and the company with their TRNs — without the cashier asking for it.
import { axeViolations, expect, test } from '../fixtures/lamaa-test.js';
import { fillVehicle } from './add-vehicle.js';
import { pickSlotAndVault } from './fill-cart.js';
import { ar, en, type PosTexts } from './pos-texts.js';
import { BUSINESS_TRN, setVatRegistered } from './vat-business.js';

/** The texts of this flow beyond the shared ones, per language. */
const TEXTS = {
  en: {
    isCompany: 'Company (for a full tax invoice)',
    companyName: 'Company legal name',
    trn: 'Tax Registration Number (TRN)',
    address: 'Company address',
    newCarProtection: 'New Car Protection',
    quantity: 'Quantity',
    checkout: 'Checkout',
    continue: 'Continue',
    submit: 'Submit Order',
  },
  ar: {
    isCompany: 'شركة (لفاتورة ضريبية كاملة)',
    companyName: 'الاسم القانوني للشركة',
    trn: 'رقم التسجيل الضريبي (TRN)',
    address: 'عنوان الشركة',
    newCarProtection: 'حماية السيارة الجديدة',
    quantity: 'الكمية',
    checkout: 'إتمام الطلب',
    continue: 'متابعة',
    submit: 'إرسال الطلب',
  },
} as const;

const runs: readonly { lang: 'en' | 'ar'; text: PosTexts; companyTrn: string }[] = [
  { lang: 'en', text: en, companyTrn: '100765432100003' },
  { lang: 'ar', text: ar, companyTrn: '100765432200003' },
];

test.beforeAll(async ({ request }) => {
  await setVatRegistered(request, true);
});

// The specs after this one price the demo catalogue without VAT, as the seed does.
test.afterAll(async ({ request }) => {
  await setVatRegistered(request, false);
});

for (const { lang, text, companyTrn } of runs) {
  test(`a company created at the counter buying over AED 10,000 gets a full tax invoice with both TRNs (${lang})`, async ({
    page,
    signIn,
  }) => {
    const words = TEXTS[lang];
    const stamp = String(Date.now()).slice(-6);
    const contact = `Fleet Desk ${lang}${stamp}`;
    const company = `Gulf Fleet ${lang}${stamp} LLC`;
    const address = `Warehouse ${stamp}, Al Quoz Industrial 2, Dubai`;
    const plate = stamp.slice(-5);
    await signIn({ lang });

    const sidebar = page.locator('aside');
    await sidebar.getByRole('searchbox', { name: text.searchCustomers }).fill(contact);
    await sidebar.getByRole('button', { name: text.addCustomer }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: text.customerName }).fill(contact);
    await dialog.getByRole('textbox', { name: text.phoneNumber }).fill(`50${stamp}1`);
    // The box itself is visually hidden; a person clicks its label.
    await dialog.locator('label').filter({ hasText: words.isCompany }).click();
    await expect(dialog.getByRole('checkbox', { name: words.isCompany })).toBeChecked();
    await dialog.getByRole('textbox', { name: words.companyName }).fill(company);
    await dialog.getByRole('textbox', { name: words.trn }).fill(companyTrn);
    await dialog.getByRole('textbox', { name: words.address }).fill(address);
    await dialog.getByRole('button', { name: text.createCustomer }).click();
    await expect(dialog).toBeHidden();
    await expect(sidebar.getByText(contact)).toBeVisible();

    await sidebar.getByRole('button', { name: text.addVehicle }).click();
    const vehicleDialog = page.getByRole('dialog');
    await fillVehicle(page, vehicleDialog, text, plate);
    await vehicleDialog.getByRole('button', { name: text.createVehicle }).click();
    await expect(vehicleDialog).toBeHidden();
    await expect(page.getByTestId('selection-banner')).toContainText(`B ${plate}`);

    await page.getByRole('link', { name: text.packages }).click();
    await page
      .locator('main')
      .getByRole('listitem', { name: words.newCarProtection })
      .getByRole('button', { name: text.addToCart })
      .click();
    const quantity = sidebar.getByRole('textbox', { name: words.quantity });
    await quantity.fill('5');
    await quantity.press('Enter');
    const totals = sidebar.getByTestId('cart-totals');
    await expect(totals).toHaveAttribute('aria-busy', 'false');
    await expect(quantity).toHaveValue('5');

    await sidebar.getByRole('button', { name: words.checkout }).click();
    const wizard = page.getByRole('dialog');
    await wizard.getByRole('button', { name: words.continue }).click();
    await pickSlotAndVault(wizard);
    await wizard.getByRole('button', { name: words.submit }).click();
    const link = page.getByTestId('order-receipt').getByRole('link', { name: /^INV-\d{6}$/ });
    await expect(link).toBeVisible();

    const invoice = await page.context().newPage();
    await invoice.goto((await link.getAttribute('href')) ?? '');
    const main = invoice.locator('main');
    await expect(invoice.getByRole('heading', { level: 1 })).toContainText('Tax Invoice');
    await expect(main).toContainText('Full tax invoice');
    await expect(main).toContainText('فاتورة ضريبية كاملة');
    await expect(main).not.toContainText('Simplified tax invoice');
    for (const shown of [BUSINESS_TRN, companyTrn, company, address, 'Lamaa Car Care LLC']) {
      await expect(main).toContainText(shown);
    }
    await expect(main).toContainText('New Car Protection');
    await expect(main).toContainText('حماية السيارة الجديدة');
    expect(await axeViolations(invoice), `full invoice page (${lang})`).toEqual([]);
    await invoice.close();
  });
}
