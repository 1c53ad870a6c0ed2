// What a person does on the intake screen in the browser tests: pick from a select, open the
// Barcode Scanning dialog with a material and a price.
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { userEvent } from 'vitest/browser';

/** The trigger button of a React Aria Select, found by the field's label text. */
export function selectTrigger(label: string): HTMLElement {
  const field = screen.getByText(label, { selector: '.lm-field__label' }).closest('.lm-field');
  if (!(field instanceof HTMLElement)) throw new Error(`No field labelled ${label}`);
  return within(field).getByRole('button');
}

/** Picks an option of a React Aria Select by the field's label; returns once its list has closed. */
export async function choose(label: string, option: string) {
  await userEvent.click(selectTrigger(label));
  await userEvent.click(await screen.findByRole('option', { name: option }));
  // The list's popover covers the page while it closes: the next click must not land on it.
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  expect(selectTrigger(label)).toHaveTextContent(option);
}

/** Opens the Barcode Scanning dialog and fills material and price. */
export async function openDialog(material = 'Car shampoo 5L', price = '12.50') {
  await userEvent.click(await screen.findByRole('button', { name: 'Barcode Scanning' }));
  const dialog = await screen.findByRole('dialog', { name: 'Barcode Scanning' });
  await choose('Material', material);
  await userEvent.fill(within(dialog).getByRole('textbox', { name: /Price per item/ }), price);
  return dialog;
}

/**
 * Dismisses the toast that says `text`: the test pages load no stylesheet, so toasts stack in
 * the flow over the controls a test goes on to press.
 */
export async function dismissToast(text: string) {
  const toast = (await screen.findByText(text)).closest('[data-type]');
  if (!(toast instanceof HTMLElement)) throw new Error(`No toast says ${text}`);
  await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss' }));
  await waitFor(() => expect(screen.queryByText(text)).toBeNull());
}
