import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, fakeState, resetFakeApi } from '../../test/fake-api.js';
import { renderPos } from '../../test/render-pos.js';
import { chooseMariamsCar, sidebar } from '../../test/sale-actions.js';

beforeAll(() => fakeApi.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  fakeApi.resetHandlers();
  resetFakeApi();
});
afterAll(() => fakeApi.close());

async function openOptions(user: ReturnType<typeof userEvent.setup>, service: string) {
  const card = await screen.findByRole('listitem', { name: service });
  await user.click(within(card).getByRole('button', { name: /^Select \(/ }));
  return screen.findByRole('dialog');
}

describe('services catalogue', () => {
  it('shows cards with the option count and See More for an included list', async () => {
    renderPos('/services', { signedIn: true });
    const wash = await screen.findByRole('listitem', { name: 'Exterior Wash' });
    expect(within(wash).getByRole('button', { name: 'Select (2)' })).toBeTruthy();
    expect(within(wash).getByRole('button', { name: 'See More' })).toBeTruthy();
    const detailing = screen.getByRole('listitem', { name: 'Full Detailing' });
    expect(within(detailing).queryByRole('button', { name: 'See More' })).toBeNull();
  });

  it("lists the bilingual included entries in the What's Included modal", async () => {
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true });
    const wash = await screen.findByRole('listitem', { name: 'Exterior Wash' });
    await user.click(within(wash).getByRole('button', { name: 'See More' }));
    const dialog = await screen.findByRole('dialog', { name: "What's Included" });
    expect(within(dialog).getByText('Hand wash')).toBeTruthy();
    expect(within(dialog).getByText('غسيل يدوي').getAttribute('dir')).toBe('rtl');
  });

  it('says "No services found" when the search matches nothing', async () => {
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true });
    await screen.findByRole('listitem', { name: 'Exterior Wash' });
    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'zzz');
    expect(await screen.findByText('No services found')).toBeTruthy();
  });

  it('asks to Select Car without a vehicle and refuses the add with the spec message', async () => {
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true });
    const dialog = await openOptions(user, 'Exterior Wash');
    expect(within(dialog).getByText('غسيل خارجي').getAttribute('dir')).toBe('rtl');
    const buttons = within(dialog).getAllByRole('button', { name: 'Select Car' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[0] as HTMLElement);
    expect(
      await screen.findByText('Please select a vehicle before adding services to cart'),
    ).toBeTruthy();
  });

  it('prices options for the car group, adds one, then refuses its duplicate and a second exclusive option', async () => {
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true });
    await chooseMariamsCar(user);
    let dialog = await openOptions(user, 'Exterior Wash');
    const options = within(dialog).getAllByTestId('service-option');
    expect(options[0]?.textContent).toContain('For Small car');
    expect(options[1]?.textContent).toContain('Price Not Available');
    expect(
      within(options[1] as HTMLElement)
        .getByRole('button', { name: 'No Price' })
        .hasAttribute('disabled'),
    ).toBe(true);
    await user.click(
      within(options[0] as HTMLElement).getByRole('button', { name: 'Add to Cart' }),
    );
    await user.click(
      await within(options[0] as HTMLElement).findByRole('button', { name: 'Added' }),
    );
    expect(await screen.findByText('This service option is already in your cart')).toBeTruthy();
    await user.keyboard('{Escape}');

    dialog = await openOptions(user, 'Full Detailing');
    expect(within(dialog).getAllByText('Exclusive')).toHaveLength(2);
    await user.click(
      within(dialog).getAllByRole('button', { name: 'Add to Cart' })[0] as HTMLElement,
    );
    await user.click(await within(dialog).findByRole('button', { name: 'Exclusive in cart' }));
    expect(
      await screen.findByText(
        'Only one exclusive service option can be in the cart. Remove the existing exclusive item before adding a new one.',
      ),
    ).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(sidebar()).getAllByTestId('cart-line')).toHaveLength(2);
  });

  it.each([
    ['en', 'ArrowRight', 'ArrowLeft'],
    ['ar', 'ArrowLeft', 'ArrowRight'],
  ] as const)(
    'moves between cards with the arrow keys, Home and End (%s)',
    async (language, forward, back) => {
      const user = userEvent.setup();
      renderPos('/services', { signedIn: true, language });
      await screen.findByRole('heading', { level: 1 });
      const cards = await screen.findAllByTestId('catalogue-card');
      expect(cards.length).toBeGreaterThan(2);
      cards[0]?.focus();
      await user.keyboard(`{${forward}}`);
      expect(document.activeElement).toBe(cards[1]);
      await user.keyboard(`{${back}}`);
      expect(document.activeElement).toBe(cards[0]);
      await user.keyboard('{End}');
      expect(document.activeElement).toBe(cards.at(-1));
      await user.keyboard('{Home}');
      expect(document.activeElement).toBe(cards[0]);
    },
  );

  it('adds the first option with Enter on a focused card and shows the server totals after "Updating prices..."', async () => {
    const user = userEvent.setup();
    fakeState.cartDelayMs = 300;
    renderPos('/services', { signedIn: true });
    await chooseMariamsCar(user);
    const card = await screen.findByRole('listitem', { name: 'Exterior Wash' });
    card.focus();
    await user.keyboard('{Enter}');
    expect(await within(sidebar()).findByText('Updating prices...')).toBeTruthy();
    const totals = within(sidebar()).getByTestId('cart-totals');
    await waitFor(() => expect(totals.getAttribute('aria-busy')).toBe('false'));
    expect(totals.textContent).toContain('Service fee (5.0%)');
    expect(totals.textContent).toMatch(/Total.*31\.50/);
    const lastBody = fakeState.cartBodies.at(-1) as {
      car_id: number;
      user_id: number;
      purchasables: unknown[];
    };
    expect(lastBody.car_id).toBe(31);
    expect(lastBody.user_id).toBe(7);
    expect(lastBody.purchasables).toEqual([
      expect.objectContaining({ purchasable_type: 'service', purchasable_id: 1, option_ids: [11] }),
    ]);
  });
});
