// A manager's PIN asked when the cashier makes the change the business sends to a manager: a
// discount above the threshold, an add-on price below its list price. The dialog opens with the
// PIN field focused, Enter sends it, a wrong PIN says so and keeps the sale, the right one makes
// the change; the order then goes with the token the manager gave.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { approvalsHandler } from '../../test/approval-fakes.js';
import { fakeApi, fakeState, resetFakeApi } from '../../test/fake-api.js';
import { renderPos } from '../../test/render-pos.js';
import {
  addOption,
  cartSettled as settled,
  chooseMariamsCar,
  sidebar,
} from '../../test/sale-actions.js';

const grants: { pin: string; actions: string[]; cart: { purchasables: unknown[] } }[] = [];

beforeAll(() => fakeApi.listen({ onUnhandledRequest: 'error' }));
beforeEach(() =>
  fakeApi.use(approvalsHandler('tok-sale', (body) => grants.push(body as (typeof grants)[number]))),
);
afterEach(() => {
  fakeApi.resetHandlers();
  resetFakeApi();
  grants.length = 0;
});
afterAll(() => fakeApi.close());

// The sidebar also while the PIN dialog hides it from the accessibility tree.
const side = () => screen.getByRole('complementary', { hidden: true });
const cartText = () => within(side()).getByTestId('cart-totals').textContent;

describe("the manager's PIN when a change is made", () => {
  it.each([
    {
      language: 'en',
      title: "Manager's approval",
      pin: 'Manager PIN',
      wrong: 'This PIN is not the PIN of a manager of this branch or the owner. Try again.',
      service: 'Full Detailing',
      option: 'Silver',
      select: /^Select \(/,
      add: 'Add to Cart',
      discount: 'Discount value',
    },
    {
      language: 'ar',
      title: 'موافقة المدير',
      pin: 'الرقم السري للمدير',
      wrong: 'هذا الرقم السري ليس لمدير هذا الفرع ولا للمالك. حاول مرة أخرى.',
      service: 'تلميع كامل',
      option: 'فضي',
      select: /^اختيار \(/,
      add: 'أضف إلى السلة',
      discount: 'قيمة الخصم',
    },
  ] as const)(
    'asks for a discount above the threshold when it is applied ($language)',
    async ({ language, title, pin, wrong, service, option, select, add, discount }) => {
      const user = userEvent.setup();
      renderPos('/services', { signedIn: true, language });
      await chooseMariamsCar(user);
      const card = await screen.findByRole('listitem', { name: service });
      await user.click(within(card).getByRole('button', { name: select }));
      const options = await screen.findByRole('dialog');
      const silver = within(options)
        .getAllByTestId('service-option')
        .find((row) => row.textContent?.includes(option));
      await user.click(within(silver as HTMLElement).getByRole('button', { name: add }));
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await settled();
      await user.type(
        await within(sidebar()).findByRole('textbox', { name: discount }),
        '21{Enter}',
      );
      const dialog = await screen.findByRole('dialog', { name: title });
      const field = within(dialog).getByLabelText(new RegExp(pin));
      await waitFor(() => expect(document.activeElement).toBe(field));
      // Nothing is taken off until a manager approves.
      expect(cartText()).not.toContain('21%');
      await user.keyboard('1111{Enter}');
      expect(await within(dialog).findByText(wrong)).toBeTruthy();
      expect(within(side()).getAllByTestId('cart-line')).toHaveLength(1);
      await user.keyboard('2468{Enter}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
      await settled();
      expect(cartText()).toMatch(/21/);
      expect(grants.map((grant) => grant.actions)).toEqual([
        ['large-discount'],
        ['large-discount'],
      ]);
      expect(grants[1]?.cart.purchasables).toContainEqual(
        expect.objectContaining({ purchasable_type: 'discount', discount_value: 21 }),
      );
    },
  );

  it('applies a discount at the threshold without asking', async () => {
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true });
    await chooseMariamsCar(user);
    await addOption(user, 'Full Detailing', 'Silver');
    await settled();
    await user.type(within(sidebar()).getByRole('textbox', { name: 'Discount value' }), '20');
    await user.click(within(sidebar()).getByRole('button', { name: 'Apply discount' }));
    await settled();
    expect(cartText()).toContain('Discount (20%)');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(grants).toEqual([]);
  });

  it('asks for an add-on price below its list price; Cancel keeps the list price', async () => {
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true });
    await chooseMariamsCar(user);
    await addOption(user, 'Air Freshener', 'Oud');
    await settled();
    const field = within(sidebar()).getByRole('textbox', { name: 'Add-on price (AED)' });
    await user.type(field, '10');
    await user.click(within(sidebar()).getByRole('button', { name: 'Save price' }));
    const dialog = await screen.findByRole('dialog', { name: "Manager's approval" });
    expect(dialog.textContent).toContain('a price below the list price');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(sidebar()).getByTestId('cart-line').textContent).toMatch(/AED\s15\.00/);
    expect(screen.queryByText('Price updated successfully')).toBeNull();

    await user.click(within(sidebar()).getByRole('button', { name: 'Save price' }));
    const again = await screen.findByRole('dialog', { name: "Manager's approval" });
    await user.type(within(again).getByLabelText(/Manager PIN/), '2468{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await settled();
    expect(within(sidebar()).getByTestId('cart-line').textContent).toMatch(/AED\s10\.00/);
    expect(grants.at(-1)?.actions).toEqual(['lowered-price']);
    const body = fakeState.cartBodies.at(-1) as { purchasables: { add_ons_price?: number }[] };
    expect(body.purchasables[0]?.add_ons_price).toBe(10);
  });
});
