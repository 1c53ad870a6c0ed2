// A cashier's day on the cash drawer, in English and Arabic: open a shift with a float, sell
// for cash, drop AED 50 at the bank, close with a blind count AED 5 short that needs a reason
// and the manager's PIN, and print the Z report (80 mm), bilingual. Axe on the shifts screen
// and the close dialog.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures/lamaa-test.js';
import { customerWithCar, fillCart } from './fill-cart.js';
import { bearer } from './api-as.js';
import { ar, en } from './pos-texts.js';
import { closeOpenShifts } from './shift-setup.js';

/** The demo manager's approval PIN. */
const DEMO_PIN = '2468';

/** The texts of this flow per language, written here so a wrong string fails a test. */
const TEXTS = {
  en: {
    pos: en,
    nav: 'Shifts',
    title: 'Cash shifts',
    drawer: 'Cash Drawer',
    float: 'Opening float',
    open: 'Open shift',
    checkout: 'Checkout',
    indoor: 'Indoor',
    continue: 'Continue',
    submit: 'Submit Order',
    movement: 'Cash in / out',
    amount: 'Amount (AED)',
    note: 'Note (optional)',
    record: 'Record',
    close: 'Close shift',
    countTitle: 'Count the drawer',
    byTotal: 'Type the total',
    total: 'Total (AED)',
    submitCount: 'Submit count',
    needsApproval: 'This difference needs a reason and a manager’s PIN.',
    reason: 'Reason for the difference',
    confirm: 'Close and print Z',
    pinTitle: "Manager's approval",
    pin: 'Manager PIN',
    closed: 'Shift closed',
    print: 'Print Z report (80 mm)',
    closeReceipt: 'Close',
  },
  ar: {
    pos: ar,
    nav: 'الورديات',
    title: 'ورديات النقد',
    drawer: 'درج النقد',
    float: 'رصيد الافتتاح',
    open: 'افتح وردية',
    checkout: 'إتمام الطلب',
    indoor: 'داخل الفرع',
    continue: 'متابعة',
    submit: 'إرسال الطلب',
    movement: 'إدخال / إخراج نقد',
    amount: 'المبلغ (د.إ.)',
    note: 'ملاحظة (اختياري)',
    record: 'سجّل',
    close: 'أغلق الوردية',
    countTitle: 'عدّ الدرج',
    byTotal: 'اكتب المجموع',
    total: 'المجموع (د.إ.)',
    submitCount: 'أرسل العدّ',
    needsApproval: 'هذا الفرق يحتاج سببًا والرقم السري للمدير.',
    reason: 'سبب الفرق',
    confirm: 'أغلق واطبع تقرير Z',
    pinTitle: 'موافقة المدير',
    pin: 'الرقم السري للمدير',
    closed: 'أُغلقت الوردية',
    print: 'اطبع تقرير Z (80 مم)',
    closeReceipt: 'إغلاق',
  },
} as const;

/** The expected cash of the open shift on the drawer, in AED, read as the cashier. */
async function expectedCash(request: APIRequestContext): Promise<number> {
  const headers = await bearer(request);
  const open = await request.get('/api/pos/shifts/open', { headers });
  const shifts = ((await open.json()) as { data: { id: number; vault_title: string }[] }).data;
  const shift = shifts.find((entry) => entry.vault_title === 'Cash Drawer');
  if (shift === undefined) throw new Error('no open shift on the Cash Drawer');
  const report = await request.get(`/api/pos/shifts/${shift.id}`, { headers });
  return ((await report.json()) as { data: { cash: { expected: number } } }).data.cash.expected;
}

test.describe.configure({ mode: 'serial' });
test.beforeEach(async ({ request }) => {
  await closeOpenShifts(request);
});

for (const [index, lang] of (['en', 'ar'] as const).entries()) {
  const text = TEXTS[lang];

  test(`a day on the cash drawer, from float to a printed Z report (${lang})`, async ({
    page,
    request,
    signIn,
    expectNoA11yViolations,
  }) => {
    const customer = await customerWithCar(request, 8 + index);
    await signIn({ lang });
    await page.getByRole('link', { name: text.nav }).click();
    await expect(page.getByRole('heading', { name: text.title })).toBeVisible();
    const drawer = page.getByRole('article', { name: text.drawer });
    await drawer.getByLabel(text.float).fill('200');
    await drawer.getByRole('button', { name: text.open }).click();
    await expect(drawer.getByRole('button', { name: text.close })).toBeVisible();
    await expectNoA11yViolations(`shifts screen (${lang})`);

    // A cash sale into the drawer.
    await page.getByRole('link', { name: text.pos.services }).click();
    await fillCart(page, text.pos, customer);
    const sidebar = page.locator('aside');
    await sidebar.getByRole('button', { name: text.checkout }).click();
    const wizard = page.getByRole('dialog');
    await expect(wizard.getByRole('radio', { name: text.indoor })).toBeChecked();
    await wizard.getByRole('button', { name: text.continue }).click();
    await wizard.locator('.pos-checkout-slot:not([disabled])').first().click();
    const vault = wizard.getByRole('radio').first();
    await expect(vault).toBeVisible();
    await vault.check({ force: true });
    await wizard.getByRole('button', { name: text.submit }).click();
    await expect(page.getByTestId('order-receipt')).toBeVisible();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text.closeReceipt, exact: true })
      .first()
      .click();
    await expect(page.getByTestId('order-receipt')).toBeHidden();

    // A bank drop of AED 50.
    await page.getByRole('link', { name: text.nav }).click();
    await drawer.getByRole('button', { name: text.movement }).click();
    await drawer.getByLabel(text.amount).fill('50');
    await drawer.getByLabel(text.note).fill('bag 1');
    await drawer.getByRole('button', { name: text.record }).click();
    await expect(drawer.getByLabel(text.amount)).toBeHidden();

    // The blind count, AED 5 short of what the drawer should hold.
    const short = (await expectedCash(request)) - 5;
    await drawer.getByRole('button', { name: text.close }).click();
    const dialog = page.getByRole('dialog', { name: text.countTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('close-expected')).toHaveCount(0);
    await dialog.getByRole('button', { name: text.byTotal }).click();
    await dialog.getByLabel(text.total).fill(short.toFixed(2));
    await dialog.getByRole('button', { name: text.submitCount }).click();
    const review = page.getByRole('dialog');
    await expect(review.getByText(text.needsApproval)).toBeVisible();
    await expectNoA11yViolations(`close review (${lang})`);
    await review.getByLabel(text.reason).fill('change given twice');
    await review.getByRole('button', { name: text.confirm }).click();
    const approval = page.getByRole('dialog', { name: text.pinTitle });
    await expect(approval.getByLabel(text.pin)).toBeFocused();
    await page.keyboard.type(DEMO_PIN);
    await page.keyboard.press('Enter');
    const closed = page.getByRole('dialog', { name: text.closed });
    await expect(closed).toBeVisible();

    // The Z report, printable on an 80 mm roll, in both languages at once.
    const link = closed.getByRole('link', { name: text.print });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/z\/.+paper=80mm$/);
    const zPage = await page.context().newPage();
    await zPage.goto(href ?? '');
    await expect(zPage.getByText('تقرير Z').first()).toBeVisible();
    await expect(zPage.getByTestId('z-variance')).toHaveText('-5.00');
    await zPage.close();
  });
}
