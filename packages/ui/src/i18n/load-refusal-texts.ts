import type { i18n as I18n } from 'i18next';
import { hasShownRefusalEarly } from './create-i18n.js';

/**
 * Adds the refusal texts of both languages to `i18n`, from a chunk of their own: they are
 * needed only when the server refuses, so they stay out of the first load. Screens showing a
 * refusal meanwhile read `server.refused`, then the precise text once it has arrived; when none
 * did (nearly always), nothing renders again.
 * @example useEffect(() => void loadRefusalTexts(i18n), [i18n]);
 */
export async function loadRefusalTexts(i18n: I18n): Promise<void> {
  const { refusalTexts } = await import('./resources/refusal-texts.js');
  i18n.addResourceBundle('en', 'translation', refusalTexts.en, true, false);
  i18n.addResourceBundle('ar', 'translation', refusalTexts.ar, true, false);
  // Screens render again on a language change; this one tells those showing a generic refusal
  // that their texts are here. Not when none was shown: it would render the whole app again as
  // it starts. (Not react-i18next's bindI18nStore: apps add their own strings during render,
  // which would then update other components mid-render.)
  if (hasShownRefusalEarly(i18n)) await i18n.changeLanguage(i18n.language);
}
