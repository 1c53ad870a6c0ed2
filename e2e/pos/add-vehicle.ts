// The Add Vehicle dialog filled as a cashier does: Dubai, private, a Toyota Camry sedan, small.
import type { Locator, Page } from '@playwright/test';
import { pickOption } from '../fixtures/pick-option.js';
import type { PosTexts } from './pos-texts.js';

/** Fills the open Add Vehicle dialog with plate `B <numbers>` through its dependent look-ups. */
export async function fillVehicle(
  page: Page,
  dialog: Locator,
  text: PosTexts,
  numbers: string,
): Promise<void> {
  await pickOption(page, dialog, text.city, text.dubai);
  await pickOption(page, dialog, text.plateType, text.private);
  await pickOption(page, dialog, text.plateCode, 'B');
  await dialog.getByRole('textbox', { name: text.plateNumbers }).fill(numbers);
  await pickOption(page, dialog, text.brand, text.toyota);
  await pickOption(page, dialog, text.model, text.camry);
  await pickOption(page, dialog, text.carGroup, text.small);
  await pickOption(page, dialog, text.carType, text.sedan);
  await dialog.getByRole('textbox', { name: text.year }).fill('2022');
}
