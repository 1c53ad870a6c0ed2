// The owner closes tomorrow in the office and the counter offers no slot that day: at
// /office/hours the owner adds tomorrow (the branch's calendar) as a closed date of the shop
// and saves; a cashier then checks out in the shop and the time-slot step lists the day after
// tomorrow but nothing for tomorrow. English and Arabic, axe on the office screen; the closed
// date is taken off again through the API so other specs keep their slots.
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_OWNER } from '../fixtures/lamaa-server.js';
import { axeViolations, expect, test } from '../fixtures/lamaa-test.js';
import { bearer } from '../pos/api-as.js';
import { customerWithCar, fillCart } from '../pos/fill-cart.js';
import { ar as posAr, en as posEn } from '../pos/pos-texts.js';

/** The office's and the checkout's words this spec reads. */
const TEXTS = {
  en: {
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    title: 'Opening hours',
    addClosed: 'Add a closed date',
    closedDate: 'Closed date 1',
    save: 'Save opening hours',
    saved: 'Opening hours saved',
    checkout: 'Checkout',
    indoor: 'Indoor',
    continue: 'Continue',
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    title: 'ساعات العمل',
    addClosed: 'أضف يوم إغلاق',
    closedDate: 'يوم الإغلاق 1',
    save: 'احفظ ساعات العمل',
    saved: 'تم حفظ ساعات العمل',
    checkout: 'إتمام الطلب',
    indoor: 'داخل الفرع',
    continue: 'متابعة',
  },
} as const;

/** A date in Dubai (the demo branch's zone, no daylight saving), `days` from now. */
function dubaiDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(
    Date.now() + days * 86_400_000,
  );
}

interface Hours {
  branch_id: number;
  type: string;
  weekly: unknown[];
  slot_minutes: number;
  capacity: number;
  closed_dates: string[];
  special_hours: unknown[];
}

/** Takes every closed date off the demo branch's shop hours, as the seed left them. */
async function reopen(request: APIRequestContext): Promise<void> {
  const headers = await bearer(request, DEMO_OWNER);
  const branches = await request.get('/api/office/branches', { headers });
  const [branch] = ((await branches.json()) as { data: { id: number }[] }).data;
  const read = await request.get(`/api/office/opening-hours?branch_id=${branch?.id}&type=in_shop`, {
    headers,
  });
  const hours = ((await read.json()) as { data: Hours }).data;
  const saved = await request.put('/api/office/opening-hours', {
    headers,
    data: {
      branch_id: hours.branch_id,
      type: hours.type,
      weekly: hours.weekly,
      slot_minutes: hours.slot_minutes,
      capacity: hours.capacity,
      closed_dates: [],
      special_hours: hours.special_hours,
    },
  });
  expect(saved.status()).toBe(200);
}

async function signInAtOffice(page: Page, lang: 'en' | 'ar'): Promise<void> {
  const text = TEXTS[lang];
  await page.goto(`/office/hours?lang=${lang}`);
  await page.getByLabel(text.email).fill(DEMO_OWNER.email);
  await page.getByLabel(text.password).fill(DEMO_OWNER.password);
  await page.getByRole('button', { name: text.signIn, exact: true }).click();
}

test.afterEach(async ({ request }) => {
  await reopen(request);
});

for (const lang of ['en', 'ar'] as const) {
  const text = TEXTS[lang];

  test(`the owner closes tomorrow and the checkout offers no slot that day (${lang})`, async ({
    page,
    browser,
    request,
    signIn,
  }) => {
    const tomorrow = dubaiDate(1);
    const dayAfter = dubaiDate(2);

    // The owner, in a context of their own.
    const ownerContext = await browser.newContext();
    const office = await ownerContext.newPage();
    await signInAtOffice(office, lang);
    await expect(office.getByRole('heading', { name: text.title })).toBeVisible();
    await office.getByRole('button', { name: text.addClosed }).click();
    await office.getByLabel(text.closedDate).fill(tomorrow);
    expect(await axeViolations(office), `/office/hours (${lang})`).toEqual([]);
    await office.getByRole('button', { name: text.save }).click();
    await expect(office.getByText(text.saved)).toBeVisible();
    await expect(office.getByLabel(text.closedDate)).toHaveValue(tomorrow);
    await ownerContext.close();

    // The cashier checks out in the shop.
    const customer = await customerWithCar(request, lang === 'en' ? 2 : 3);
    await signIn({ lang });
    await fillCart(page, lang === 'en' ? posEn : posAr, customer);
    await page.locator('aside').getByRole('button', { name: text.checkout }).click();
    const wizard = page.getByRole('dialog');
    await expect(wizard.getByRole('radio', { name: text.indoor })).toBeChecked();
    await wizard.getByRole('button', { name: text.continue }).click();
    await expect(wizard.locator(`[data-slot^="${dayAfter} "]`).first()).toBeVisible();
    await expect(wizard.locator(`[data-slot^="${tomorrow} "]`)).toHaveCount(0);
  });
}
