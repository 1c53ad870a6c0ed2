// What a cashier does at the counter in the jsdom tests, on the fake API's data: choose Mariam
// Haddad's car, add a service option through its options panel, wait for the server's prices.
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** The user-event instance a test drives. */
export type User = ReturnType<typeof userEvent.setup>;

/** The sidebar: customer, vehicle, cart and checkout. */
export const sidebar = (): HTMLElement => screen.getByRole('complementary');

/** Chooses the fake API's Mariam Haddad and her car B 40721 in the sidebar. */
export async function chooseMariamsCar(user: User): Promise<void> {
  await user.click(await screen.findByText('Mariam Haddad'));
  await user.click(within(sidebar()).getByText('B 40721'));
}

/** Adds an option of a service through its options panel and closes the panel. */
export async function addOption(user: User, service: string, option: string): Promise<void> {
  const card = await screen.findByRole('listitem', { name: service });
  await user.click(within(card).getByRole('button', { name: /^Select \(/ }));
  const dialog = await screen.findByRole('dialog');
  const row = within(dialog)
    .getAllByTestId('service-option')
    .find((item) => item.textContent?.includes(option));
  await user.click(within(row as HTMLElement).getByRole('button', { name: 'Add to Cart' }));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** Waits until the cart's figures are the server's (no "Updating prices..."). */
export async function cartSettled(): Promise<void> {
  await waitFor(() =>
    expect(within(sidebar()).getByTestId('cart-totals').getAttribute('aria-busy')).toBe('false'),
  );
}
