/** Loads Arabic strings from chunks of their own: an app's, or all of them (`loadArabic`). */
export type ArabicLoader = () => Promise<Readonly<Record<string, string>>>;

/**
 * The kit's Arabic strings with an app's over them, each from a chunk of its own: a screen in
 * English never downloads them; for LocaleProvider's `loadArabic`.
 * @example <LocaleProvider loadArabic={() => loadArabicTexts(async () => (await import('./intake-ar.js')).intakeAr)}>
 */
export async function loadArabicTexts(
  loadApp: ArabicLoader,
): Promise<Readonly<Record<string, string>>> {
  const [{ ar }, app] = await Promise.all([import('./resources/ar.js'), loadApp()]);
  return { ...ar, ...app };
}
