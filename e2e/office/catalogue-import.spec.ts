// The owner moves 200 products from a spreadsheet: at /office/catalogue-files the owner chooses
// a CSV (written here) whose rows 17 and 143 are bad, and the dry run names those two rows with
// their columns and reasons and offers no Apply; the fixed file checks clean, Apply imports all
// 200, and a new product is listed on the office's Products screen. English and Arabic, axe on
// the screen with the problems. The imported products are archived again through the import
// afterwards (nothing is deleted), so the other specs see the counter as seeded.
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_OWNER } from '../fixtures/lamaa-server.js';
import { axeViolations, expect, test } from '../fixtures/lamaa-test.js';
import { bearer } from '../pos/api-as.js';

/** The office's words this spec reads. */
const TEXTS = {
  en: {
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    title: 'Import and export the catalogue',
    choose: 'Choose CSV file',
    problems: 'Problems in the file',
    problemCount: 'Problems in the file: 2. Fix them and choose the file again.',
    nameMissing: 'Enter this in English and in Arabic.',
    amountInvalid: 'Write an amount in AED, like 12.50.',
    clean: 'No problems found: apply the import to save it.',
    summary: '200 rows: 200 to add, 0 to update, 0 unchanged.',
    apply: 'Apply import',
    applied: 'Imported: 200 added, 0 updated.',
    products: 'Products',
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    title: 'استيراد الكتالوج وتصديره',
    choose: 'اختر ملف CSV',
    problems: 'مشاكل الملف',
    problemCount: 'عدد المشاكل في الملف: 2. صحّحها ثم اختر الملف مرة أخرى.',
    nameMissing: 'اكتب هذا بالإنجليزية وبالعربية.',
    amountInvalid: 'اكتب مبلغًا بالدرهم، مثل 12.50.',
    clean: 'لا توجد مشاكل: طبّق الاستيراد لحفظه.',
    summary: '200 صف: 200 للإضافة، 0 للتحديث، 0 بلا تغيير.',
    apply: 'طبّق الاستيراد',
    applied: 'تم الاستيراد: أُضيف 200 وحُدّث 0.',
    products: 'المنتجات',
  },
} as const;

const HEADER = 'id,name_en,name_ar,price,before_discount_price,archived';

/**
 * A products file of 200 new products named `${prefix} k` (k from 1), as a spreadsheet saves
 * it: a byte-order mark and CRLF. With `isBroken`, product 16 (row 17) has no Arabic name and
 * product 142 (row 143) a price that is not an amount.
 */
function productsCsv(prefix: string, isBroken: boolean): Buffer {
  const rows = Array.from({ length: 200 }, (_, index) => {
    const k = index + 1;
    const arabic = isBroken && k === 16 ? '' : `منتج ${prefix} ${k}`;
    const price = isBroken && k === 142 ? '12,50' : `${k}.50`;
    return `,${prefix} ${k},${arabic},"${price}",,no`;
  });
  return Buffer.from(`\uFEFF${[HEADER, ...rows].join('\r\n')}\r\n`, 'utf8');
}

/** Archives, through the import itself, every product whose English name starts with `prefix`. */
async function archiveImported(request: APIRequestContext, prefix: string): Promise<void> {
  const headers = await bearer(request, DEMO_OWNER);
  const exported = await request.get('/api/office/catalogue/export?kind=products', { headers });
  const lines = (await exported.text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  const mine = lines.filter((line) => line.split(',')[1]?.startsWith(`${prefix} `));
  if (mine.length === 0) return;
  const archived = mine.map((line) => line.replace(/,no$/, ',yes'));
  const answer = await request.post('/api/office/catalogue/import?kind=products&dry_run=false', {
    headers: { ...headers, 'content-type': 'text/csv' },
    data: [HEADER, ...archived].join('\r\n'),
  });
  expect(answer.status()).toBe(200);
}

async function signInAtOffice(page: Page, lang: 'en' | 'ar'): Promise<void> {
  const text = TEXTS[lang];
  await page.goto(`/office/catalogue-files?lang=${lang}`);
  await page.getByLabel(text.email).fill(DEMO_OWNER.email);
  await page.getByLabel(text.password).fill(DEMO_OWNER.password);
  await page.getByRole('button', { name: text.signIn, exact: true }).click();
}

for (const lang of ['en', 'ar'] as const) {
  const text = TEXTS[lang];
  const prefix = `Sheet ${lang}`;

  test.afterEach(async ({ request }) => {
    await archiveImported(request, prefix);
  });

  test(`the owner imports 200 products after the dry run names rows 17 and 143 (${lang})`, async ({
    page,
  }) => {
    await signInAtOffice(page, lang);
    await expect(page.getByRole('heading', { name: text.title })).toBeVisible();
    const file = page.locator('input[type="file"]');

    await file.setInputFiles({
      name: 'products.csv',
      mimeType: 'text/csv',
      buffer: productsCsv(prefix, true),
    });
    const problems = page.getByRole('grid', { name: text.problems });
    await expect(problems).toBeVisible();
    const rows = problems.getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('17');
    await expect(rows.nth(1)).toContainText('name_ar');
    await expect(rows.nth(1)).toContainText(text.nameMissing);
    await expect(rows.nth(2)).toContainText('143');
    await expect(rows.nth(2)).toContainText('price');
    await expect(rows.nth(2)).toContainText(text.amountInvalid);
    await expect(page.getByText(text.problemCount)).toBeVisible();
    await expect(page.getByRole('button', { name: text.apply })).toHaveCount(0);
    expect(await axeViolations(page), `/office/catalogue-files (${lang})`).toEqual([]);

    await file.setInputFiles({
      name: 'products.csv',
      mimeType: 'text/csv',
      buffer: productsCsv(prefix, false),
    });
    await expect(page.getByText(text.clean)).toBeVisible();
    await expect(page.getByText(text.summary)).toBeVisible();
    await page.getByRole('button', { name: text.apply }).click();
    await expect(page.getByText(text.applied)).toBeVisible();

    await page.getByRole('link', { name: text.products, exact: true }).click();
    const name = lang === 'en' ? `${prefix} 143` : `منتج ${prefix} 143`;
    await expect(page.getByRole('rowheader', { name, exact: true })).toBeVisible();
  });
}
