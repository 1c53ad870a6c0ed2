// The material-intake screen at /scan against the real server: the token handed over in the
// address, branch and supplier, a new supplier, a wedge scanner's fast barcode-and-Enter, an
// auto-generate line, attachments (one a renamed .exe the server refuses), the draft surviving a
// reload, the created invoice with server barcodes, the main path in Arabic, and axe throughout.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/lamaa-test.js';
import { DEMO_STORE_KEEPER } from '../fixtures/lamaa-server.js';
import { pickOption } from '../fixtures/pick-option.js';
import { intakeAr, intakeEn } from './intake-texts.js';

/** A suffix making this run's names unique. */
function suffix(): string {
  return Math.random().toString(36).slice(2, 8);
}

/** Signs in through the API and opens /scan with the token, in branch mode. */
async function openScan(page: Page, request: APIRequestContext, lang?: 'ar'): Promise<void> {
  const answer = await request.post('/api/pos/login', { data: DEMO_STORE_KEEPER });
  expect(answer.ok()).toBe(true);
  const { token } = (await answer.json()) as { token: string };
  const query = new URLSearchParams({ authtoken: token, showbranches: 'true' });
  if (lang) query.set('lang', lang);
  await page.goto(`/scan?${query.toString()}`);
}

/** The supplier select's button (its name ends with the label; Add New Supplier is left out). */
function supplierSelect(page: Page, label: string): Locator {
  return page
    .getByRole('button', { name: new RegExp(`(^|\\s)${label}$`) })
    .and(page.locator('[aria-haspopup="listbox"]'));
}

/** Picks an option from the supplier select. */
async function pickSupplier(page: Page, label: string, option: string): Promise<void> {
  await supplierSelect(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(supplierSelect(page, label)).toContainText(option);
}

/** Types a barcode as a USB wedge scanner does: fast characters, then Enter. */
async function wedgeScan(page: Page, field: Locator, code: string): Promise<void> {
  await field.focus();
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press('Enter');
}

/** A tiny PNG's bytes: the PNG signature and an IHDR chunk header. */
function pngBytes(): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from([0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]),
    Buffer.from([
      0x1f, 0x15, 0xc4, 0x89, 0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
    ]),
  ]);
}

/** A tiny PDF's bytes, starting with '%PDF-'. */
function pdfBytes(): Buffer {
  return Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
}

/** A Windows executable's first bytes ('MZ'), to be renamed .png. */
function exeBytes(): Buffer {
  return Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(62, 0x90)]);
}

test.describe('material intake at /scan', () => {
  test('token leaves the address; branch first, then supplier; a new supplier is added', async ({
    page,
    request,
    expectNoA11yViolations,
  }) => {
    const t = intakeEn;
    expect(await page.context().cookies()).toEqual([]);
    await openScan(page, request);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page).not.toHaveURL(/authtoken/);
    await expect(page).toHaveURL(/\/scan\?showbranches=true$/);

    // Until a branch is chosen, the supplier and the scanning wait.
    await expect(supplierSelect(page, t.supplier)).toBeDisabled();
    await expect(page.getByRole('button', { name: t.addNewSupplier })).toBeDisabled();
    await expect(page.getByRole('button', { name: t.barcodeScanning })).toBeDisabled();
    await expectNoA11yViolations('intake screen, no branch yet');

    await pickOption(page, page.locator('main'), t.branch, t.branchName);
    await expect(supplierSelect(page, t.supplier)).toBeEnabled();
    await expect(page.getByRole('button', { name: t.barcodeScanning })).toBeEnabled();
    await pickSupplier(page, t.supplier, t.supplierSeeded);

    const name = `E2E Supplier ${suffix()}`;
    await page.getByRole('button', { name: t.addNewSupplier }).click();
    const dialog = page.getByRole('dialog', { name: t.addNewSupplier });
    await expect(dialog).toBeVisible();
    await expectNoA11yViolations('Add New Supplier dialog');
    await dialog.getByRole('textbox', { name: t.supplierName }).fill(name);
    await dialog.getByRole('button', { name: t.add, exact: true }).click();
    await expect(page.getByText(t.supplierAdded(name))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(supplierSelect(page, t.supplier)).toContainText(name);
  });

  test('wedge scans merge, auto-generate, attachments, reload, invoice with server barcodes', async ({
    page,
    request,
    expectNoA11yViolations,
  }) => {
    test.setTimeout(120_000);
    const t = intakeEn;
    const code = `E2E${Date.now()}`;
    await openScan(page, request);
    await pickOption(page, page.locator('main'), t.branch, t.branchName);
    await pickSupplier(page, t.supplier, t.supplierSeeded);

    // A scanned line: three fast scans of one code merge into a quantity of 3.
    await page.getByRole('button', { name: t.barcodeScanning }).click();
    const dialog = page.getByRole('dialog', { name: t.barcodeScanning });
    await expect(dialog).toBeVisible();
    await expectNoA11yViolations('Barcode Scanning dialog');
    await pickOption(page, dialog, t.material, t.shampoo);
    await dialog.getByRole('textbox', { name: t.pricePerItem }).fill('12.50');
    const barcode = dialog.getByRole('textbox', { name: t.barcode, exact: true });
    for (let scan = 0; scan < 3; scan += 1) await wedgeScan(page, barcode, code);
    const rows = dialog.getByRole('list', { name: t.barcode });
    await expect(rows.getByRole('listitem')).toHaveCount(1);
    await expect(rows.getByRole('listitem')).toContainText(code);
    await expect(rows.getByRole('listitem')).toContainText('× 3');
    await expect(barcode).toHaveValue('');
    await expectNoA11yViolations('Barcode Scanning dialog with a scanned row');
    await dialog.getByRole('button', { name: t.addToList }).click();
    await expect(dialog).toBeHidden();
    const shampoo = page.getByRole('article', { name: t.shampoo });
    await expect(shampoo.getByRole('row', { name: new RegExp(code) })).toContainText('3');

    // An auto-generate line with a quick quantity.
    await page.getByRole('button', { name: t.barcodeScanning }).click();
    await expect(dialog).toBeVisible();
    await pickOption(page, dialog, t.material, t.clayBars);
    await dialog.getByRole('textbox', { name: t.pricePerItem }).fill('4');
    // The switch's input is visually hidden: a person presses its label.
    await dialog.getByText(t.autoGenerate, { exact: true }).click();
    await expect(dialog.getByRole('switch', { name: t.autoGenerate })).toBeChecked();
    await dialog.getByRole('button', { name: t.quickAdd(5), exact: true }).click();
    await expectNoA11yViolations('Barcode Scanning dialog, auto-generate');
    await dialog.getByRole('button', { name: t.addToList }).click();
    await expect(dialog).toBeHidden();
    const clay = page.getByRole('article', { name: t.clayBars });
    await expect(clay.getByRole('row', { name: new RegExp(t.autoGenerated) })).toContainText('5');
    await expect(page.getByTestId('total-quantity')).toHaveText('8');

    // A PNG and a PDF are attached; an .exe renamed .png is refused by the server.
    const files = page.locator('input[type="file"]');
    await files.setInputFiles([
      { name: 'receipt.png', mimeType: 'image/png', buffer: pngBytes() },
      { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: pdfBytes() },
    ]);
    await expect(page.getByText(t.filesAttached(2))).toBeVisible();
    await files.setInputFiles([{ name: 'photo.png', mimeType: 'image/png', buffer: exeBytes() }]);
    await expect(page.getByRole('button', { name: t.removeFile('photo.png') })).toBeVisible();
    await expectNoA11yViolations('intake screen with two lines and attachments');
    await page.getByRole('button', { name: t.createInvoice }).click();
    // The refusal is shown by its code (attachment.invalid-type), in the screen's words.
    await expect(page.locator('.intake-actions').getByRole('alert')).toHaveText(
      'Invalid file type: photo.png',
    );
    await expect(shampoo).toBeVisible();

    // Reload: the lines and the supplier are still there (files are not kept by the browser).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page).not.toHaveURL(/authtoken/);
    await expect(supplierSelect(page, t.supplier)).toContainText(t.supplierSeeded);
    await expect(shampoo.getByRole('row', { name: new RegExp(code) })).toContainText('3');
    await expect(clay.getByRole('row', { name: new RegExp(t.autoGenerated) })).toContainText('5');
    await expect(page.getByTestId('total-quantity')).toHaveText('8');

    // Create the invoice with the good files only.
    await files.setInputFiles([
      { name: 'receipt.png', mimeType: 'image/png', buffer: pngBytes() },
      { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: pdfBytes() },
    ]);
    await expect(page.getByText(t.filesAttached(2))).toBeVisible();
    await page.getByRole('button', { name: t.createInvoice }).click();
    const success = page.getByRole('dialog', { name: t.invoiceCreated });
    await expect(success).toBeVisible({ timeout: 20_000 });
    await expect(success).toContainText(t.supplierSeeded);
    await expect(success).toContainText(t.branchName);
    const items = success.getByRole('table').getByRole('row');
    // Header plus the scanned line and at least one server-generated barcode.
    await expect.poll(async () => items.count()).toBeGreaterThanOrEqual(3);
    const barcodes = await success.locator('tbody td:last-child').allTextContents();
    expect(barcodes).toContain(code);
    const generated = barcodes.filter((text) => text !== code);
    expect(generated.length).toBeGreaterThan(0);
    for (const text of generated) expect(text.trim()).toMatch(/^\S+$/);
    await expectNoA11yViolations('Invoice Created Successfully dialog');
    await success.getByRole('button', { name: t.close }).last().click();
    await expect(success).toBeHidden();
    await expect(page.getByText(t.noItems)).toBeVisible();
  });

  test('the main path in Arabic, right to left', async ({
    page,
    request,
    expectNoA11yViolations,
  }) => {
    const t = intakeAr;
    const code = `AR${Date.now()}`;
    await openScan(page, request, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page).not.toHaveURL(/authtoken/);
    await expectNoA11yViolations('intake screen in Arabic');

    await pickOption(page, page.locator('main'), t.branch, t.branchName);
    await pickSupplier(page, t.supplier, t.supplierSeeded);
    await page.getByRole('button', { name: t.barcodeScanning }).click();
    const dialog = page.getByRole('dialog', { name: t.barcodeScanning });
    await expect(dialog).toBeVisible();
    await pickOption(page, dialog, t.material, t.shampoo);
    await dialog.getByRole('textbox', { name: t.pricePerItem }).fill('7');
    const barcode = dialog.getByRole('textbox', { name: t.barcode, exact: true });
    for (let scan = 0; scan < 2; scan += 1) await wedgeScan(page, barcode, code);
    await expect(dialog.getByRole('list', { name: t.barcode }).getByRole('listitem')).toContainText(
      '× 2',
    );
    await expectNoA11yViolations('Barcode Scanning dialog in Arabic');
    await dialog.getByRole('button', { name: t.addToList }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article', { name: t.shampoo })).toContainText(code);

    await page.getByRole('button', { name: t.createInvoice }).click();
    const success = page.getByRole('dialog', { name: t.invoiceCreated });
    await expect(success).toBeVisible({ timeout: 20_000 });
    await expect(success).toContainText(t.supplierSeeded);
    await expect(success).toContainText(t.branchName);
    await expect(success.locator('tbody td:last-child')).toHaveText([code]);
    await expectNoA11yViolations('Invoice Created Successfully dialog in Arabic');
    await success.getByRole('button', { name: t.close }).last().click();
    await expect(success).toBeHidden();
  });
});
