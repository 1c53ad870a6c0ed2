import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney } from '@lamaa/ui';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, fakeState, resetFakeApi } from '../../test/fake-api.js';
import { renderPos } from '../../test/render-pos.js';
import {
  addOption,
  cartSettled as settled,
  chooseMariamsCar,
  sidebar,
} from '../../test/sale-actions.js';

beforeAll(() => fakeApi.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  fakeApi.resetHandlers();
  resetFakeApi();
});
afterAll(() => fakeApi.close());

describe('the cart', () => {
  it('checks the discount (value, 100% cap), shows it as a negative line and hides the coupon block meanwhile', async () => {
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true });
    await chooseMariamsCar(user);
    await addOption(user, 'Full Detailing', 'Silver');
    await settled();
    const value = await within(sidebar()).findByRole('textbox', { name: 'Discount value' });
    await user.click(within(sidebar()).getByRole('button', { name: 'Apply discount' }));
    expect(await within(sidebar()).findByText('Please enter a valid discount value')).toBeTruthy();
    await user.type(value, '150');
    await user.click(within(sidebar()).getByRole('button', { name: 'Apply discount' }));
    expect(
      await within(sidebar()).findByText('Percentage discount cannot exceed 100%'),
    ).toBeTruthy();
    await user.clear(value);
    await user.type(value, '10');
    await user.click(within(sidebar()).getByRole('button', { name: 'Apply discount' }));
    await settled();
    const totals = within(sidebar()).getByTestId('cart-totals');
    expect(totals.textContent).toContain('Discount (10%)');
    expect(totals.textContent).toMatch(/-\s*AED\s*35\.00|−\s*AED\s*35\.00|AED\s*-35\.00/);
    // 350 − 35 + 5% of 350 (17.50) = 332.50
    expect(totals.textContent).toMatch(/Total.*332\.50/);
    expect(within(sidebar()).queryByRole('button', { name: /Coupon/ })).toBeNull();
    await user.click(within(sidebar()).getByRole('button', { name: 'Remove discount' }));
    expect(await within(sidebar()).findByRole('button', { name: /Coupon/ })).toBeTruthy();
  });

  it('shows the VAT of a VAT-registered business above the total, from the server', async () => {
    fakeState.vat = { pricesIncludeVat: false, rateBasisPoints: 500 };
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true });
    await chooseMariamsCar(user);
    await addOption(user, 'Full Detailing', 'Silver');
    await settled();
    const totals = within(sidebar()).getByTestId('cart-totals');
    // 350 + 17.50 fee = 367.50 net; VAT 18.38 (17.50 + 0.88 on the fee, each rounded).
    expect(totals.textContent).toMatch(/VAT 5 %AED\s?18\.38/);
    expect(totals.textContent).toMatch(/Total.*385\.88/);
  });

  it('removes a line only after Remove in the confirmation; Keep Item keeps it', async () => {
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true });
    await chooseMariamsCar(user);
    await addOption(user, 'Exterior Wash', 'Basic');
    await user.click(within(sidebar()).getByRole('button', { name: 'Remove Exterior Wash' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Keep Item' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(sidebar()).getAllByTestId('cart-line')).toHaveLength(1);
    await user.click(within(sidebar()).getByRole('button', { name: 'Remove Exterior Wash' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByText('Item removed from cart')).toBeTruthy();
    expect(within(sidebar()).queryAllByTestId('cart-line')).toHaveLength(0);
    expect(within(sidebar()).getByText('Your cart is empty')).toBeTruthy();
  });

  it('clears the cart only after Clear cart in the confirmation, syncs it empty and toasts', async () => {
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true });
    await chooseMariamsCar(user);
    expect(within(sidebar()).queryByRole('button', { name: 'Clear cart' })).toBeNull();
    await addOption(user, 'Exterior Wash', 'Basic');
    await addOption(user, 'Full Detailing', 'Silver');
    await settled();
    await user.click(within(sidebar()).getByRole('button', { name: 'Clear cart' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Clear the cart?' });
    expect(ask.textContent).toContain('Every item will be removed from the cart.');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(sidebar()).getAllByTestId('cart-line')).toHaveLength(2);

    await user.click(within(sidebar()).getByRole('button', { name: 'Clear cart' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear cart' }),
    );
    expect(await screen.findByText('Cart cleared successfully')).toBeTruthy();
    expect(within(sidebar()).getByText('Your cart is empty')).toBeTruthy();
    await settled();
    const body = fakeState.cartBodies.at(-1) as { purchasables: unknown[] };
    expect(body.purchasables).toEqual([]);
  });

  it('offers Clear cart in Arabic', async () => {
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true, language: 'ar' });
    await user.click(await screen.findByText('Mariam Haddad'));
    await user.click(within(sidebar()).getByText('B 40721'));
    const card = await screen.findByRole('listitem', { name: 'غسيل خارجي' });
    await user.click(within(card).getByRole('button', { name: /^اختيار/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getAllByRole('button', { name: 'أضف إلى السلة' })[0]!);
    await user.keyboard('{Escape}');
    await user.click(await within(sidebar()).findByRole('button', { name: 'إفراغ السلة' }));
    const ask = await screen.findByRole('alertdialog', { name: 'هل تريد إفراغ السلة؟' });
    await user.click(within(ask).getByRole('button', { name: 'إفراغ السلة' }));
    expect(await screen.findByText('تم إفراغ السلة بنجاح')).toBeTruthy();
  });

  it('keeps the cart on "Change customer" until the same customer is chosen again', async () => {
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true });
    await chooseMariamsCar(user);
    await addOption(user, 'Exterior Wash', 'Basic');
    await user.click(within(sidebar()).getByRole('button', { name: 'Change customer' }));
    // The list is back, and the cart is still there until a customer is picked.
    expect(await within(sidebar()).findByText('Omar Saleh')).toBeTruthy();
    expect(within(sidebar()).getAllByTestId('cart-line')).toHaveLength(1);
    await user.click(within(sidebar()).getByText('Mariam Haddad'));
    expect(within(sidebar()).getAllByTestId('cart-line')).toHaveLength(1);
    expect(within(sidebar()).getByText('B 40721')).toBeTruthy();
    expect(screen.queryByText('Cart cleared due to customer change')).toBeNull();
  });

  it('clears a non-empty cart when a different customer is chosen, with a warning toast', async () => {
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true });
    await chooseMariamsCar(user);
    await addOption(user, 'Exterior Wash', 'Basic');
    await user.click(within(sidebar()).getByRole('button', { name: 'Change customer' }));
    await user.click(await within(sidebar()).findByText('Omar Saleh'));
    const toast = await screen.findByText('Cart cleared due to customer change');
    // The cashier's cart is gone: the kit's warning toast, not an info one.
    expect(toast.closest('[data-type]')?.getAttribute('data-type')).toBe('warning');
    expect(within(sidebar()).getByText('Your cart is empty')).toBeTruthy();
  });

  it('asks before entering packages with services in the cart, listing the items, and clears on Clear Cart & Continue', async () => {
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true });
    await chooseMariamsCar(user);
    await addOption(user, 'Exterior Wash', 'Basic');
    await user.click(screen.getByRole('link', { name: 'Packages' }));
    const ask = await screen.findByRole('alertdialog');
    expect(within(ask).getByText('Exterior Wash')).toBeTruthy();
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/services'));
    expect(within(sidebar()).getAllByTestId('cart-line')).toHaveLength(1);

    await user.click(screen.getByRole('link', { name: 'Packages' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Clear Cart & Continue',
      }),
    );
    await waitFor(() => expect(within(sidebar()).queryAllByTestId('cart-line')).toHaveLength(0));
    const club = await screen.findByRole('listitem', { name: 'Monthly Wash Club' });
    // Green, as the selection banner's Active is: red would read as an error.
    expect(within(club).getByText('Active').getAttribute('data-tone')).toBe('green');
    await user.click(within(club).getByRole('button', { name: 'Add to Cart' }));
    expect(await within(sidebar()).findAllByTestId('cart-line')).toHaveLength(1);
  });

  it('shows a refused coupon reason in Arabic when the language is Arabic', async () => {
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true, language: 'ar' });
    await chooseMariamsCar(user);
    const card = await screen.findByRole('listitem', { name: 'غسيل خارجي' });
    await user.click(within(card).getByRole('button', { name: /^اختيار/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getAllByRole('button', { name: 'أضف إلى السلة' })[0]!);
    await user.keyboard('{Escape}');
    await settled();
    await user.click(within(sidebar()).getByRole('button', { name: /القسيمة/ }));
    await user.click(await screen.findByRole('option', { name: 'SAVE50' }));
    expect(
      // findByText reads the no-break space of the amount as a plain one.
      await screen.findByText(
        `تتطلب هذه القسيمة مجموع سلة لا يقل عن ${formatMoney(30000, 'ar').replace('\u00a0', ' ')}.`,
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/This coupon needs/)).toBeNull();
  });

  it('refuses a coupon below its minimum with the server reason, and applies it once the cart is large enough', async () => {
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true });
    await chooseMariamsCar(user);
    await addOption(user, 'Exterior Wash', 'Basic');
    await settled();
    await user.click(within(sidebar()).getByRole('button', { name: /Coupon/ }));
    await user.click(await screen.findByRole('option', { name: 'SAVE50' }));
    expect(
      await screen.findByText('This coupon needs a cart subtotal of at least AED 300.00.'),
    ).toBeTruthy();

    await addOption(user, 'Full Detailing', 'Silver');
    await settled();
    await user.click(within(sidebar()).getByRole('button', { name: /Coupon/ }));
    await user.click(await screen.findByRole('option', { name: 'SAVE50' }));
    expect(await screen.findByText('Coupon SAVE50 applied successfully')).toBeTruthy();
    expect(within(sidebar()).queryByRole('textbox', { name: 'Discount value' })).toBeNull();
    // The coupon's discount is a negative line of its own, so the figures add up:
    // 380 + 5% fee (19) − 50 = 349.
    await settled();
    const totals = within(sidebar()).getByTestId('cart-totals');
    expect(totals.textContent).toContain('Discount (SAVE50)');
    expect(totals.textContent).toMatch(/-\s*AED\s*50\.00|−\s*AED\s*50\.00|AED\s*-50\.00/);
    expect(totals.textContent).toMatch(/Total.*349\.00/);
  });
});

describe('the add-on price edit', () => {
  it('refuses an unreadable price and sends a valid one to the server as the add-on price', async () => {
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true });
    await chooseMariamsCar(user);
    await addOption(user, 'Air Freshener', 'Oud');
    const field = await within(sidebar()).findByRole('textbox', { name: 'Add-on price (AED)' });
    await user.type(field, 'abc');
    await user.click(within(sidebar()).getByRole('button', { name: 'Save price' }));
    expect(await screen.findByText('Please enter a valid price')).toBeTruthy();
    await user.clear(field);
    await user.type(field, '20');
    await user.click(within(sidebar()).getByRole('button', { name: 'Save price' }));
    expect(await screen.findByText('Price updated successfully')).toBeTruthy();
    await settled();
    expect(within(sidebar()).getByTestId('cart-line').textContent).toMatch(
      /Air Freshener\s*AED\s20\.00/,
    );
    // The option row shows the price now in force, and the field keeps what was saved.
    expect(within(sidebar()).getByTestId('cart-line').textContent).toMatch(/Oud\s*AED\s20\.00/);
    expect(field).toHaveProperty('value', '20');
    const body = fakeState.cartBodies.at(-1) as { purchasables: { add_ons_price?: number }[] };
    expect(body.purchasables[0]?.add_ons_price).toBe(20);
  });
});

describe('product quantities', () => {
  it('changes a product line quantity and removes the line at 0', async () => {
    const user = userEvent.setup();
    renderPos('/products', { signedIn: true });
    await chooseMariamsCar(user);
    const gel = await screen.findByRole('listitem', { name: 'Tyre Gel' });
    await user.click(within(gel).getByRole('button', { name: 'Add to Cart' }));
    const quantity = await within(sidebar()).findByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '3{Enter}');
    await waitFor(() =>
      expect(within(sidebar()).getByTestId('cart-line').textContent).toMatch(
        /Tyre Gel\s*AED\s75\.00/,
      ),
    );
    await user.clear(quantity);
    await user.type(quantity, '0{Enter}');
    await waitFor(() => expect(within(sidebar()).queryAllByTestId('cart-line')).toHaveLength(0));
  });

  it.each([
    ['en', '2.5', 'Enter a whole number up to 10,000 (0 removes the item).'],
    ['en', '10001', 'Enter a whole number up to 10,000 (0 removes the item).'],
    ['ar', '2.5', 'أدخل عددًا صحيحًا حتى 10,000 (الصفر يحذف الصنف).'],
  ] as const)(
    'in %s, keeps %s as typed with a message and the line as it was',
    async (language, typed, message) => {
      const user = userEvent.setup();
      renderPos('/products', { signedIn: true, language });
      await chooseMariamsCar(user);
      const gel = await screen.findByRole('listitem', { name: /Tyre Gel|جل/ });
      await user.click(within(gel).getAllByRole('button')[0] as HTMLElement);
      const field = await within(sidebar()).findByRole('textbox', { name: /Quantity|الكمية/ });
      await user.clear(field);
      await user.type(field, `${typed}{Enter}`);
      expect(await within(sidebar()).findByText(message)).toBeTruthy();
      expect(field).toHaveProperty('value', typed === '2.5' ? '2.5' : '10,001');
      expect(field.getAttribute('aria-invalid')).toBe('true');
      // The cart still holds one: 25 AED.
      expect(within(sidebar()).getByTestId('cart-line').textContent).toMatch(/25\.00/);
    },
  );
});

describe('the products page', () => {
  it('strikes the original price through and shows the rounded percent off', async () => {
    renderPos('/products', { signedIn: true });
    const towel = await screen.findByRole('listitem', { name: 'Microfiber Towel' });
    expect(within(towel).getByText('-25%')).toBeTruthy();
    expect(within(towel).getByRole('button', { name: 'Select Car' })).toBeTruthy();
    const gel = screen.getByRole('listitem', { name: 'Tyre Gel' });
    expect(within(gel).queryByText(/%$/)).toBeNull();
  });
});
