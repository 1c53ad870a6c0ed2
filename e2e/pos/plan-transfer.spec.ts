// A wash book moves to the customer's second car at the counter, end to end in English and
// Arabic: a customer with two medium cars buys the demo's 10-wash book (through the API, as a
// paid sale); the cashier chooses the first car, the banner shows the book; Transfer asks for
// the other car and a reason, then the manager's PIN (demo 2468); the book leaves the first
// car's banner and shows on the second's, and the owner finds the transfer, its reason and the
// approving manager in the audit. Axe on the transfer dialog.
import type { APIRequestContext } from '@playwright/test';
import { DEMO_CASHIER, DEMO_OWNER } from '../fixtures/lamaa-server.js';
import { expect, test } from '../fixtures/lamaa-test.js';
import { ar, en } from './pos-texts.js';
import { bearer } from './api-as.js';

/** The demo manager's and owner's approval PIN. */
const DEMO_PIN = '2468';

/** The texts of this flow per language, written here so a wrong string fails a test. */
const TEXTS = {
  en: {
    pos: en,
    book: '10-wash book',
    chip: /10-wash book · 10 of 10 left · until/,
    transfer: 'Transfer',
    dialog: 'Move 10-wash book to another vehicle',
    reason: /^Reason/,
    pin: 'Manager PIN',
    done: '10-wash book moved to the other vehicle',
  },
  ar: {
    pos: ar,
    book: 'دفتر ١٠ غسلات',
    chip: /دفتر ١٠ غسلات · المتبقي 10 من 10 · حتى/,
    transfer: 'نقل',
    dialog: 'نقل دفتر ١٠ غسلات إلى مركبة أخرى',
    reason: /^السبب/,
    pin: 'الرقم السري للمدير',
    done: 'تم نقل دفتر ١٠ غسلات إلى المركبة الأخرى',
  },
} as const;

type Headers = Record<string, string>;

async function data<T>(request: APIRequestContext, path: string, headers: Headers): Promise<T> {
  const answer = await request.get(path, { headers });
  return ((await answer.json()) as { data: T }).data;
}

/** A new customer with two medium cars; the first holds the demo's 10-wash book, paid in cash. */
async function customerWithBook(request: APIRequestContext, suffix: string) {
  const headers = await bearer(request, DEMO_CASHIER);
  const name = `Plan Mover ${suffix}`;
  const customer = await request.post('/api/pos/customers', {
    headers,
    data: { name, phone: `50${String(Date.now()).slice(-7)}`, phone_country: 'AE' },
  });
  expect(customer.status(), await customer.text()).toBe(201);
  const customerId = ((await customer.json()) as { data: { id: number } }).data.id;
  const plates = [`7${suffix.slice(-4)}`, `8${suffix.slice(-4)}`];
  const cars: number[] = [];
  for (const numbers of plates) {
    const car = await request.post('/api/pos/cars', {
      headers,
      data: {
        user_id: customerId,
        city_id: 3,
        car_brand_id: 2,
        plate_type_id: 8,
        car_type_id: 2,
        car_group_id: 2,
        color: '#C0C0C0',
        year: 2022,
        code: '3',
        numbers,
      },
    });
    expect(car.status(), await car.text()).toBe(201);
    cars.push(((await car.json()) as { data: { id: number } }).data.id);
  }
  const plans = await data<{ id: number; name: { en: string } }[]>(
    request,
    '/api/pos/plans',
    headers,
  );
  const book = plans.find((plan) => plan.name.en === '10-wash book');
  const vaults = await data<{ id: number; type: string }[]>(request, '/api/pos/vaults', headers);
  const vault = vaults.find((entry) => entry.type === 'cash');
  const days = await data<{ date: string; slots: { from: string; available: boolean }[] }[]>(
    request,
    '/api/pos/availability?type=in_shop',
    headers,
  );
  const slot = days
    .flatMap((day) => day.slots.map((entry) => ({ date: day.date, ...entry })))
    .find((entry) => entry.available);
  if (!book || !vault || !slot) throw new Error('The demo has no wash book, cash vault or slot.');
  const sold = await request.post('/api/pos/order', {
    headers,
    data: {
      user_id: customerId,
      car_id: cars[0],
      purchasables: [{ purchasable_id: book.id, purchasable_type: 'plan', quantity: 1 }],
      vault_id: vault.id,
      payment_method: 'cash',
      location_type: 'in_shop',
      booking_date: slot.date,
      booking_time: slot.from,
    },
  });
  expect(sold.status(), await sold.text()).toBe(201);
  return { name, plates };
}

for (const lang of ['en', 'ar'] as const) {
  const text = TEXTS[lang];

  test(`transfers the wash book to the customer's second car with the manager's PIN (${lang})`, async ({
    page,
    request,
    signIn,
    expectNoA11yViolations,
  }) => {
    const suffix = `${lang === 'en' ? 1 : 2}${String(Date.now()).slice(-4)}`;
    const { name, plates } = await customerWithBook(request, suffix);
    await signIn({ lang });
    const sidebar = page.locator('aside');
    await sidebar.getByRole('searchbox', { name: text.pos.searchCustomers }).fill(name);
    await sidebar.getByRole('button', { name: new RegExp(name) }).click();
    await sidebar.getByRole('button', { name: new RegExp(plates[0] ?? '') }).click();
    const banner = page.getByTestId('selection-banner');
    await expect(banner.getByTestId('vehicle-plan')).toContainText(text.chip);

    await banner.getByRole('button', { name: `${text.transfer} ${text.book}` }).click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    await expect(dialog).toContainText(plates[1] ?? '');
    const reason = lang === 'en' ? 'Sold the first car' : 'باع المركبة الأولى';
    await dialog.getByLabel(text.reason).fill(reason);
    await expectNoA11yViolations(`the transfer dialog (${lang})`);
    await dialog.getByRole('button', { name: text.transfer, exact: true }).click();
    const pin = page.getByLabel(text.pin);
    await expect(pin).toBeFocused();
    await pin.fill(DEMO_PIN);
    await pin.press('Enter');
    await expect(page.getByText(text.done)).toBeVisible();
    await expect(banner.getByTestId('vehicle-plan')).toHaveCount(0);

    await sidebar.getByRole('button', { name: new RegExp(plates[1] ?? '') }).click();
    await expect(banner.getByTestId('vehicle-plan')).toContainText(text.chip);

    const owner = await bearer(request, DEMO_OWNER);
    const rows = await data<
      { employee: { name: { en: string } } | null; after: Record<string, unknown> | null }[]
    >(request, '/api/office/audit?action=entitlement.transfer', owner);
    const row = rows.find((entry) => entry.after?.['reason'] === reason);
    expect(row?.employee?.name.en).toBe('Mona Manager');
  });
}
