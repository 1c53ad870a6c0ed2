// The whole cash day by keyboard alone at 1024×768, in English and Arabic, with the business
// asking for an open shift before any cash payment: the cashier opens the drawer's shift with a
// float counted note by note, sells for cash, sells again paid cash + visa, refunds AED 10 in cash (manager's PIN), drops
// AED 50 at the bank, closes with a blind count AED 5 short (a reason and the manager's PIN),
// and opens the printable Z report, whose figures are checked one by one. Then the owner finds
// the shift in the office's list with its variance flagged in words. The mouse is never used.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_CASHIER, DEMO_OWNER } from '../fixtures/lamaa-server.js';
import { expect, test } from '../fixtures/lamaa-test.js';
import { customerWithCar } from './fill-cart.js';
import { ar, en } from './pos-texts.js';
import { bearer } from './api-as.js';
import { cashNeedsShift, closeOpenShifts } from './shift-setup.js';

/** The demo manager's approval PIN. */
const DEMO_PIN = '2468';

/** The texts of this flow per language, written here so a wrong string fails a test. */
const TEXTS = {
  en: {
    pos: en,
    shifts: 'Shifts',
    orders: 'Orders',
    shiftsTitle: 'Cash shifts',
    drawer: 'Cash Drawer',
    byCount: 'Count notes and coins',
    byTotal: 'Type the total',
    note100: 'AED 100',
    note50: 'AED 50',
    movement: 'Cash in / out',
    amount: 'Amount (AED)',
    note: 'Note (optional)',
    close: 'Close shift',
    countTitle: 'Count the drawer',
    total: 'Total (AED)',
    reviewTitle: 'Expected and counted',
    reason: 'Reason for the difference',
    closed: 'Shift closed',
    printA4: 'Print Z report (A4)',
    searchServices: 'Search services',
    checkout: 'Checkout',
    indoor: 'Indoor',
    continue: 'Continue',
    submit: 'Submit Order',
    closeReceipt: 'Close',
    split: 'Split payment',
    visaAmount: 'Amount of part 2',
    cashHanded: 'Cash handed over (part 1)',
    cashVault: 'Vault for part 1: Cash',
    visaVault: 'Vault for part 2: Visa',
    searchOrders: 'Search orders',
    actionsFor: (number: string) => `Actions for order ${number}`,
    refund: 'Refund',
    refundTitle: (number: string) => `Refund order ${number}`,
    refundAmount: 'An amount',
    refundAmountLabel: 'Amount to refund',
    refundCash: 'Cash',
    approval: "Manager's approval",
    approvalPin: 'Manager PIN',
    refundDone: 'Refund done',
    office: {
      signInTitle: 'Sign in to the back office',
      shifts: 'Shifts',
      over: 'Above threshold',
      drawer: 'Cash Drawer',
    },
  },
  ar: {
    pos: ar,
    shifts: 'الورديات',
    orders: 'الطلبات',
    shiftsTitle: 'ورديات النقد',
    drawer: 'درج النقد',
    byCount: 'عدّ الأوراق والعملات',
    byTotal: 'اكتب المجموع',
    note100: '\u200f100 د.إ.\u200f',
    note50: '\u200f50 د.إ.\u200f',
    movement: 'إدخال / إخراج نقد',
    amount: 'المبلغ (د.إ.)',
    note: 'ملاحظة (اختياري)',
    close: 'أغلق الوردية',
    countTitle: 'عدّ الدرج',
    total: 'المجموع (د.إ.)',
    reviewTitle: 'المتوقع والمعدود',
    reason: 'سبب الفرق',
    closed: 'أُغلقت الوردية',
    printA4: 'اطبع تقرير Z (A4)',
    searchServices: 'ابحث في الخدمات',
    checkout: 'إتمام الطلب',
    indoor: 'داخل الفرع',
    continue: 'متابعة',
    submit: 'إرسال الطلب',
    closeReceipt: 'إغلاق',
    split: 'تقسيم الدفع',
    visaAmount: 'مبلغ الجزء 2',
    cashHanded: 'النقد المستلم (الجزء 1)',
    cashVault: 'خزنة الجزء 1: نقدًا',
    visaVault: 'خزنة الجزء 2: بطاقة',
    searchOrders: 'البحث في الطلبات',
    actionsFor: (number: string) => `إجراءات الطلب ${number}`,
    refund: 'استرداد',
    refundTitle: (number: string) => `استرداد الطلب ${number}`,
    refundAmount: 'مبلغ محدد',
    refundAmountLabel: 'مبلغ الاسترداد',
    refundCash: 'نقدًا',
    approval: 'موافقة المدير',
    approvalPin: 'الرقم السري للمدير',
    refundDone: 'تم الاسترداد',
    office: {
      signInTitle: 'تسجيل الدخول إلى الإدارة',
      shifts: 'الورديات',
      over: 'فوق الحد',
      drawer: 'درج النقد',
    },
  },
} as const;

/** Is `target` the focused element? */
const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/**
 * Presses `key` (Tab, Shift+Tab or an arrow) until `target` has focus, at most `limit` times,
 * as a keyboard user would; fails naming the target otherwise.
 */
async function pressTo(page: Page, target: Locator, key = 'Tab', limit = 60): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** Follows a link of the main navigation by keyboard: Shift+Tab up to it, then Enter. */
async function navigate(page: Page, name: string): Promise<void> {
  const link = page.getByRole('navigation').first().getByRole('link', { name });
  await pressTo(page, link, 'Shift+Tab', 150);
  await page.keyboard.press('Enter');
}

/** Finds the customer by name (Alt+S) and chooses their vehicle, by keyboard. */
async function chooseCustomer(
  page: Page,
  searchLabel: string,
  name: string,
  car: { readonly code: string; readonly numbers: string },
): Promise<void> {
  const sidebar = page.locator('aside');
  // Alt+S: the customer search, from wherever the focus is.
  await page.keyboard.press('Alt+KeyS');
  await expect(sidebar.getByRole('searchbox', { name: searchLabel })).toBeFocused();
  await page.keyboard.type(name);
  const match = sidebar.getByRole('button', { name: new RegExp(name) });
  await expect(sidebar.locator('.pos-pick-list__item')).toHaveCount(1);
  await expect(match).toBeVisible();
  // A list shown from the last search's cache is checked again with the server: ArrowDown
  // waits for that answer (never to a customer about to go), as the list's aria-busy says.
  await expect(sidebar.locator('.pos-pick-list')).toHaveAttribute('aria-busy', 'false');
  await page.keyboard.press('ArrowDown');
  await expect(match).toBeFocused();
  await page.keyboard.press('Enter');
  const vehicle = sidebar.getByRole('button', { name: new RegExp(`${car.code} ${car.numbers}`) });
  await pressTo(page, vehicle);
  await page.keyboard.press('Enter');
  await expect(vehicle).toHaveAttribute('aria-pressed', 'true');
}

/** The total of an order, in fils, as the server lists it. */
async function orderTotal(request: APIRequestContext, number: string): Promise<number> {
  const answer = await request.get(`/api/pos/order?per_page=100`, {
    headers: await bearer(request, DEMO_CASHIER),
  });
  const orders = (
    (await answer.json()) as {
      data: { order_number: string | null; total_price: number }[];
    }
  ).data;
  const order = orders.find((entry) => `#${entry.order_number ?? ''}` === number);
  if (order === undefined) throw new Error(`order ${number} is not listed`);
  return Math.round(order.total_price * 100);
}

/** An amount in fils as the Z report page writes it: 1,234.50. */
const aed = (fils: number) =>
  (fils / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1024, height: 768 } });

test.beforeAll(async ({ request }) => {
  await cashNeedsShift(request, true);
});
test.beforeEach(async ({ request }) => {
  await closeOpenShifts(request);
});
test.afterAll(async ({ request }) => {
  await cashNeedsShift(request, false);
});

for (const [index, lang] of (['en', 'ar'] as const).entries()) {
  const text = TEXTS[lang];

  test(`a cash day by keyboard, from the float to the Z report and the office (${lang})`, async ({
    page,
    browser,
    request,
  }) => {
    const customer = await customerWithCar(request, 10 + index);
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

    // The shift: the float counted note by note (one AED 100 and two AED 50: AED 200).
    await navigate(page, text.shifts);
    await expect(page.getByRole('heading', { name: text.shiftsTitle })).toBeVisible();
    const drawer = page.getByRole('article', { name: text.drawer });
    await pressTo(page, drawer.getByRole('button', { name: text.byCount }));
    await page.keyboard.press('Enter');
    await pressTo(page, drawer.getByLabel(text.note100, { exact: true }));
    await page.keyboard.type('1');
    await page.keyboard.press('Tab');
    await expect(drawer.getByLabel(text.note50, { exact: true })).toBeFocused();
    await page.keyboard.type('2');
    await page.keyboard.press('Enter');
    // The form is gone; focus is on the open shift's first action, not lost.
    await expect(drawer.getByRole('button', { name: text.movement })).toBeFocused();

    // A cash sale: the customer, the vehicle, a service, Alt+K, the Cash Drawer.
    await navigate(page, text.pos.services);
    const sidebar = page.locator('aside');
    await chooseCustomer(page, text.pos.searchCustomers, customer.name, car);
    await page.keyboard.press('/');
    await expect(page.getByRole('searchbox', { name: text.searchServices })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('catalogue-card').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(sidebar.getByTestId('cart-line')).toHaveCount(1);
    await expect(sidebar.getByTestId('cart-totals')).toHaveAttribute('aria-busy', 'false');
    await page.keyboard.press('Alt+KeyK');
    const wizard = page.getByRole('dialog', { name: text.checkout });
    await expect(wizard.getByRole('radio', { name: text.indoor })).toBeChecked();
    await pressTo(page, wizard.getByRole('button', { name: text.continue }));
    await page.keyboard.press('Enter');
    await pressTo(page, wizard.locator('.pos-checkout-slot:not([disabled])').first());
    await page.keyboard.press('Enter');
    const cashDrawer = wizard.getByRole('radio', { name: new RegExp(text.drawer) });
    await pressTo(page, wizard.getByRole('radio').first());
    await page.keyboard.press('Space');
    await pressTo(page, cashDrawer, 'ArrowDown', 8);
    await expect(cashDrawer).toBeChecked();
    await pressTo(page, wizard.getByRole('button', { name: text.submit }));
    await page.keyboard.press('Enter');
    const receipt = page.getByTestId('order-receipt');
    await expect(receipt).toBeVisible();
    const number = `#${(await receipt.textContent())?.match(/LM-\d{6}/)?.[0] ?? ''}`;
    expect(number).toMatch(/^#LM-\d{6}$/);
    await pressTo(
      page,
      page.getByRole('dialog').getByRole('button', { name: text.closeReceipt, exact: true }).last(),
    );
    await page.keyboard.press('Enter');
    await expect(receipt).toBeHidden();
    const sale = await orderTotal(request, number);

    // A second sale paid cash + visa: AED 10 by visa, the rest in cash from AED 5,000 handed
    // over; the cash part lands in the drawer's shift, the visa part in its own vault. The
    // finished sale let the customer go: they are chosen again.
    await chooseCustomer(page, text.pos.searchCustomers, customer.name, car);
    await page.keyboard.press('/');
    await expect(page.getByRole('searchbox', { name: text.searchServices })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('catalogue-card').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(sidebar.getByTestId('cart-line')).toHaveCount(1);
    await expect(sidebar.getByTestId('cart-totals')).toHaveAttribute('aria-busy', 'false');
    // The split tick from the card: Shift+Tab leaves the grid (one Tab stop) to the search,
    // then to the sidebar's Checkout and the payment options above it.
    const split = sidebar.getByRole('checkbox', { name: text.split });
    await pressTo(page, split, 'Shift+Tab', 8);
    await page.keyboard.press('Space');
    await expect(split).toBeChecked();
    // The parts open above the tick: Shift+Tab up to the cash handed over, Tab down to part 2.
    await pressTo(page, sidebar.getByLabel(text.cashHanded), 'Shift+Tab', 30);
    await page.keyboard.type('5000');
    await pressTo(page, sidebar.getByLabel(text.visaAmount), 'Tab', 30);
    await page.keyboard.type('10');
    // With the parts open, Checkout is still wholly on the 768 px screen, as it is.
    await expect(sidebar.getByRole('button', { name: text.checkout, exact: true })).toBeInViewport({
      ratio: 1,
    });
    await page.keyboard.press('Alt+KeyK');
    const splitWizard = page.getByRole('dialog', { name: text.checkout });
    await pressTo(page, splitWizard.getByRole('button', { name: text.continue }));
    await page.keyboard.press('Enter');
    await pressTo(page, splitWizard.locator('.pos-checkout-slot:not([disabled])').first());
    await page.keyboard.press('Enter');
    for (const [name, choice] of [
      [text.cashVault, new RegExp(text.drawer)],
      [text.visaVault, /./],
    ] as const) {
      const group = splitWizard.getByRole('radiogroup', { name });
      await pressTo(page, group.getByRole('radio').first());
      await page.keyboard.press('Space');
      await pressTo(page, group.getByRole('radio', { name: choice }).first(), 'ArrowDown', 8);
      await expect(group.getByRole('radio', { name: choice }).first()).toBeChecked();
    }
    await pressTo(page, splitWizard.getByRole('button', { name: text.submit }));
    await page.keyboard.press('Enter');
    await expect(receipt).toBeVisible();
    await expect(receipt.getByTestId('receipt-payments')).toContainText('Visa');
    const splitNumber = `#${(await receipt.textContent())?.match(/LM-\d{6}/)?.[0] ?? ''}`;
    await pressTo(
      page,
      page.getByRole('dialog').getByRole('button', { name: text.closeReceipt, exact: true }).last(),
    );
    await page.keyboard.press('Enter');
    await expect(receipt).toBeHidden();
    const splitCash = (await orderTotal(request, splitNumber)) - 1_000;

    // A refund of AED 10 of that sale, in cash, from the orders screen.
    await navigate(page, text.orders);
    const orderSearch = page.getByRole('searchbox', { name: text.searchOrders });
    await pressTo(page, orderSearch);
    await page.keyboard.type(number.slice(1));
    const actions = page.getByRole('button', { name: text.actionsFor(number) });
    await expect(
      page.getByRole('button', { name: /^(Actions for order|إجراءات الطلب) / }),
    ).toHaveCount(1);
    // Tab into the table, then along the row (leftwards in Arabic) to its Actions button.
    const grid = page.getByRole('grid');
    for (let presses = 0; presses < 30; presses += 1) {
      if (await grid.evaluate((table) => table.contains(document.activeElement))) break;
      await page.keyboard.press('Tab');
    }
    await pressTo(page, actions, lang === 'ar' ? 'ArrowLeft' : 'ArrowRight', 10);
    await page.keyboard.press('Enter');
    await pressTo(page, page.getByRole('menuitem', { name: text.refund }), 'ArrowDown', 6);
    await page.keyboard.press('Enter');
    const refund = page.getByRole('dialog', { name: text.refundTitle(number) });
    await expect(refund).toBeVisible();
    const byAmount = refund.getByRole('radio', { name: text.refundAmount });
    await pressTo(page, refund.getByRole('radio').first());
    await pressTo(page, byAmount, 'ArrowDown', 4);
    await expect(byAmount).toBeChecked();
    await pressTo(page, refund.getByLabel(text.refundAmountLabel));
    await page.keyboard.type('10');
    const inCash = refund.getByRole('radio', { name: text.refundCash, exact: true });
    await pressTo(page, refund.getByRole('radio', { checked: true }).last());
    await pressTo(page, inCash, 'ArrowDown', 4);
    await expect(inCash).toBeChecked();
    await pressTo(page, refund.getByRole('button', { name: text.refund, exact: true }));
    await page.keyboard.press('Enter');
    const refundApproval = page.getByRole('dialog', { name: text.approval });
    await expect(refundApproval.getByLabel(text.approvalPin)).toBeFocused();
    await page.keyboard.type(DEMO_PIN);
    await page.keyboard.press('Enter');
    // Escape closes the answer once focus has moved into it from the PIN dialog.
    const refundDone = page.getByRole('dialog', { name: text.refundDone });
    await expect(refundDone).toBeVisible();
    await expect
      .poll(() => refundDone.evaluate((dialog) => dialog.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A bank drop of AED 50 (the reason's first choice), with a note; Enter records it.
    await navigate(page, text.shifts);
    await pressTo(page, drawer.getByRole('button', { name: text.movement }));
    await page.keyboard.press('Enter');
    await pressTo(page, drawer.getByLabel(text.amount));
    await page.keyboard.type('50');
    await page.keyboard.press('Tab');
    await expect(drawer.getByLabel(text.note)).toBeFocused();
    await page.keyboard.type('bag 1');
    await page.keyboard.press('Enter');
    await expect(drawer.getByLabel(text.amount)).toBeHidden();
    await expect(drawer.getByRole('button', { name: text.movement })).toBeFocused();

    // The blind count, AED 5 short: typed as a total, then a reason, then the manager's PIN.
    const expected = 20_000 + sale + splitCash - 1_000 - 5_000;
    await pressTo(page, drawer.getByRole('button', { name: text.close }));
    await page.keyboard.press('Enter');
    const count = page.getByRole('dialog', { name: text.countTitle });
    await expect(count).toBeVisible();
    await expect(count.getByTestId('close-expected')).toHaveCount(0);
    await pressTo(page, count.getByRole('button', { name: text.byTotal }), 'Shift+Tab', 20);
    await page.keyboard.press('Enter');
    await pressTo(page, count.getByLabel(text.total));
    await page.keyboard.type(((expected - 500) / 100).toFixed(2));
    await page.keyboard.press('Enter');
    const review = page.getByRole('dialog', { name: text.reviewTitle });
    await expect(review.getByLabel(text.reason)).toBeFocused();
    await page.keyboard.type('change given twice');
    await page.keyboard.press('Enter');
    const approval = page.getByRole('dialog', { name: text.approval });
    await expect(approval.getByLabel(text.approvalPin)).toBeFocused();
    await page.keyboard.type(DEMO_PIN);
    await page.keyboard.press('Enter');
    const closed = page.getByRole('dialog', { name: text.closed });
    const print = closed.getByRole('link', { name: text.printA4 });
    await expect(print).toBeFocused();

    // The Z report, opened with Enter on the focused link, and its figures.
    const [zPage] = await Promise.all([
      page.context().waitForEvent('page'),
      page.keyboard.press('Enter'),
    ]);
    await zPage.waitForLoadState();
    expect(new URL(zPage.url()).pathname).toMatch(/^\/z\/[A-Za-z0-9_-]+$/);
    await expect(zPage.getByTestId('z-float')).toHaveText(aed(20_000));
    await expect(zPage.getByTestId('z-sales-cash')).toHaveText(`2 · ${aed(sale + splitCash)}`);
    await expect(zPage.getByTestId('z-refunds')).toHaveText(`1 · ${aed(1_000)}`);
    await expect(zPage.getByTestId('z-movement-bank-drop')).toHaveText(`${aed(5_000)} · bag 1`);
    await expect(zPage.getByTestId('z-cash-out')).toHaveText(aed(5_000));
    await expect(zPage.getByTestId('z-expected')).toHaveText(aed(expected));
    await expect(zPage.getByTestId('z-counted')).toHaveText(aed(expected - 500));
    await expect(zPage.getByTestId('z-variance')).toHaveText('-5.00');
    const zPath = new URL(zPage.url()).pathname;
    await zPage.close();

    // The owner, in the office, finds the shift with its variance flagged in words. The office
    // PC keeps UTC: the list still opens on the branch's (Dubai's) today, which UTC leaves
    // between 20:00 and midnight UTC.
    const office = await browser.newContext({
      viewport: { width: 1024, height: 768 },
      timezoneId: 'UTC',
    });
    const owner = await office.newPage();
    await owner.goto(`/office?lang=${lang}`);
    await expect(owner.getByRole('heading', { name: text.office.signInTitle })).toBeVisible();
    await pressTo(owner, owner.locator('input[name="email"]'));
    await owner.keyboard.type(DEMO_OWNER.email);
    await owner.keyboard.press('Tab');
    await owner.keyboard.type(DEMO_OWNER.password);
    await owner.keyboard.press('Enter');
    const officeNav = owner.getByRole('navigation').first();
    await expect(officeNav.getByRole('link', { name: text.office.shifts })).toBeVisible();
    await pressTo(owner, officeNav.getByRole('link', { name: text.office.shifts }));
    await owner.keyboard.press('Enter');
    await expect(owner).toHaveURL(/\/office\/shifts$/);
    const row = owner.locator('tr').filter({ has: owner.locator(`a[href="${zPath}"]`) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(text.office.drawer);
    await expect(row.getByTestId(/^shift-variance-/)).toContainText(text.office.over);
    await expect(row.getByTestId(/^shift-variance-/)).toContainText('change given twice');
    await office.close();
  });
}
