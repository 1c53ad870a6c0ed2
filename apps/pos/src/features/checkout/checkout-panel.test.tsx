import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, fakeState, resetFakeApi } from '../../test/fake-api.js';
import { renderPos } from '../../test/render-pos.js';
import { addOption, cartSettled, chooseMariamsCar, type User } from '../../test/sale-actions.js';
import { checkoutHandlers, checkoutState, resetCheckoutApi } from './checkout-fake-api.js';

beforeAll(() => fakeApi.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => fakeApi.use(...checkoutHandlers));
afterEach(() => {
  fakeApi.resetHandlers();
  resetFakeApi();
  resetCheckoutApi();
});
afterAll(() => fakeApi.close());

/** The sidebar (found by tag: a modal dialog hides it from the accessibility tree). */
const sidebar = () => document.querySelector('aside') ?? screen.getByRole('complementary');
const checkoutButton = () => within(sidebar()).getByRole('button', { name: 'Checkout' });
const wizard = () => screen.getByRole('dialog');

/** The figure of one row of the sidebar's totals ('Shipping', 'Total'), spaces collapsed. */
function totalsRow(label: string): string {
  const rows = within(sidebar()).getByTestId('cart-totals').querySelectorAll(':scope > div');
  const row = [...rows].find((item) => item.querySelector('dt')?.textContent === label);
  return (row?.querySelector('dd')?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Waits until the server's pricing is back and shows these shipping and total figures. */
async function expectPriced(shipping: string, total: string) {
  await waitFor(() => {
    expect(within(sidebar()).getByTestId('cart-totals').getAttribute('aria-busy')).toBe('false');
    expect(totalsRow('Shipping')).toBe(shipping);
    expect(totalsRow('Total')).toBe(total);
  });
}

/** The location type of the last cart call (undefined when it was left out). */
const lastCartLocation = () =>
  (fakeState.cartBodies.at(-1) as { location_type?: string } | undefined)?.location_type;

/** Adds Full Detailing / Silver (AED 350; with the 5% fee the total is 367.50) and waits for pricing. */
async function addSilverDetailing(user: User) {
  await addOption(user, 'Full Detailing', 'Silver');
  await cartSettled();
}

async function readyCart(user: User) {
  renderPos('/services', { signedIn: true });
  await chooseMariamsCar(user);
  await addSilverDetailing(user);
}

/** Opens the wizard, keeps Indoor and continues to the slots. */
async function toSlots(user: User) {
  await user.click(checkoutButton());
  await within(await screen.findByRole('dialog')).findByRole('radio', { name: 'Indoor' });
  await user.click(within(wizard()).getByRole('button', { name: 'Continue' }));
  await within(wizard()).findByRole('button', { name: /9:00 AM/ });
}

async function toVaults(user: User, slot = /9:00 AM/) {
  await toSlots(user);
  await user.click(within(wizard()).getByRole('button', { name: slot }));
  await within(wizard()).findByRole('radio', { name: /Main Till/ });
}

describe('payment options and the checkout guards', () => {
  it("says 'Please select a customer and vehicle before checkout', then 'Your cart is empty'", async () => {
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true });
    await screen.findByText('Mariam Haddad');
    await user.click(await within(sidebar()).findByRole('button', { name: 'Checkout' }));
    expect(within(sidebar()).getByRole('alert').textContent).toBe(
      'Please select a customer and vehicle before checkout',
    );
    await chooseMariamsCar(user);
    await user.click(checkoutButton());
    expect(within(sidebar()).getByRole('alert').textContent).toBe('Your cart is empty');
    expect(screen.queryByRole('dialog')).toBeNull();
    // The message belongs to that press: once the cart has something, it is gone.
    await addSilverDetailing(user);
    expect(within(sidebar()).queryByText('Your cart is empty')).toBeNull();
    expect(within(sidebar()).queryByRole('alert')).toBeNull();
  });

  it('checks the partial amount between 0 and the total and disables Checkout until it fits', async () => {
    const user = userEvent.setup();
    await readyCart(user);
    expect(
      within(sidebar())
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Cash', 'Visa', 'Online', 'Bank account', 'Full payment', 'Partial payment']);
    await user.click(within(sidebar()).getByRole('radio', { name: 'Partial payment' }));
    const amount = within(sidebar()).getByRole('textbox', { name: 'Amount paid now (AED)' });
    await user.type(amount, '400');
    expect(within(sidebar()).getByText('Amount must be between 0.00 and 367.50')).toBeTruthy();
    expect(
      checkoutButton().hasAttribute('disabled') ||
        checkoutButton().getAttribute('aria-disabled') === 'true',
    ).toBe(true);
    await user.clear(amount);
    await user.type(amount, '1a00.5.5');
    expect((amount as HTMLInputElement).value).toBe('100.55');
    expect(within(sidebar()).queryByText(/Amount must be between/)).toBeNull();
    expect(checkoutButton().hasAttribute('disabled')).toBe(false);
  });
});

describe('the choice groups by keyboard', () => {
  it.each([
    ['en', 'Cash', 'Visa', '{ArrowRight}', '{ArrowLeft}'],
    ['ar', 'نقدًا', 'بطاقة', '{ArrowLeft}', '{ArrowRight}'],
  ] as const)(
    'move the way the arrow points on screen, right-to-left in Arabic (%s)',
    async (language, cash, card, onward, back) => {
      const user = userEvent.setup();
      renderPos('/services', { signedIn: true, language });
      await user.click(await screen.findByRole('radio', { name: cash }));
      await user.keyboard(onward);
      expect(document.activeElement).toBe(within(sidebar()).getByRole('radio', { name: card }));
      expect(within(sidebar()).getByRole('radio', { name: card })).toHaveProperty('checked', true);
      await user.keyboard(back);
      expect(within(sidebar()).getByRole('radio', { name: cash })).toHaveProperty('checked', true);
    },
  );
});

describe('the checkout wizard', () => {
  it('takes an indoor, full cash order: slots by date, pety cash hidden, vault guard, exact payload, success and reset', async () => {
    const user = userEvent.setup();
    await readyCart(user);
    await toSlots(user);
    expect(checkoutState.slotQueries.at(-1)?.get('type')).toBe('in_shop');
    expect(
      within(wizard())
        .getByRole('button', { name: /10:00 AM – 11:00 AM/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(within(wizard()).getAllByRole('heading', { level: 4 })).toHaveLength(2);
    await user.click(within(wizard()).getByRole('button', { name: /9:00 AM – 10:00 AM/ }));
    await within(wizard()).findByRole('radio', { name: /Main Till/ });
    expect(checkoutState.vaultQueries.at(-1)?.get('type')).toBe('cash');
    expect(within(wizard()).queryByText(/Pety Cash/i)).toBeNull();
    await user.click(within(wizard()).getByRole('button', { name: 'Submit Order' }));
    expect(within(wizard()).getByRole('alert').textContent).toBe(
      'Please select a vault to proceed',
    );
    await user.click(within(wizard()).getByRole('radio', { name: /Main Till/ }));
    await user.dblClick(within(wizard()).getByRole('button', { name: 'Submit Order' }));
    const receipt = await screen.findByTestId('order-receipt');
    expect(receipt.textContent).toContain('#ORD-2001');
    expect(receipt.textContent).toContain('Full Detailing');
    expect(receipt.textContent).toContain('10/03/2026, 9:00 AM');
    expect(receipt.textContent).toContain('AED 367.50');
    expect(receipt.textContent).toContain('رقم الطلب');
    expect(checkoutState.orderBodies).toEqual([
      {
        car_id: 31,
        user_id: 7,
        purchasables: [
          { purchasable_id: 2, purchasable_type: 'service', quantity: 1, option_ids: [21] },
        ],
        vault_id: 1,
        payment_method: 'cash',
        is_partial: false,
        location_type: 'in_shop',
        booking_date: '2026-03-10',
        booking_time: '09:00',
      },
    ]);
    expect(checkoutState.orderKeys[0]).toMatch(/^[\w-]{16,}$/);
    await user.click(
      within(receipt.parentElement ?? receipt).getByRole('button', { name: 'Close' }),
    );
    expect(
      await screen.findByText('Order completed successfully! Ready for next customer.'),
    ).toBeTruthy();
    await waitFor(() => expect(within(sidebar()).queryByTestId('cart-line')).toBeNull());
    expect(await within(sidebar()).findByText('Mariam Haddad')).toBeTruthy();
    expect(within(sidebar()).getByRole('radio', { name: 'Full payment' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('warns, not congratulates, when an order is booked with nothing paid (a partial payment of 0)', async () => {
    const user = userEvent.setup();
    await readyCart(user);
    await user.click(within(sidebar()).getByRole('radio', { name: 'Partial payment' }));
    await user.type(within(sidebar()).getByRole('textbox', { name: 'Amount paid now (AED)' }), '0');
    await toVaults(user);
    await user.click(within(wizard()).getByRole('radio', { name: /Main Till/ }));
    await user.click(within(wizard()).getByRole('button', { name: 'Submit Order' }));
    const receipt = await screen.findByTestId('order-receipt');
    expect(checkoutState.orderBodies[0]).toMatchObject({ is_partial: true, amount: 0 });
    await user.click(
      within(receipt.parentElement ?? receipt).getByRole('button', { name: 'Close' }),
    );
    const toast = await screen.findByText(
      'Order booked with nothing paid yet: take the payment from Orders.',
    );
    expect(toast.closest('[data-type]')?.getAttribute('data-type')).toBe('warning');
    expect(screen.queryByText('Order completed successfully! Ready for next customer.')).toBeNull();
  });

  it('takes an outdoor, partial visa order: place search from 2 characters, the map failure, the address and its point', async () => {
    const user = userEvent.setup();
    await readyCart(user);
    await user.click(within(sidebar()).getByRole('radio', { name: 'Visa' }));
    await user.click(within(sidebar()).getByRole('radio', { name: 'Partial payment' }));
    await user.type(
      within(sidebar()).getByRole('textbox', { name: 'Amount paid now (AED)' }),
      '100',
    );
    await user.type(
      within(sidebar()).getByRole('textbox', { name: 'Payment reference (optional)' }),
      'VISA-77',
    );
    await user.click(within(sidebar()).getByRole('checkbox', { name: 'Full tax invoice' }));
    await user.click(checkoutButton());
    await user.click(
      await within(await screen.findByRole('dialog')).findByRole('radio', { name: 'Outdoor' }),
    );
    // The sidebar shows the outdoor order's shipping before anything is submitted.
    await expectPriced('AED 25.00', 'AED 392.50');
    expect(lastCartLocation()).toBe('remote');
    expect(
      await within(wizard()).findByText(
        'Failed to load map. Please check your internet connection',
      ),
    ).toBeTruthy();
    await user.click(within(wizard()).getByRole('button', { name: 'Continue' }));
    expect(within(wizard()).getByText('Enter an address or pick a point on the map')).toBeTruthy();
    const search = within(wizard()).getByRole('searchbox', { name: 'Search places' });
    // One character is no query (canSearchPlaces, tested in the domain): only 'dzz' is sent.
    await user.type(search, 'd');
    await user.type(search, 'zz');
    expect(await within(wizard()).findByText('No locations found')).toBeTruthy();
    // A pause in typing on a busy machine may send 'dz' first; 'd' alone is never sent.
    const sent = checkoutState.placeQueries.map((query) => query.get('query'));
    expect(sent.at(-1)).toBe('dzz');
    expect(sent).not.toContain('d');
    await user.clear(search);
    await user.type(search, 'marina');
    await user.click(await within(wizard()).findByRole('button', { name: /Dubai Marina Mall/ }));
    const address = within(wizard()).getByRole('textbox', { name: 'Address' });
    expect((address as HTMLTextAreaElement).value).toBe('Dubai Marina, Dubai');
    await user.type(address, ', Tower 3');
    expect(wizard().querySelector('.lm-field__counter')?.textContent).toBe('28 of 500 characters');
    await user.click(within(wizard()).getByRole('button', { name: 'Continue' }));
    await user.click(await within(wizard()).findByRole('button', { name: /2:00 PM/ }));
    expect(checkoutState.slotQueries.at(-1)?.get('type')).toBe('remote');
    await user.click(await within(wizard()).findByRole('radio', { name: /Network POS/ }));
    expect(checkoutState.vaultQueries.at(-1)?.get('type')).toBe('visa');
    await user.click(within(wizard()).getByRole('button', { name: 'Submit Order' }));
    const receipt = await screen.findByTestId('order-receipt');
    // The receipt's total is the total the cashier saw in the cart, shipping included.
    expect(totalsRow('Total')).toBe('AED 392.50');
    expect(receipt.textContent?.replace(/\s+/g, ' ')).toMatch(/Shipping.*AED 25\.00/);
    expect(receipt.textContent?.replace(/\s+/g, ' ')).toContain('AED 392.50');
    const point = { lat: 25.0763, lng: 55.1405, details: 'Dubai Marina, Dubai, Tower 3' };
    expect(checkoutState.orderBodies[0]).toEqual({
      car_id: 31,
      user_id: 7,
      purchasables: [
        { purchasable_id: 2, purchasable_type: 'service', quantity: 1, option_ids: [21] },
      ],
      vault_id: 3,
      payment_method: 'visa',
      is_partial: true,
      amount: 100,
      payment_reference: 'VISA-77',
      location_type: 'remote',
      address: 'Dubai Marina, Dubai, Tower 3',
      booking_date: '2026-03-11',
      booking_time: '14:00',
      pickup_address: point,
      drop_off_address: point,
      is_full_tax_invoice: true,
    });
  });

  it("prices the location step's choice in the sidebar and forgets it when the checkout is left without an order", async () => {
    const user = userEvent.setup();
    await readyCart(user);
    expect(lastCartLocation()).toBeUndefined();
    await expectPriced('AED 0.00', 'AED 367.50');
    await user.click(checkoutButton());
    // Indoor is shown first: the cart is priced in the shop.
    await within(await screen.findByRole('dialog')).findByRole('radio', { name: 'Indoor' });
    await waitFor(() => expect(lastCartLocation()).toBe('in_shop'));
    await expectPriced('AED 0.00', 'AED 367.50');
    await user.click(within(wizard()).getByRole('radio', { name: 'Outdoor' }));
    await expectPriced('AED 25.00', 'AED 392.50');
    expect(lastCartLocation()).toBe('remote');
    await user.click(within(wizard()).getByRole('radio', { name: 'Indoor' }));
    await expectPriced('AED 0.00', 'AED 367.50');
    expect(lastCartLocation()).toBe('in_shop');
    // Cancel: the cart forgets the location and goes back to the in-shop figures.
    await user.click(within(wizard()).getByRole('radio', { name: 'Outdoor' }));
    await expectPriced('AED 25.00', 'AED 392.50');
    await user.click(within(wizard()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectPriced('AED 0.00', 'AED 367.50');
    expect(lastCartLocation()).toBeUndefined();
    // Dismissed with Escape from a later step: the same.
    await user.click(checkoutButton());
    await user.click(
      await within(await screen.findByRole('dialog')).findByRole('radio', { name: 'Outdoor' }),
    );
    await user.type(within(wizard()).getByRole('textbox', { name: 'Address' }), 'Villa 12');
    await user.click(within(wizard()).getByRole('button', { name: 'Continue' }));
    await within(wizard()).findByRole('button', { name: /2:00 PM/ });
    await expectPriced('AED 25.00', 'AED 392.50');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectPriced('AED 0.00', 'AED 367.50');
    expect(lastCartLocation()).toBeUndefined();
  });

  it('keeps the cart on a failure and retries with the same Idempotency-Key: one order', async () => {
    const user = userEvent.setup();
    await readyCart(user);
    checkoutState.orderFailures.push({
      status: 500,
      message: 'Gateway timed out',
      commitFirst: true,
    });
    await toVaults(user);
    await user.click(within(wizard()).getByRole('radio', { name: /Main Till/ }));
    await user.click(within(wizard()).getByRole('button', { name: 'Submit Order' }));
    expect(await within(wizard()).findByText('Gateway timed out')).toBeTruthy();
    expect(within(sidebar()).getAllByTestId('cart-line')).toHaveLength(1);
    await user.click(within(wizard()).getByRole('button', { name: 'Retry' }));
    await screen.findByTestId('order-receipt');
    expect(checkoutState.orderKeys).toHaveLength(2);
    expect(checkoutState.orderKeys[1]).toBe(checkoutState.orderKeys[0]);
    expect(checkoutState.orders.size).toBe(1);
  });

  it('shows the time slots in the 12-hour clock of each language, never raw 24-hour', async () => {
    const user = userEvent.setup();
    await readyCart(user);
    await toSlots(user);
    expect(within(wizard()).getByRole('button', { name: /^9:00 AM – 10:00 AM$/ })).toBeTruthy();
    expect(within(wizard()).getByRole('button', { name: /^2:00 PM – 3:00 PM$/ })).toBeTruthy();
    expect(within(wizard()).queryByRole('button', { name: /09:00|14:00/ })).toBeNull();
    // The header's language switch sits behind the wizard, so it is pressed directly.
    fireEvent.click(screen.getAllByText('العربية', { selector: 'button, [role=radio]' })[0]!);
    expect(
      await within(wizard()).findByRole('button', { name: /^9:00 ص – 10:00 ص$/ }),
    ).toBeTruthy();
    expect(within(wizard()).getByRole('button', { name: /^2:00 م – 3:00 م$/ })).toBeTruthy();
  });

  it('shows a slot-full refusal in Arabic when the language is Arabic', async () => {
    const user = userEvent.setup();
    await readyCart(user);
    checkoutState.orderFailures.push({
      status: 409,
      code: 'slot.full',
      message: 'This time slot is fully booked. Please select another time slot.',
    });
    await toVaults(user);
    await user.click(within(wizard()).getByRole('radio', { name: /Main Till/ }));
    // The header's language switch sits behind the wizard, so it is pressed directly.
    fireEvent.click(screen.getAllByText('العربية', { selector: 'button, [role=radio]' })[0]!);
    await user.click(within(wizard()).getByRole('button', { name: 'إرسال الطلب' }));
    expect(
      await within(wizard()).findByText('هذا الموعد محجوز بالكامل. اختر موعدًا آخر.'),
    ).toBeTruthy();
    expect(within(wizard()).queryByText(/fully booked/)).toBeNull();
  });

  it('says which fields an out-of-shape order broke, and why, in Arabic', async () => {
    const user = userEvent.setup();
    await readyCart(user);
    checkoutState.orderFailures.push({
      status: 422,
      code: 'validation.failed',
      message: 'Too big: expected string to have <=500 characters',
      field_codes: {
        address: { code: 'field.too-long', params: { max: 500 } },
        booking_time: { code: 'field.required' },
      },
    });
    await toVaults(user);
    await user.click(within(wizard()).getByRole('radio', { name: /Main Till/ }));
    // The header's language switch sits behind the wizard, so it is pressed directly.
    fireEvent.click(screen.getAllByText('العربية', { selector: 'button, [role=radio]' })[0]!);
    await user.click(within(wizard()).getByRole('button', { name: 'إرسال الطلب' }));
    expect(
      await within(wizard()).findByText(
        'العنوان: النص طويل: الحد الأقصى لعدد الأحرف 500. الحجز: هذا الحقل مطلوب.',
      ),
    ).toBeTruthy();
    expect(within(wizard()).queryByText(/Too big|not valid/)).toBeNull();
  });

  it("shows 'Failed to submit order' without a server message, and lets the cashier pick another slot after a 409", async () => {
    const user = userEvent.setup();
    await readyCart(user);
    checkoutState.orderFailures.push({
      status: 409,
      code: 'slot.full',
      message: 'This time slot is fully booked. Please select another time slot.',
    });
    checkoutState.orderFailures.push({ status: 502, message: '' });
    await toVaults(user);
    await user.click(within(wizard()).getByRole('radio', { name: /Main Till/ }));
    await user.click(within(wizard()).getByRole('button', { name: 'Submit Order' }));
    expect(
      await within(wizard()).findByText(
        'This time slot is fully booked. Please select another time slot.',
      ),
    ).toBeTruthy();
    await user.click(within(wizard()).getByRole('button', { name: 'Choose another time slot' }));
    await user.click(await within(wizard()).findByRole('button', { name: /2:00 PM/ }));
    await user.click(await within(wizard()).findByRole('button', { name: 'Submit Order' }));
    expect(await within(wizard()).findByText('Failed to submit order')).toBeTruthy();
    await user.click(within(wizard()).getByRole('button', { name: 'Retry' }));
    await screen.findByTestId('order-receipt');
    expect(checkoutState.orderBodies.map((body) => body.booking_time)).toEqual([
      '09:00',
      '14:00',
      '14:00',
    ]);
    expect(new Set(checkoutState.orderKeys).size).toBe(2);
  });

  it('shows the empty and failure states of the slots and the vaults, with Retry', async () => {
    const user = userEvent.setup();
    await readyCart(user);
    checkoutState.days = [];
    await user.click(checkoutButton());
    await user.click(
      await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Continue' }),
    );
    expect(await within(wizard()).findByText('No time slots available')).toBeTruthy();
    checkoutState.slotsStatus = 500;
    await user.click(within(wizard()).getByRole('button', { name: 'Back' }));
    await user.click(within(wizard()).getByRole('button', { name: 'Continue' }));
    expect(await within(wizard()).findByText('Failed to load available time slots')).toBeTruthy();
    checkoutState.slotsStatus = null;
    checkoutState.days = [
      { date: '2026-03-12', slots: [{ from: '09:00', to: '10:00', available: true }] },
    ];
    checkoutState.vaultsEmpty = true;
    await user.click(within(wizard()).getByRole('button', { name: 'Retry' }));
    await user.click(await within(wizard()).findByRole('button', { name: /9:00 AM/ }));
    expect(await within(wizard()).findByText('No vaults available')).toBeTruthy();
    checkoutState.vaultsStatus = 500;
    await user.click(within(wizard()).getByRole('button', { name: 'Back' }));
    await user.click(await within(wizard()).findByRole('button', { name: /9:00 AM/ }));
    expect(await within(wizard()).findByText('Failed to load vaults')).toBeTruthy();
    checkoutState.vaultsStatus = null;
    checkoutState.vaultsEmpty = false;
    await user.click(within(wizard()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(wizard()).queryByText('Failed to load vaults')).toBeNull());
    expect(within(wizard()).queryByText('No vaults available')).toBeNull();
    expect(await within(wizard()).findAllByRole('radio')).not.toHaveLength(0);
  });
});
