// The intake steps the resilience tests share: open /scan with a token, choose the seeded
// supplier and put one scanned line in the draft.
import { expect, type Locator, type Page } from '@playwright/test';
import { pickOption } from '../fixtures/pick-option.js';
import { intakeEn } from '../intake/intake-texts.js';

/** Opens /scan on `baseUrl` with the token in the address (no branch mode). */
export async function openIntake(page: Page, baseUrl: string, token: string): Promise<void> {
  await page.goto(`${baseUrl}/scan?authtoken=${encodeURIComponent(token)}`);
  await expect(page.getByRole('heading', { level: 1, name: intakeEn.title })).toBeVisible();
}

/** Chooses the seeded supplier and adds one line of `barcode` × 2 shampoo at 12.50; answers the line. */
export async function draftOneLine(page: Page, barcode: string): Promise<Locator> {
  const supplier = page
    .getByRole('button', { name: new RegExp(`(^|\\s)${intakeEn.supplier}$`) })
    .and(page.locator('[aria-haspopup="listbox"]'));
  await supplier.click();
  await page.getByRole('option', { name: intakeEn.supplierSeeded, exact: true }).click();
  await expect(supplier).toContainText(intakeEn.supplierSeeded);
  await page.getByRole('button', { name: intakeEn.barcodeScanning }).click();
  const dialog = page.getByRole('dialog', { name: intakeEn.barcodeScanning });
  await pickOption(page, dialog, intakeEn.material, intakeEn.shampoo);
  await dialog.getByRole('textbox', { name: intakeEn.pricePerItem }).fill('12.50');
  const field = dialog.getByRole('textbox', { name: intakeEn.barcode, exact: true });
  for (let scan = 0; scan < 2; scan += 1) {
    await field.fill(barcode);
    await field.press('Enter');
  }
  await expect(dialog.getByRole('list', { name: intakeEn.barcode })).toContainText('× 2');
  await dialog.getByRole('button', { name: intakeEn.addToList }).click();
  await expect(dialog).toBeHidden();
  const line = page.getByRole('article', { name: intakeEn.shampoo });
  await expect(line.getByRole('row', { name: new RegExp(barcode) })).toContainText('2');
  return line;
}
