import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey, MessageValues } from '@lamaa/ui';
import type { IntakeKey } from './intake-en.js';

/** Translates an intake key or one of the kit's shared keys in the current language. */
export type IntakeTranslate = (key: IntakeKey | MessageKey, values?: MessageValues) => string;

/**
 * The intake screen's typed `t`: its own keys (`intake.*`) and the kit's shared strings.
 * @example const t = useIntakeText(); t('intake.add-to-list')
 */
export function useIntakeText(): IntakeTranslate {
  const { t } = useTranslation();
  return useCallback<IntakeTranslate>((key, values) => t(key, values ?? {}), [t]);
}
