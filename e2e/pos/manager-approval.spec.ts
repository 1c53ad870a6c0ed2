// Manager approval at the counter, end to end in English and Arabic: the cashier applies a 50 %
// discount (above the demo business's 20 % threshold); the manager's PIN is asked there and then
// with the field focused, a wrong one is refused with the sale kept, the demo PIN approves it,
// the discount is applied and the order goes with the manager's token, asking nothing more;
// then the owner finds the approval given, the approval used and the cashier's sale in the
// office's audit log, each in words. Axe on the PIN dialog and the audit log.
import { DEMO_OWNER } from '../fixtures/lamaa-server.js';
import { axeViolations, expect, test } from '../fixtures/lamaa-test.js';
import { customerWithCar, fillCart, pickSlotAndVault } from './fill-cart.js';
import { ar, en } from './pos-texts.js';

/** The demo manager's and owner's approval PIN (printed at start with the demo sign-ins). */
const DEMO_PIN = '2468';

/** The texts of this flow per language, written here so a wrong string fails a test. */
const TEXTS = {
  en: {
    pos: en,
    checkout: 'Checkout',
    indoor: 'Indoor',
    continue: 'Continue',
    submit: 'Submit Order',
    approvalTitle: "Manager's approval",
    largeDiscount: 'a large discount',
    pin: 'Manager PIN',
    wrongPin: 'This PIN is not the PIN of a manager of this branch or the owner. Try again.',
    officeEmail: 'Email',
    officePassword: 'Password',
    officeSignIn: 'Sign in',
    auditLog: 'Audit log',
    approvalRow: 'Approval at the counter',
    saleRow: 'Sale',
    manager: 'Mona Manager',
    cashier: 'Sami Cashier',
    cashierField: 'Cashier',
    approvedField: 'Approval for',
    givenRow: 'Approval given (PIN accepted)',
    givenUsed: 'Approval: used',
    wrongPinRow: 'Wrong approval PIN',
  },
  ar: {
    pos: ar,
    checkout: 'إتمام الطلب',
    indoor: 'داخل الفرع',
    continue: 'متابعة',
    submit: 'إرسال الطلب',
    approvalTitle: 'موافقة المدير',
    largeDiscount: 'خصم كبير',
    pin: 'الرقم السري للمدير',
    wrongPin: 'هذا الرقم السري ليس لمدير هذا الفرع ولا للمالك. حاول مرة أخرى.',
    officeEmail: 'البريد الإلكتروني',
    officePassword: 'كلمة المرور',
    officeSignIn: 'تسجيل الدخول',
    auditLog: 'سجل التدقيق',
    approvalRow: 'موافقة عند الكاشير',
    saleRow: 'بيع',
    manager: 'منى المديرة',
    cashier: 'سامي الكاشير',
    cashierField: 'الكاشير',
    approvedField: 'موافقة على',
    givenRow: 'منح موافقة (الرقم السري صحيح)',
    givenUsed: 'الموافقة: استُخدمت',
    wrongPinRow: 'رقم سري خاطئ للموافقة',
  },
} as const;

for (const [index, lang] of (['en', 'ar'] as const).entries()) {
  const text = TEXTS[lang];

  test(`a large discount needs the manager's PIN, and the owner sees the approval (${lang})`, async ({
    page,
    browser,
    request,
    signIn,
    expectNoA11yViolations,
  }) => {
    const customer = await customerWithCar(request, 4 + index);
    await signIn({ lang });
    await fillCart(page, text.pos, customer);
    const sidebar = page.locator('aside');
    await sidebar.getByRole('textbox', { name: text.pos.discountValue }).fill('50');
    await sidebar.getByRole('button', { name: text.pos.applyDiscount }).click();

    const approval = page.getByRole('dialog', { name: text.approvalTitle });
    await expect(approval).toContainText(text.largeDiscount);
    const pin = approval.getByLabel(text.pin);
    await expect(pin).toBeFocused();
    await expectNoA11yViolations(`PIN dialog (${lang})`);
    await page.keyboard.type('0000');
    await page.keyboard.press('Enter');
    await expect(approval.getByText(text.wrongPin)).toBeVisible();
    await expect(sidebar.getByTestId('cart-line')).toHaveCount(1);
    await pin.fill(DEMO_PIN);
    await page.keyboard.press('Enter');
    await expect(approval).toBeHidden();
    await expect(sidebar.getByTestId('cart-totals')).toHaveAttribute('aria-busy', 'false');
    await expect(sidebar.getByTestId('cart-totals')).toContainText('50');

    await sidebar.getByRole('button', { name: text.checkout }).click();
    const wizard = page.getByRole('dialog');
    await expect(wizard.getByRole('radio', { name: text.indoor })).toBeChecked();
    await wizard.getByRole('button', { name: text.continue }).click();
    await pickSlotAndVault(wizard);
    await wizard.getByRole('button', { name: text.submit }).click();
    const receipt = page.getByTestId('order-receipt');
    await expect(receipt).toBeVisible();
    const orderNumber = ((await receipt.textContent()) ?? '').match(/LM-\d{6}/)?.[0];
    expect(orderNumber).toBeDefined();

    // The owner, in the office: the approval is in the audit log, with the manager and order.
    const context = await browser.newContext();
    const office = await context.newPage();
    await office.goto(`/office/audit?lang=${lang}`);
    await office.getByLabel(text.officeEmail).fill(DEMO_OWNER.email);
    await office.getByLabel(text.officePassword).fill(DEMO_OWNER.password);
    await office.getByRole('button', { name: text.officeSignIn, exact: true }).click();
    await expect(office.getByRole('heading', { name: text.auditLog })).toBeVisible();
    const rows = office.getByRole('row').filter({ hasText: orderNumber ?? 'no order' });
    const approvalRow = rows.filter({ hasText: text.approvalRow });
    await expect(approvalRow).toContainText(text.manager);
    await expect(approvalRow).toContainText(`${text.cashierField}: Sami Cashier`);
    await expect(approvalRow).toContainText(`${text.approvedField}: ${text.largeDiscount}`);
    // The approval given when the PIN was typed, spent by this sale.
    const given = office.getByRole('row').filter({ hasText: text.givenRow }).first();
    await expect(given).toContainText(text.manager);
    await expect(given).toContainText(text.givenUsed);
    // The wrong PIN, by the cashier who asked.
    await expect(
      office.getByRole('row').filter({ hasText: text.wrongPinRow }).first(),
    ).toContainText(text.cashier);
    // The sale itself, by the cashier, right after the approval it needed.
    const saleRow = rows.filter({ hasNotText: text.approvalRow });
    await expect(saleRow).toContainText(text.saleRow);
    await expect(saleRow).toContainText(text.cashier);
    expect(await axeViolations(office), `/office/audit (${lang})`).toEqual([]);
    await context.close();
  });
}
