import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, fakeState, resetFakeApi } from '../../test/fake-api.js';
import { renderPos } from '../../test/render-pos.js';
import { cartSettled, chooseMariamsCar, sidebar } from '../../test/sale-actions.js';
import { soldPlanAr, soldPlanEn } from '../../shared/receipt/sold-plan-texts.js';
import { plansAr } from './plans-ar.js';
import { plansEn } from './plans-en.js';

beforeAll(() => fakeApi.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  fakeApi.resetHandlers();
  resetFakeApi();
});
afterAll(() => fakeApi.close());

describe('plans catalogue', () => {
  it('has every text of the page and of a sold plan in both languages', () => {
    expect(Object.keys(plansAr).sort()).toEqual(Object.keys(plansEn).sort());
    expect(Object.keys(soldPlanAr).sort()).toEqual(Object.keys(soldPlanEn).sort());
    expect(Object.values({ ...plansAr, ...soldPlanAr }).every((text) => text.trim() !== '')).toBe(
      true,
    );
  });

  it('shows what each plan gives, covers and how long it runs, with Select Car before a vehicle', async () => {
    const user = userEvent.setup();
    renderPos('/plans', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Plans' })).toBeTruthy();
    const book = await screen.findByRole('listitem', { name: '10-wash book' });
    const terms = within(book).getByTestId('plan-card-terms');
    expect(terms.textContent).toContain('Washes: 10');
    await waitFor(() => expect(terms.textContent).toContain('Covers: Exterior Wash – Basic'));
    expect(terms.textContent).toContain('Valid for (months): 3');
    expect(terms.textContent).toContain('At most 1 a day');
    expect(within(book).getByText('No Price')).toBeTruthy();
    await user.click(within(book).getByRole('button', { name: 'Select Car' }));
    expect(
      await screen.findByText('Please select a vehicle before adding plans to cart'),
    ).toBeTruthy();
  });

  it("prices each plan for the chosen car's group, adds it at quantity 1, and offers No Price for a group without one", async () => {
    const user = userEvent.setup();
    renderPos('/plans', { signedIn: true });
    await chooseMariamsCar(user);
    const wallet = await screen.findByRole('listitem', { name: 'Large car wallet' });
    const noPrice = within(wallet).getByRole('button', { name: 'No Price' });
    expect(noPrice.hasAttribute('disabled') || noPrice.getAttribute('aria-disabled')).toBeTruthy();
    const book = screen.getByRole('listitem', { name: '10-wash book' });
    expect(book.textContent).toContain('200.00');
    await user.click(within(book).getByRole('button', { name: 'Add to Cart' }));
    await user.click(within(book).getByRole('button', { name: 'Add to Cart' }));
    await cartSettled();
    const lines = within(sidebar()).getAllByTestId('cart-line');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.textContent).toContain('10-wash book');
    // A plan is sold once per line: no quantity to change.
    expect(within(lines[0] as HTMLElement).queryByRole('textbox', { name: 'Quantity' })).toBeNull();
    expect(fakeState.cartBodies.at(-1)).toMatchObject({
      purchasables: [{ purchasable_type: 'plan', purchasable_id: 31, quantity: 1 }],
    });
    expect(within(sidebar()).getByTestId('cart-totals').textContent).toMatch(/Total.*210\.00/);
  });

  it.each([
    ['en', 'ArrowRight', '10-wash book'],
    ['ar', 'ArrowLeft', 'دفتر ١٠ غسلات'],
  ] as const)(
    'moves between plan cards with the arrows and adds one with Enter (%s)',
    async (language, forward, name) => {
      const user = userEvent.setup();
      renderPos('/plans', { signedIn: true, language });
      await chooseMariamsCar(user);
      const cards = await screen.findAllByTestId('catalogue-card');
      expect(cards).toHaveLength(2);
      cards[0]?.focus();
      await user.keyboard(`{${forward}}`);
      expect(document.activeElement).toBe(cards[1]);
      cards[0]?.focus();
      await user.keyboard('{Enter}');
      await cartSettled();
      const [line] = within(sidebar()).getAllByTestId('cart-line');
      expect(line?.textContent).toContain(name);
    },
  );
});
