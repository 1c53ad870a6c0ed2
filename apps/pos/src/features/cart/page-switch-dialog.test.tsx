import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API, fakeApi, resetFakeApi } from '../../test/fake-api.js';
import { renderPos } from '../../test/render-pos.js';
import { chooseMariamsCar, sidebar, type User } from '../../test/sale-actions.js';

beforeAll(() => fakeApi.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  fakeApi.resetHandlers();
  resetFakeApi();
});
afterAll(() => fakeApi.close());

const PRODUCTS = [
  ['Microfiber Towel', 'منشفة مايكروفايبر'],
  ['Tyre Gel', 'جل الإطارات'],
  ['Glass Cleaner', 'منظف الزجاج'],
  ['Wax Spray', 'بخاخ الشمع'],
  ['Rim Brush', 'فرشاة الجنوط'],
] as const;

/** A products catalogue of `count` products, so the cart can hold more than the dialog lists. */
function productsOf(count: number) {
  return PRODUCTS.slice(0, count).map(([en, ar], index) => ({
    id: 20 + index,
    name: { en, ar },
    image: null,
    price: 10 + index,
    before_discount_price: null,
  }));
}

/** Adds every product of the page, one after the other, and waits for each line. */
async function addEveryProduct(user: User, count: number, language: 'en' | 'ar') {
  for (const [index, [en, ar]] of PRODUCTS.slice(0, count).entries()) {
    const card = await screen.findByRole('listitem', { name: language === 'en' ? en : ar });
    const add = language === 'en' ? 'Add to Cart' : 'أضف إلى السلة';
    await user.click(within(card).getByRole('button', { name: add }));
    expect(await within(sidebar()).findAllByTestId('cart-line')).toHaveLength(index + 1);
  }
}

describe('the page-switch dialog', () => {
  it.each([
    ['en', 5, 'Services', 'and 2 more'],
    ['en', 4, 'Services', 'and 1 more'],
    ['ar', 5, 'الخدمات', 'وصنفان آخران'],
    ['ar', 4, 'الخدمات', 'وصنف آخر'],
  ] as const)(
    'lists the last 3 items and says how many more the cart holds (%s, %i items)',
    async (language, count, services, more) => {
      fakeApi.use(
        http.get(`${API}/products`, () => HttpResponse.json({ data: productsOf(count) })),
      );
      const user = userEvent.setup();
      renderPos('/products', { signedIn: true, language });
      await chooseMariamsCar(user);
      await addEveryProduct(user, count, language);
      await user.click(screen.getByRole('link', { name: services }));
      const ask = await screen.findByRole('alertdialog');
      const listed = within(ask)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      const names = PRODUCTS.slice(count - 3, count).map(([en, ar]) =>
        language === 'en' ? en : ar,
      );
      expect([...listed].sort()).toEqual([...names].sort());
      expect(within(ask).getByText(more)).toBeTruthy();
    },
  );

  it('says nothing more when the cart holds 3 items or fewer', async () => {
    fakeApi.use(http.get(`${API}/products`, () => HttpResponse.json({ data: productsOf(3) })));
    const user = userEvent.setup();
    renderPos('/products', { signedIn: true });
    await chooseMariamsCar(user);
    await addEveryProduct(user, 3, 'en');
    await user.click(screen.getByRole('link', { name: 'Services' }));
    const ask = await screen.findByRole('alertdialog');
    expect(within(ask).getAllByRole('listitem')).toHaveLength(3);
    expect(within(ask).queryByText(/^and \d+ more$/)).toBeNull();
  });
});
