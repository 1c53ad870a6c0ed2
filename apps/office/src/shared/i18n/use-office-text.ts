import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey, MessageValues } from '@lamaa/ui';
import type { OfficeKey } from './office-en.js';

/** Translates an office key or one of the kit's shared keys in the current language. */
export type OfficeText = (key: OfficeKey | MessageKey, values?: MessageValues) => string;

/**
 * The back office's typed `t`: its own keys (`office.*`) and the kit's shared strings.
 * @example const t = useOfficeText(); t('office.nav-staff')
 */
export function useOfficeText(): OfficeText {
  const { t } = useTranslation();
  return useCallback<OfficeText>((key, values) => t(key, values ?? {}), [t]);
}
