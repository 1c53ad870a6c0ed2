import type { Language } from '@lamaa/domain';
import { type ArabicLoader, type ExtraMessages, loadArabicTexts } from '@lamaa/ui';
import { posEn } from '../shared/i18n/pos-en.js';

let loading: ReturnType<ArabicLoader> | undefined;

/**
 * All the Arabic the POS starts with (the kit's, sign-in's, the shell's, the checkout's), from
 * chunks of their own and loaded once: the start and a later switch to Arabic share the load;
 * a failed load (offline) is tried again on the next call.
 */
export const loadPosArabic: ArabicLoader = () =>
  (loading ??= loadArabicTexts(
    async () => (await import('./pos-arabic-texts.js')).posArabicTexts,
  ).catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));

/**
 * The strings the POS starts in `language` with. An Arabic start waits for its Arabic, so the
 * first frame the app draws over the pre-rendered one is Arabic too; if the texts cannot load,
 * LocaleProvider tries again through `loadArabic` and falls back to English.
 */
export async function startMessages(language: Language): Promise<ExtraMessages> {
  if (language !== 'ar') return { en: posEn };
  try {
    return { en: posEn, ar: await loadPosArabic() };
  } catch {
    return { en: posEn };
  }
}
