// The camera path of the Barcode Scanning dialog against the real server: Chromium's fake
// camera plays a video of an EAN-13 code made by the test, and the screen's decoder (the
// BarcodeDetector polyfill on ZXing's WebAssembly, served by our own origin) reads it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.js';
import { writeBarcodeY4m } from '../fixtures/barcode-video.js';
import { BASE_URL, DEMO_STORE_KEEPER } from '../fixtures/lamaa-server.js';
import { axeViolations, expect, test } from '../fixtures/lamaa-test.js';
import { pickOption } from '../fixtures/pick-option.js';
import { intakeEn } from './intake-texts.js';

/** The code on the fake camera's video (a valid EAN-13: its last digit checks the others). */
const CODE = '6291041500213';

/** The camera path's own texts (docs/product/intake.md's words for the two buttons). */
const camera = {
  startScanning: 'Start Scanning',
  stopScanning: 'Stop Scanning',
  video: 'Camera scanner',
} as const;

let folder = '';
let browser: Browser | undefined;

// A browser of its own: the fake camera is chosen when Chromium starts.
test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'lamaa-camera-'));
  const video = join(folder, 'ean13.y4m');
  writeBarcodeY4m(video, CODE);
  browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [
      ...chromiumLaunchOptions.args,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
});

test.afterAll(async () => {
  await browser?.close();
  rmSync(folder, { recursive: true, force: true });
});

test('the camera reads a barcode: Start Scanning, the scanned line, Stop Scanning', async ({
  request,
}) => {
  if (browser === undefined) throw new Error('The fake-camera browser did not start');
  const t = intakeEn;
  const answer = await request.post('/api/pos/login', { data: DEMO_STORE_KEEPER });
  expect(answer.ok()).toBe(true);
  const { token } = (await answer.json()) as { token: string };
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 1366, height: 900 },
  });
  try {
    const page = await context.newPage();
    const decoderFiles: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('.wasm')) decoderFiles.push(sent.url());
    });
    await page.goto(`/scan?authtoken=${encodeURIComponent(token)}`);
    await page.getByRole('button', { name: t.barcodeScanning }).click();
    const dialog = page.getByRole('dialog', { name: t.barcodeScanning });
    await expect(dialog).toBeVisible();
    // Chromium on Linux has no BarcodeDetector of its own: the polyfill's decoder is the one tested.
    expect(await page.evaluate(() => 'BarcodeDetector' in globalThis)).toBe(false);

    await dialog.getByRole('button', { name: camera.startScanning }).click();
    await expect(dialog.getByLabel(camera.video)).toBeVisible();
    const scanned = dialog.getByRole('list', { name: t.barcode }).getByRole('listitem');
    await expect(scanned.filter({ hasText: CODE })).toHaveCount(1, { timeout: 20_000 });
    expect(decoderFiles.length).toBeGreaterThan(0);
    for (const url of decoderFiles) expect(url.startsWith(`${BASE_URL}/scan/`)).toBe(true);
    expect(await axeViolations(page), 'Barcode Scanning dialog, camera on').toEqual([]);

    // Stop Scanning releases the camera; the scanned line stays.
    await dialog.getByRole('button', { name: camera.stopScanning }).click();
    await expect(dialog.getByRole('button', { name: camera.startScanning })).toBeVisible();
    await expect(dialog.getByLabel(camera.video)).toHaveCount(0);
    await expect(scanned.filter({ hasText: CODE })).toHaveCount(1);

    // The line reaches the list like a typed one.
    await pickOption(page, dialog, t.material, t.shampoo);
    await dialog.getByRole('textbox', { name: t.pricePerItem }).fill('3');
    await dialog.getByRole('button', { name: t.addToList }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article', { name: t.shampoo })).toContainText(CODE);
  } finally {
    await context.close();
  }
});
