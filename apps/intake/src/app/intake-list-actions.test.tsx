import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { DRAFT_STORAGE_KEY } from './draft-storage.js';
import { openDialog } from '../test/intake-actions.js';
import { renderIntake } from '../test/render-intake.js';

/** Adds one scanned line of `quantity` items of 6291041500213 through the dialog. */
async function addScannedLine(quantity: string) {
  const dialog = await openDialog();
  await userEvent.fill(within(dialog).getByRole('textbox', { name: 'Barcode' }), '6291041500213');
  await userEvent.fill(within(dialog).getByRole('textbox', { name: 'Quantity' }), quantity);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add barcode' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add to List' }));
  return screen.findByRole('article', { name: 'Car shampoo 5L' });
}

beforeEach(() => window.localStorage.clear());
afterEach(() => cleanup());

describe('the list of scanned materials', () => {
  it('edits a line in Edit Material Item: Save Changes, then "Item updated successfully"', async () => {
    renderIntake();
    const item = await addScannedLine('2');
    await userEvent.click(within(item).getByRole('button', { name: 'Edit Car shampoo 5L' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Material Item' });
    expect(within(dialog).getByText('× 2')).toBeVisible();
    await userEvent.fill(within(dialog).getByRole('textbox', { name: /Price per item/ }), '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Item updated successfully')).toBeVisible();
    expect(screen.getByTestId('grand-total')).toHaveTextContent(/AED\s*40\.00/);
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('asks before Clear All Items: Cancel keeps the list, Clear empties it and the kept draft', async () => {
    renderIntake();
    await addScannedLine('1');
    await userEvent.click(screen.getByRole('button', { name: 'Clear All Items' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Clear All Items' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog', { name: 'Clear All Items' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Car shampoo 5L' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Clear All Items' }));
    const again = await screen.findByRole('alertdialog', { name: 'Clear All Items' });
    await userEvent.click(within(again).getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('No materials scanned yet')).toBeVisible();
    // No supplier and no lines: nothing is left to keep.
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });
});
