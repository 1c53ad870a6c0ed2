import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** A user of userEvent.setup(). */
export type User = ReturnType<typeof userEvent.setup>;

/** Picks an option of a React Aria select inside `container`, waiting for its options to load. */
export async function pick(user: User, container: HTMLElement, label: RegExp, option: string) {
  await waitFor(async () => {
    await user.click(within(container).getByRole('button', { name: label }));
    await user.click(await screen.findByRole('option', { name: option }, { timeout: 500 }));
  });
}
