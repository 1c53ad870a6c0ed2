import type { Language } from '@lamaa/domain';
import type { MessageKey } from '../i18n/resources/en.js';
import { useLocale } from '../i18n/use-locale.js';
import { useMessages } from '../i18n/use-messages.js';
import './language-switch.css';

/** Props of LanguageSwitch. */
export interface LanguageSwitchProps {
  isDisabled?: boolean;
}

const LANGUAGES = [
  { language: 'en', label: 'common.english' },
  { language: 'ar', label: 'common.arabic' },
] as const satisfies readonly { language: Language; label: MessageKey }[];

/**
 * English / العربية toggle for the header; the choice is stored and flips the direction.
 * Two of the browser's own buttons with `aria-pressed` (the sign-in page's first load carries
 * no toolbar code for them; ADR 0013).
 */
export function LanguageSwitch({ isDisabled }: LanguageSwitchProps) {
  const t = useMessages();
  const { language, setLanguage } = useLocale();
  return (
    <div className="lm-language-switch" role="group" aria-label={t('common.language')}>
      {LANGUAGES.map((option) => (
        <button
          key={option.language}
          type="button"
          className="lm-language-switch__option"
          lang={option.language}
          aria-pressed={option.language === language}
          disabled={isDisabled}
          onClick={() => {
            if (option.language !== language) setLanguage(option.language);
          }}
        >
          {t(option.label)}
        </button>
      ))}
    </div>
  );
}
