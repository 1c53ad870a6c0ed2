import type { Key } from 'react-aria-components';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useLocale } from '../i18n/use-locale.js';
import { useMessages } from '../i18n/use-messages.js';
import './language-switch.css';

/** Props of LanguageSwitch. */
export interface LanguageSwitchProps {
  isDisabled?: boolean;
}

/** English / العربية toggle for the header; the choice is stored and flips the direction. */
export function LanguageSwitch({ isDisabled }: LanguageSwitchProps) {
  const t = useMessages();
  const { language, setLanguage } = useLocale();
  return (
    <ToggleButtonGroup
      className="lm-language-switch"
      aria-label={t('common.language')}
      selectionMode="single"
      disallowEmptySelection
      isDisabled={isDisabled}
      selectedKeys={[language]}
      onSelectionChange={(keys: Set<Key>) => {
        const next = [...keys][0];
        if (next === 'en' || next === 'ar') setLanguage(next);
      }}
    >
      <ToggleButton id="en" className="lm-language-switch__option" lang="en">
        {t('common.english')}
      </ToggleButton>
      <ToggleButton id="ar" className="lm-language-switch__option" lang="ar">
        {t('common.arabic')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
