// Printing the POS receipts for real: a checkout's success receipt and an orders-screen payment
// receipt, in English and Arabic, each printed by Chromium to a PDF. Each must be one page,
// 80 mm wide, holding only the receipt (no app, no dialog chrome), inside the paper's width.
import { writeFile } from 'node:fs/promises';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../fixtures/lamaa-test.js';
import { DEMO_CASHIER } from '../fixtures/lamaa-server.js';
import { newestOrders } from './demo-orders.js';
import { fillCart, type WireCustomer } from './fill-cart.js';

/** 80 mm in PDF points (1/72 in) and in CSS pixels (1/96 in). */
const SLIP_WIDTH_PT = (80 / 25.4) * 72;
const SLIP_WIDTH_PX = (80 / 25.4) * 96;
/** A receipt roll is never longer than an A4 sheet for these short slips (297 mm). */
const MAX_LENGTH_PT = (297 / 25.4) * 72;

/** The screen texts the flows press, per language, written here so a wrong string fails. */
const TEXTS = {
  en: {
    searchCustomers: 'Search customers by name, phone or plate',
    fullDetailing: 'Full Detailing',
    silver: 'Silver',
    addToCart: 'Add to Cart',
    checkout: 'Checkout',
    continue: 'Continue',
    submit: 'Submit Order',
    close: 'Close',
    actionsFor: (number: string) => `Actions for order ${number}`,
    completePayment: 'Complete Payment',
    visa: 'Visa',
  },
  ar: {
    searchCustomers: 'ابحث عن العملاء بالاسم أو الهاتف أو اللوحة',
    fullDetailing: 'تلميع كامل',
    silver: 'فضي',
    addToCart: 'أضف إلى السلة',
    checkout: 'إتمام الطلب',
    continue: 'متابعة',
    submit: 'إرسال الطلب',
    close: 'إغلاق',
    actionsFor: (number: string) => `إجراءات الطلب ${number}`,
    completePayment: 'إكمال الدفع',
    visa: 'بطاقة',
  },
} as const;

type Lang = keyof typeof TEXTS;

/** The receipts print both languages on every line, whatever the screen language. */
const ORDER_RECEIPT_TEXTS = [
  'Order receipt',
  'إيصال الطلب',
  'Order number',
  'رقم الطلب',
  'Total',
  'الإجمالي',
];
const PAYMENT_RECEIPT_TEXTS = [
  'Payment completed',
  'تم الدفع',
  'Reference number',
  'الرقم المرجعي',
  'Amount paid',
  'المبلغ المدفوع',
];

interface DemoData {
  customers: WireCustomer[];
  unpaidNumbers: string[];
}

/** Customers with a car and orders waiting for payment, from the server's demo data. */
async function demoData(request: APIRequestContext): Promise<DemoData> {
  const login = await request.post('/api/pos/login', { data: DEMO_CASHIER });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const customers = (
    (await (await request.get('/api/pos/customers', { headers })).json()) as {
      data: WireCustomer[];
    }
  ).data.filter((customer) => customer.cars.length > 0);
  const orders = await newestOrders(request);
  // The last ones, so orders.spec.ts (which pays the first) never meets the same order.
  const unpaidNumbers = orders
    .filter((order) => order.status === 'waiting for payment' && order.order_number !== null)
    .map((order) => `#${order.order_number}`)
    .reverse();
  return { customers, unpaidNumbers };
}

/** What the PDF says: its pages and each page's size in points. */
interface PdfFacts {
  pages: number;
  sizes: { width: number; height: number }[];
}

/** Reads the page objects of Chromium's (Skia's) PDF, which writes them uncompressed. */
function pdfFacts(pdf: Buffer): PdfFacts {
  const text = pdf.toString('latin1');
  const pages = (text.match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
  const sizes = [
    ...text.matchAll(/\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/g),
  ].map((box) => ({
    width: Number(box[3]) - Number(box[1]),
    height: Number(box[4]) - Number(box[2]),
  }));
  return { pages, sizes };
}

/**
 * Prints the page as Chromium does for the cashier (print media, the stylesheet's @page size)
 * and checks the slip: one page, 80 mm wide, only the receipt, its texts, inside the paper.
 * Soft checks, so one run names every way a slip is wrong.
 */
async function expectOneSlip(
  page: Page,
  testInfo: TestInfo,
  name: string,
  testId: string,
  texts: readonly string[],
): Promise<void> {
  const receipt = page.getByTestId(testId);
  await expect(receipt).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  // Kept beside the results (test-results/) for a human to open; not attached to the report.
  await writeFile(testInfo.outputPath(`${name}.pdf`), pdf);
  const facts = pdfFacts(pdf);
  expect.soft(facts.pages, `${name}: pages`).toBe(1);
  expect.soft(facts.sizes, `${name}: one page size`).toHaveLength(1);
  const [size] = facts.sizes;
  expect
    .soft(Math.abs((size?.width ?? 0) - SLIP_WIDTH_PT), `${name}: width ${size?.width} pt`)
    .toBeLessThan(1);
  expect.soft(size?.height, `${name}: length in pt`).toBeLessThanOrEqual(MAX_LENGTH_PT + 1);

  // The print-media DOM on a viewport as wide as the paper: the receipt alone, within 0..80 mm.
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: Math.round(SLIP_WIDTH_PX), height: 900 });
  for (const text of texts)
    await expect.soft(receipt, `${name}: prints "${text}"`).toContainText(text);
  await expect.soft(page.locator('main'), `${name}: the app is not printed`).toBeHidden();
  await expect.soft(page.locator('.lm-dialog__header'), `${name}: no dialog title`).toBeHidden();
  await expect.soft(page.locator('.pos-receipt__actions'), `${name}: no buttons`).toBeHidden();
  // Nothing wider than the paper is laid out: a wider page is shrunk to fit, or in Arabic
  // pushes the receipt (at the inline start, the right) off the paper.
  const layoutWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect
    .soft(layoutWidth, `${name}: laid out as wide as the paper`)
    .toBeLessThanOrEqual(SLIP_WIDTH_PX + 1);
  const box = await receipt.boundingBox();
  expect.soft(box, `${name}: the receipt has a box`).not.toBeNull();
  if (box !== null) {
    expect.soft(box.x, `${name}: starts on the paper`).toBeGreaterThanOrEqual(-1);
    expect
      .soft(box.x + box.width, `${name}: ends on the paper`)
      .toBeLessThanOrEqual(SLIP_WIDTH_PX + 1);
    expect.soft(box.y, `${name}: at the top of the slip`).toBeLessThanOrEqual(1);
    // The page is the slip's own length: the receipt fits it and it is not much longer.
    const lengthPx = ((size?.height ?? 0) / 72) * 96;
    expect.soft(box.height, `${name}: fits the page`).toBeLessThanOrEqual(lengthPx);
    expect.soft(lengthPx - box.height, `${name}: no long blank tail`).toBeLessThan(40);
  }
  // What the printed slip looks like, kept beside the PDF.
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  if (viewport !== null) await page.setViewportSize(viewport);
}

/** Puts Full Detailing / Silver in the cart for a customer's first car and checks it out indoors. */
async function checkoutToReceipt(page: Page, lang: Lang, customer: WireCustomer): Promise<void> {
  const text = TEXTS[lang];
  const sidebar = page.locator('aside');
  await fillCart(page, text, customer);
  await sidebar.getByRole('button', { name: text.checkout }).click();
  const wizard = page.getByRole('dialog');
  await wizard.getByRole('button', { name: text.continue }).click();
  await wizard.locator('.pos-checkout-slot:not([disabled])').first().click();
  const vault = wizard.getByRole('radio').first();
  await expect(vault).toBeVisible();
  await vault.check({ force: true });
  await wizard.getByRole('button', { name: text.submit }).click();
  await expect(page.getByTestId('order-receipt')).toBeVisible();
}

/** Pays an order waiting for payment in full by visa from the orders screen. */
async function payToReceipt(page: Page, lang: Lang, number: string): Promise<void> {
  const text = TEXTS[lang];
  await page.goto(`/orders?q=${encodeURIComponent(number)}&lang=${lang}`);
  await page.getByRole('button', { name: text.actionsFor(number) }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: text.completePayment }).click();
  const pay = page.getByRole('dialog', { name: text.completePayment });
  await pay.getByRole('radio', { name: text.visa }).check({ force: true });
  await pay.getByRole('button', { name: text.completePayment }).click();
  await expect(page.getByTestId('payment-receipt')).toBeVisible();
}

test('both receipts print as one 80 mm slip holding only the receipt, in English and Arabic', async ({
  page,
  request,
  signIn,
}, testInfo) => {
  const { customers, unpaidNumbers } = await demoData(request);
  await signIn();
  for (const [index, lang] of (['en', 'ar'] as const).entries()) {
    const customer = customers[customers.length - 1 - index];
    const number = unpaidNumbers[index];
    if (customer === undefined || number === undefined) throw new Error('not enough demo data');

    await page.goto(`/services?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await checkoutToReceipt(page, lang, customer);
    await expectOneSlip(
      page,
      testInfo,
      `order-receipt-${lang}`,
      'order-receipt',
      ORDER_RECEIPT_TEXTS,
    );
    await page
      .getByTestId('order-receipt')
      .locator('..')
      .getByRole('button', { name: TEXTS[lang].close })
      .click();
    await expect(page.getByTestId('order-receipt')).toHaveCount(0);
    // With the receipt gone, other screens print on their usual pages again.
    await expect(page.locator('style[data-receipt-page]')).toHaveCount(0);

    await payToReceipt(page, lang, number);
    await expectOneSlip(
      page,
      testInfo,
      `payment-receipt-${lang}`,
      'payment-receipt',
      PAYMENT_RECEIPT_TEXTS,
    );
  }
});
