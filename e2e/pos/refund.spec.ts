// A refund of one item at the counter, in English and Arabic: the demo business is made
// VAT-registered, two paid orders are made through the API, the cashier refunds one item of
// each from the orders screen with the manager's PIN 2468, and the credit note's page names the
// invoice it corrects (linked). Then the owner's VAT report for the day has credited exactly
// the credit notes' VAT. Axe on the refund dialog and on the credit note page.
import type { APIRequestContext } from '@playwright/test';
import { DEMO_CASHIER, DEMO_OWNER } from '../fixtures/lamaa-server.js';
import { axeViolations, expect, test } from '../fixtures/lamaa-test.js';
import { bearer } from './api-as.js';
import { BUSINESS_TRN, setVatRegistered } from './vat-business.js';
import { paidOrder, wireData as data } from './paid-order.js';

const DEMO_PIN = '2468';

/** The texts this flow presses and reads, per language. */
const TEXTS = {
  en: {
    actionsFor: (number: string) => `Actions for order ${number}`,
    refund: 'Refund',
    dialog: (number: string) => `Refund order ${number}`,
    chosenItems: 'Chosen items',
    approval: "Manager's approval",
    pin: 'Manager PIN',
    creditNote: /^Open credit note CN-\d{6}$/,
  },
  ar: {
    actionsFor: (number: string) => `إجراءات الطلب ${number}`,
    refund: 'استرداد',
    dialog: (number: string) => `استرداد الطلب ${number}`,
    chosenItems: 'أصناف مختارة',
    approval: 'موافقة المدير',
    pin: 'الرقم السري للمدير',
    creditNote: /^فتح الإشعار الدائن CN-\d{6}$/,
  },
} as const;

/** The day's credited VAT in the owner's report, in fils. */
async function creditedVat(request: APIRequestContext, day: string): Promise<number> {
  const headers = await bearer(request, DEMO_OWNER);
  const report = await data<{ total: { credit_vat: number } }>(
    request,
    `/api/office/vat-report?from=${day}&to=${day}`,
    headers,
  );
  return Math.round(report.total.credit_vat * 100);
}

test.afterAll(async ({ request }) => {
  await setVatRegistered(request, false);
});

test("a refund of one item needs the manager's PIN and gives a credit note linked to the invoice; the day's VAT report credits it", async ({
  page,
  request,
  signIn,
  expectNoA11yViolations,
}) => {
  await setVatRegistered(request, true);
  const cashier = await bearer(request, DEMO_CASHIER);
  const numbers = [
    (await paidOrder(request, cashier)).number,
    (await paidOrder(request, cashier)).number,
  ];
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
  const before = await creditedVat(request, day);
  let credited = 0;

  await signIn();
  for (const [index, lang] of (['en', 'ar'] as const).entries()) {
    const text = TEXTS[lang];
    const number = numbers[index] ?? '';
    await page.goto(`/orders?lang=${lang}&q=${encodeURIComponent(number.slice(1))}`);
    await page.getByRole('button', { name: text.actionsFor(number) }).click();
    await page.getByRole('menuitem', { name: text.refund }).click();
    const dialog = page.getByRole('dialog', { name: text.dialog(number) });
    await dialog.getByRole('radio', { name: text.chosenItems }).check({ force: true });
    await dialog.getByRole('checkbox').first().check({ force: true });
    await expectNoA11yViolations(`refund dialog (${lang})`);
    await dialog.getByRole('button', { name: text.refund, exact: true }).click();
    const approval = page.getByRole('dialog', { name: text.approval });
    await approval.getByLabel(text.pin).fill(DEMO_PIN);
    await approval.getByLabel(text.pin).press('Enter');
    const link = page.getByRole('link', { name: text.creditNote });
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/c\/[A-Za-z0-9_-]{24}$/);

    const note = await page.context().newPage();
    await note.goto(href);
    const main = note.locator('main');
    await expect(note.getByRole('heading', { level: 1 })).toContainText('Tax Credit Note');
    await expect(note.getByRole('heading', { level: 1 })).toContainText('إشعار دائن ضريبي');
    await expect(main).toContainText(BUSINESS_TRN);
    const invoiceLink = note.getByTestId('credit-note-invoice');
    await expect(invoiceLink).toHaveText(/^INV-\d{6}$/);
    credited += Math.round(Number(await note.getByTestId('credit-note-vat').textContent()) * 100);
    expect(await axeViolations(note), `credit note page (${lang})`).toEqual([]);
    await invoiceLink.click();
    await expect(note.getByRole('heading', { level: 1 })).toContainText('Tax Invoice');
    await note.close();
    await page.keyboard.press('Escape');
  }
  expect(credited).toBeGreaterThan(0);
  expect(await creditedVat(request, day)).toBe(before + credited);
});
