import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, fakeState, resetFakeApi } from '../../test/fake-api.js';
import { renderPos } from '../../test/render-pos.js';

beforeAll(() => fakeApi.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  fakeApi.resetHandlers();
  resetFakeApi();
});
afterAll(() => fakeApi.close());

const sidebar = () => screen.getByRole('complementary');

/** The texts a field's aria-describedby points at (its error, on the field). */
function descriptionOf(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** Mariam gets a second vehicle, C 11850, holding a 10-wash book with 9 uses left. */
function givePlanOnSecondCar() {
  const [mariam] = fakeState.customers;
  const first = mariam?.cars[0];
  if (mariam === undefined || first === undefined) throw new Error('no Mariam');
  mariam.cars = [
    first,
    {
      ...first,
      id: 32,
      code: 'C',
      numbers: '11850',
      plate_img: 'http://pos.test/plates/c-11850.png',
    },
  ];
  fakeState.entitlements = [
    {
      id: 5,
      plan_id: 31,
      car_id: 32,
      name: { en: '10-wash book', ar: 'دفتر ١٠ غسلات' },
      kind: 'uses',
      status: 'active',
      starts_on: '2026-01-12',
      ends_on: '2026-03-12',
      uses_total: 10,
      uses_left: 9,
      value_total: null,
      value_left: null,
      frozen_on: null,
      cancelled_on: null,
      limits: { day: 1, week: null, month: null },
      coverage: [],
      branch_ids: [],
    },
  ];
}

describe('customers and vehicles', () => {
  it('searches customers by text and shows "No customers found" when nobody matches', async () => {
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true });
    expect(await screen.findByText('Mariam Haddad')).toBeTruthy();
    await user.type(within(sidebar()).getByRole('searchbox'), 'nobody here');
    expect(await screen.findByText('No customers found')).toBeTruthy();
    await user.clear(within(sidebar()).getByRole('searchbox'));
    await user.type(within(sidebar()).getByRole('searchbox'), '55111');
    // The full list shows Omar too: wait for the debounced search to narrow it.
    await waitFor(() => expect(screen.queryByText('Mariam Haddad')).toBeNull());
    expect(await screen.findByText('Omar Saleh')).toBeTruthy();
  });

  it('starts the next list unfiltered, as its empty search box says, once a customer is chosen', async () => {
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true });
    expect(await screen.findByText('Mariam Haddad')).toBeTruthy();
    await user.type(within(sidebar()).getByRole('searchbox'), '55111');
    await waitFor(() => expect(screen.queryByText('Mariam Haddad')).toBeNull());
    await user.click(await screen.findByText('Omar Saleh'));
    await user.click(within(sidebar()).getByRole('button', { name: 'Change customer' }));
    expect(within(sidebar()).getByRole('searchbox')).toHaveProperty('value', '');
    expect(await within(sidebar()).findByText('Mariam Haddad')).toBeTruthy();
  });

  it('moves from the search into the list with the arrows, and Enter chooses a single match', async () => {
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true });
    expect(await screen.findByText('Mariam Haddad')).toBeTruthy();
    const search = within(sidebar()).getByRole('searchbox');
    search.focus();
    await user.keyboard('{ArrowDown}');
    const mariam = screen.getByRole('button', { name: /Mariam Haddad/ });
    expect(document.activeElement).toBe(mariam);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Omar Saleh/ }));
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(search);
    // Two customers listed: Enter chooses no one.
    await user.keyboard('{Enter}');
    expect(within(sidebar()).queryByRole('button', { name: 'Change customer' })).toBeNull();
    await user.type(search, '55111');
    await waitFor(() => expect(screen.queryByText('Mariam Haddad')).toBeNull());
    await screen.findByText('Omar Saleh');
    await user.keyboard('{Enter}');
    expect(await within(sidebar()).findByRole('button', { name: 'Change customer' })).toBeTruthy();
    expect(within(sidebar()).getByText('Omar Saleh')).toBeTruthy();
  });

  it('keeps ArrowDown in the search until the list answers what was typed', async () => {
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true });
    expect(await screen.findByText('Mariam Haddad')).toBeTruthy();
    const search = within(sidebar()).getByRole('searchbox');
    // Typed and pressed at once, before the debounced search answers: the list still shows
    // Mariam, who is about to go, so focus stays in the search.
    await user.type(search, '55111{ArrowDown}');
    expect(document.activeElement).toBe(search);
    await waitFor(() => expect(screen.queryByText('Mariam Haddad')).toBeNull());
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Omar Saleh/ }));
  });

  it('shows "Failed to load customers" when the list cannot load', async () => {
    fakeState.customersStatus = 500;
    renderPos('/services', { signedIn: true });
    expect(await screen.findByText('Failed to load customers')).toBeTruthy();
  });

  it('asks for a customer, then shows the banner with the vehicle, plate and Active marker', async () => {
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true });
    expect(await screen.findByText('Select a customer to continue')).toBeTruthy();
    await user.click(await screen.findByText('Mariam Haddad'));
    expect(await screen.findByText('Select a vehicle for this customer')).toBeTruthy();
    await user.click(within(sidebar()).getByText('B 40721'));
    const banner = await screen.findByTestId('selection-banner');
    expect(banner.textContent).toContain('mariam@example.ae');
    expect(banner.textContent).toContain('050 123 4567');
    expect(banner.textContent).toContain('2021 · White');
    expect(banner.textContent).toContain('B 40721');
    expect(banner.textContent).toContain('Active');
    // Each landmark has a name of its own (axe: landmark-unique): the sidebar's panel is
    // "Customer", the banner above the catalogue names the whole selection.
    expect(screen.getAllByRole('region', { name: 'Customer' })).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Selected customer and vehicle' })).toBe(banner);
    const plate = within(banner).getByRole('img', { name: 'Plate B 40721' });
    fireEvent.error(plate);
    await waitFor(() =>
      expect(within(banner).queryByRole('img', { name: 'Plate B 40721' })).toBeNull(),
    );
  });

  it("shows the vehicle's active plans in the banner as soon as it is chosen", async () => {
    const plan = {
      plan_id: 3,
      car_id: 1,
      name: { en: '10-wash book', ar: 'دفتر ١٠ غسلات' },
      kind: 'uses',
      starts_on: '2026-01-12',
      ends_on: '2026-03-12',
      uses_total: 10,
      value_total: null,
      value_left: null,
      frozen_on: null,
      cancelled_on: null,
      limits: { day: 1, week: null, month: null },
      coverage: [],
      branch_ids: [],
    };
    fakeState.entitlements = [
      { ...plan, id: 1, status: 'active', uses_left: 7 },
      { ...plan, id: 2, status: 'expired', uses_left: 4 },
    ];
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true });
    await user.click(await screen.findByText('Mariam Haddad'));
    await user.click(within(sidebar()).getByText('B 40721'));
    const plans = await screen.findAllByTestId('vehicle-plan');
    expect(plans.map((entry) => entry.textContent)).toEqual([
      '10-wash book · 7 of 10 left · until 12 Mar',
    ]);
  });

  it('finds a customer by a plate number alone and chooses that vehicle with them, its plans at once', async () => {
    givePlanOnSecondCar();
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true });
    await screen.findByText('Omar Saleh');
    await user.type(within(sidebar()).getByRole('searchbox'), '11850');
    await waitFor(() => expect(screen.queryByText('Omar Saleh')).toBeNull());
    await user.click(await screen.findByText('Mariam Haddad'));
    expect(
      within(sidebar())
        .getByRole('button', { name: /C 11850/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    const plans = await screen.findAllByTestId('vehicle-plan');
    // The line, then Transfer: this customer has another vehicle the plan could move to.
    expect(plans.map((entry) => entry.firstChild?.textContent)).toEqual([
      '10-wash book · 9 of 10 left · until 12 Mar',
    ]);
    expect(within(plans[0] as HTMLElement).getByRole('button').textContent).toBe(
      'Transfer 10-wash book',
    );
  });

  it("chooses the plate's vehicle when the customer is clicked before the search has run", async () => {
    givePlanOnSecondCar();
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true });
    await screen.findByText('Omar Saleh');
    await user.type(within(sidebar()).getByRole('searchbox'), '11850');
    // Straight away, from the list still on screen: the typed plate counts, not the last search.
    await user.click(screen.getByText('Mariam Haddad'));
    expect(
      within(sidebar())
        .getByRole('button', { name: /C 11850/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('shows "No vehicles available" for a customer without vehicles and filters with "No vehicles match your search"', async () => {
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true });
    await user.click(await screen.findByText('Omar Saleh'));
    expect(await screen.findByText('No vehicles available')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change customer' }));
    await user.click(await screen.findByText('Mariam Haddad'));
    await user.type(
      within(sidebar()).getByRole('searchbox', { name: 'Search vehicles' }),
      'Nissan',
    );
    expect(await screen.findByText('No vehicles match your search')).toBeTruthy();
  });

  it('creates a customer: the spec description, the validation chain of a refusal, then selection of the new one', async () => {
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Add New Customer' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Create a new customer account. All fields are required.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Create Customer' }));
    await waitFor(() =>
      expect(
        descriptionOf(within(dialog).getByRole('textbox', { name: /Customer Name/ })),
      ).toContain('Customer name is required'),
    );

    await user.type(within(dialog).getByRole('textbox', { name: /Customer Name/ }), 'Taken Name');
    await user.type(within(dialog).getByRole('textbox', { name: /Phone Number/ }), '501234567');
    await user.click(within(dialog).getByRole('button', { name: 'Create Customer' }));
    await waitFor(() =>
      expect(within(dialog).getAllByRole('alert')[0]?.textContent).toContain(
        'Validation errors: The phone has already been taken.',
      ),
    );

    await user.clear(within(dialog).getByRole('textbox', { name: /Customer Name/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Customer Name/ }), 'Hessa Ali');
    await user.click(within(dialog).getByRole('button', { name: 'Create Customer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(sidebar()).getByText('Hessa Ali')).toBeTruthy();
    expect(within(sidebar()).getByText('No vehicles available')).toBeTruthy();
  });

  it.each([
    {
      language: 'en',
      add: 'Add New Customer',
      create: 'Create Customer',
      company: 'Company (for a full tax invoice)',
      legalName: /Company legal name/,
      trn: /Tax Registration Number/,
      address: /Company address/,
      nameRequired: "Enter the company's legal name",
      trnInvalid: 'A TRN is exactly 15 digits',
    },
    {
      language: 'ar',
      add: 'إضافة عميل جديد',
      create: 'إنشاء العميل',
      company: 'شركة (لفاتورة ضريبية كاملة)',
      legalName: /الاسم القانوني للشركة/,
      trn: /رقم التسجيل الضريبي/,
      address: /عنوان الشركة/,
      nameRequired: 'اكتب الاسم القانوني للشركة',
      trnInvalid: 'رقم التسجيل الضريبي 15 رقمًا بالضبط',
    },
  ] as const)(
    'creates a company in $language: its legal name, TRN checked (15 digits) and address',
    async (text) => {
      const user = userEvent.setup();
      renderPos('/services', { signedIn: true, language: text.language });
      await user.click(await screen.findByRole('button', { name: text.add }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).queryByRole('textbox', { name: text.trn })).toBeNull();
      await user.type(within(dialog).getAllByRole('textbox')[0] as HTMLElement, 'Khalid');
      await user.type(within(dialog).getAllByRole('textbox')[1] as HTMLElement, '501234568');
      await user.click(within(dialog).getByRole('checkbox', { name: text.company }));
      await user.type(within(dialog).getByRole('textbox', { name: text.trn }), '1234');
      await user.click(within(dialog).getByRole('button', { name: text.create }));
      await waitFor(() =>
        expect(descriptionOf(within(dialog).getByRole('textbox', { name: text.trn }))).toContain(
          text.trnInvalid,
        ),
      );
      expect(
        descriptionOf(within(dialog).getByRole('textbox', { name: text.legalName })),
      ).toContain(text.nameRequired);
      await user.type(within(dialog).getByRole('textbox', { name: text.legalName }), 'Gulf Fleet');
      await user.type(within(dialog).getByRole('textbox', { name: text.trn }), '56789012345');
      await user.type(within(dialog).getByRole('textbox', { name: text.address }), 'Al Quoz 3');
      await user.click(within(dialog).getByRole('button', { name: text.create }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(fakeState.customers.at(-1)).toMatchObject({
        name: 'Khalid',
        company_name: 'Gulf Fleet',
        trn: '123456789012345',
        address: 'Al Quoz 3',
      });
    },
  );

  it.each([
    [
      'en',
      'Add New Customer',
      'Create Customer',
      /Customer Name/,
      /Phone Number/,
      'Customer name is required',
      'Phone number is required',
    ],
    [
      'ar',
      'إضافة عميل جديد',
      'إنشاء العميل',
      /اسم العميل/,
      /رقم الهاتف/,
      'اسم العميل مطلوب',
      'رقم الهاتف مطلوب',
    ],
  ] as const)(
    'marks every refused field of a new customer at once, on its field (%s)',
    async (language, add, create, nameLabel, phoneLabel, nameRequired, phoneRequired) => {
      const user = userEvent.setup();
      renderPos('/services', { signedIn: true, language });
      await user.click(await screen.findByRole('button', { name: add }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: create }));
      const name = within(dialog).getByRole('textbox', { name: nameLabel });
      const phone = within(dialog).getByRole('textbox', { name: phoneLabel });
      await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
      expect(phone.getAttribute('aria-invalid')).toBe('true');
      expect(descriptionOf(name)).toContain(nameRequired);
      expect(descriptionOf(phone)).toContain(phoneRequired);
      expect(within(dialog).queryByRole('alert')).toBeNull();
    },
  );

  it.each([
    ['en', 'Customer', 'Change customer'],
    ['ar', 'العميل', 'تغيير العميل'],
  ] as const)(
    'keeps focus in the sidebar once a customer is chosen: on their heading, then Change customer (%s)',
    async (language, heading, change) => {
      const user = userEvent.setup();
      renderPos('/services', { signedIn: true, language });
      const mariam = await screen.findByRole('button', { name: /Mariam Haddad/ });
      mariam.focus();
      await user.keyboard('{Enter}');
      const chosen = await within(sidebar()).findByRole('heading', { name: heading });
      await waitFor(() => expect(document.activeElement).toBe(chosen));
      await user.tab();
      expect(document.activeElement).toBe(within(sidebar()).getByRole('button', { name: change }));
    },
  );
});
