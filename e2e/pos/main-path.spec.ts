import { expect, test } from '../fixtures/lamaa-test.js';
import { pickOption } from '../fixtures/pick-option.js';
import { fillVehicle } from './add-vehicle.js';
import { ar, en, type PosTexts } from './pos-texts.js';

const runs: readonly { readonly lang: 'en' | 'ar'; readonly text: PosTexts }[] = [
  { lang: 'en', text: en },
  { lang: 'ar', text: ar },
];

for (const { lang, text } of runs) {
  test(`cashier main path in ${lang}: customer, vehicle, services, packages, discount, coupon, totals, sign-out`, async ({
    page,
    signIn,
    expectNoA11yViolations,
  }) => {
    const suffix = `${lang}${Date.now() % 100000}`;
    const plateNumbers = String(Date.now()).slice(-5); // the server takes 1 to 5 digits
    await signIn({ lang });
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByText(text.selectCustomerPrompt)).toBeVisible();
    await expectNoA11yViolations(`/services without a customer (${lang})`);

    // Search that finds nobody, then create a customer (an invalid phone first).
    const sidebar = page.locator('aside');
    await sidebar.getByRole('searchbox', { name: text.searchCustomers }).fill('zz-nobody-zz');
    await expect(sidebar.getByText(text.noCustomers)).toBeVisible();
    await sidebar.getByRole('button', { name: text.addCustomer }).click();
    const customerDialog = page.getByRole('dialog');
    // The chosen country's flag is an image the server ships (Windows draws emoji flags as
    // letters): it loads, as an SVG browsers may keep for a year.
    const flag = customerDialog.locator('img[src$="/ae.svg"]');
    await expect
      .poll(() => flag.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    const flagFile = await page.request.get((await flag.getAttribute('src')) ?? '');
    expect(flagFile.headers()['content-type']).toBe('image/svg+xml');
    expect(flagFile.headers()['cache-control']).toContain('immutable');
    await customerDialog
      .getByRole('textbox', { name: text.customerName })
      .fill(`E2E Driver ${suffix}`);
    const phone = customerDialog.getByRole('textbox', { name: text.phoneNumber });
    await phone.fill('12');
    await customerDialog.getByRole('button', { name: text.createCustomer }).click();
    // The refusal is marked on the field it concerns, which names it to a screen reader.
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(text.phoneInvalid);
    await expectNoA11yViolations(`Add New Customer dialog (${lang})`);
    await phone.fill(`50${String(Date.now()).slice(-7)}`);
    await customerDialog.getByRole('button', { name: text.createCustomer }).click();
    await expect(customerDialog).toBeHidden();
    await expect(sidebar.getByText(`E2E Driver ${suffix}`)).toBeVisible();
    await expect(sidebar.getByText(text.noVehicles)).toBeVisible();

    // Add a vehicle through the dependent look-ups.
    await sidebar.getByRole('button', { name: text.addVehicle }).click();
    const vehicleDialog = page.getByRole('dialog');
    await fillVehicle(page, vehicleDialog, text, plateNumbers);
    await expectNoA11yViolations(`Add Vehicle dialog (${lang})`);
    await vehicleDialog.getByRole('button', { name: text.createVehicle }).click();
    await expect(vehicleDialog).toBeHidden();
    await expect(page.getByTestId('selection-banner')).toContainText(`B ${plateNumbers}`);

    // The customer list also finds a customer by plate; choosing them again asks for the vehicle.
    await sidebar.getByRole('button', { name: text.changeCustomer }).click();
    await sidebar.getByRole('searchbox', { name: text.searchCustomers }).fill(plateNumbers);
    await sidebar.getByRole('button', { name: new RegExp(`E2E Driver ${suffix}`) }).click();
    await sidebar.getByRole('button', { name: new RegExp(`B ${plateNumbers}`) }).click();
    await expect(page.getByTestId('selection-banner')).toContainText(`B ${plateNumbers}`);

    // Services: an exclusive option, its duplicate, a second exclusive one, then a plain one.
    const main = page.locator('main');
    await main
      .getByRole('listitem', { name: text.fullDetailing })
      .getByRole('button')
      .last()
      .click();
    const options = page.getByRole('dialog');
    const silver = options.getByTestId('service-option').filter({ hasText: text.silver });
    await silver.getByRole('button', { name: text.addToCart }).click();
    await expect(silver.getByRole('button', { name: text.added })).toBeVisible();
    await expectNoA11yViolations(`service options panel (${lang})`);
    await silver.getByRole('button', { name: text.added }).click();
    await expect(page.getByText(text.duplicateOption)).toBeVisible();
    const gold = options.getByTestId('service-option').filter({ hasText: text.gold });
    await gold.getByRole('button', { name: text.exclusiveInCart }).click();
    await expect(page.getByText(text.exclusiveConflict)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(options).toBeHidden();
    await main.getByRole('listitem', { name: text.exteriorWash }).focus();
    await page.keyboard.press('Enter');
    await expect(sidebar.getByTestId('cart-line')).toHaveCount(2);
    // Server pricing: 350 + 30 = 380, the 5% fee 19, total 399.
    const totals = sidebar.getByTestId('cart-totals');
    await expect(totals).toHaveAttribute('aria-busy', 'false');
    await expect(totals).toContainText(text.serviceFee);
    await expect(totals.locator('div').last()).toContainText(/399[.,٫]00|٣٩٩/);
    await expectNoA11yViolations(`/services with a cart (${lang})`);

    // Packages: confirm the clear, then add one package.
    await page.getByRole('link', { name: text.packages }).click();
    await expect(
      page.getByRole('alertdialog').filter({ hasText: text.clearCartAndContinue }),
    ).toContainText(text.fullDetailing);
    await expectNoA11yViolations(`clear-cart confirmation (${lang})`);
    await page.getByRole('button', { name: text.clearCartAndContinue }).click();
    await expect(sidebar.getByTestId('cart-line')).toHaveCount(0);
    await main
      .getByRole('listitem', { name: text.monthlyWashClub })
      .getByRole('button', { name: text.addToCart })
      .click();
    await expect(sidebar.getByTestId('cart-line')).toHaveCount(1);
    // Scan once the server's prices are in: the stale figures are dimmed on purpose meanwhile.
    await expect(totals).toHaveAttribute('aria-busy', 'false');
    await expectNoA11yViolations(`/packages (${lang})`);

    // A 10% discount, removed again.
    await sidebar.getByRole('textbox', { name: text.discountValue }).fill('10');
    await sidebar.getByRole('button', { name: text.applyDiscount }).click();
    await expect(totals).toContainText(/-|−/);
    await expect(sidebar.getByRole('button', { name: text.coupon })).toBeHidden();
    await sidebar.getByRole('button', { name: text.removeDiscount }).click();

    // SAVE50 needs 300 AED (refused); FLAT25 needs 150 AED (applied).
    await pickOption(page, sidebar, text.coupon, 'SAVE50');
    await expect(page.getByRole('alert').filter({ hasText: /300/ }).first()).toBeVisible();
    await pickOption(page, sidebar, text.coupon, 'FLAT25');
    await expect(page.getByText(text.couponApplied('FLAT25'))).toBeVisible();
    await expect(totals).toHaveAttribute('aria-busy', 'false');
    // 200 - 25 = 175 plus the 5% fee on 200 (10) = 185; the coupon's 25 off is a line of its own.
    await expect(totals.locator('div').last()).toContainText(/185[.,٫]00|١٨٥/);
    const couponLine = totals.locator('div').filter({ hasText: text.couponDiscount('FLAT25') });
    await expect(couponLine).toContainText(/-\s*(AED\s*)?25[.,٫]00|٢٥/);

    // Sign out, confirm (it would drop the sale in progress), and be sent back to /login.
    await page.getByRole('button', { name: text.signOut }).click();
    await page
      .getByRole('alertdialog', { name: text.logout })
      .getByRole('button', { name: text.logout })
      .click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('button', { name: text.signIn })).toBeVisible();
  });
}
