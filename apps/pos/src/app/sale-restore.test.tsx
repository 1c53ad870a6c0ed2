import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SALE_STORAGE_PREFIX } from '../shared/sale/sale-storage.js';
import { fakeApi, resetFakeApi } from '../test/fake-api.js';
import { renderPos } from '../test/render-pos.js';
import { addOption, cartSettled, chooseMariamsCar, sidebar } from '../test/sale-actions.js';

beforeAll(() => fakeApi.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  fakeApi.resetHandlers();
  resetFakeApi();
});
afterAll(() => fakeApi.close());

/** A reload: the page goes away and starts again over the same localStorage. */
function reload(page: ReturnType<typeof renderPos>) {
  page.unmount();
  page.runtime.stop();
  return renderPos('/services', { signedIn: true });
}

describe('the sale after a reload', () => {
  it('comes back with its customer, vehicle and cart, priced again', async () => {
    const user = userEvent.setup();
    const first = renderPos('/services', { signedIn: true });
    await chooseMariamsCar(user);
    await addOption(user, 'Exterior Wash', 'Basic');
    await cartSettled();

    reload(first);
    expect(await screen.findByRole('button', { name: 'Change customer' })).toBeTruthy();
    expect(within(sidebar()).getByText('Mariam Haddad')).toBeTruthy();
    const lines = await within(sidebar()).findAllByTestId('cart-line');
    expect(lines).toHaveLength(1);
    expect(within(lines[0] as HTMLElement).getByText('Exterior Wash')).toBeTruthy();
    await cartSettled();
  });

  it('is gone after Clear cart keeps only the customer and vehicle', async () => {
    const user = userEvent.setup();
    const first = renderPos('/services', { signedIn: true });
    await chooseMariamsCar(user);
    await addOption(user, 'Exterior Wash', 'Basic');
    await user.click(within(sidebar()).getByRole('button', { name: 'Clear cart' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear cart' }),
    );
    await waitFor(() => expect(within(sidebar()).queryAllByTestId('cart-line')).toHaveLength(0));

    reload(first);
    expect(await screen.findByRole('button', { name: 'Change customer' })).toBeTruthy();
    expect(within(sidebar()).getByText('Mariam Haddad')).toBeTruthy();
    expect(within(sidebar()).getByText('Your cart is empty')).toBeTruthy();
  });

  it('is forgotten on sign-out, so the next sign-in starts with an empty sale', async () => {
    const user = userEvent.setup();
    const first = renderPos('/services', { signedIn: true });
    await chooseMariamsCar(user);
    await addOption(user, 'Exterior Wash', 'Basic');
    expect(window.localStorage.getItem(`${SALE_STORAGE_PREFIX}1`)).not.toBeNull();
    first.runtime.auth.send({ type: 'auth.logout' });
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/login'));
    expect(window.localStorage.getItem(`${SALE_STORAGE_PREFIX}1`)).toBeNull();

    reload(first);
    expect(await screen.findByText('Mariam Haddad')).toBeTruthy();
    expect(within(sidebar()).queryByRole('button', { name: 'Change customer' })).toBeNull();
  });

  it('ignores a kept entry it cannot read', async () => {
    window.localStorage.setItem(`${SALE_STORAGE_PREFIX}1`, '{"version":1,"customer":');
    renderPos('/services', { signedIn: true });
    expect(await screen.findByText('Mariam Haddad')).toBeTruthy();
    expect(within(sidebar()).queryByRole('button', { name: 'Change customer' })).toBeNull();
    expect(within(sidebar()).getByText('Your cart is empty')).toBeTruthy();
  });
});
