import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from './resources/en.js';

/** Values interpolated into a message, e.g. `{ code: 'SAVE10' }`. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** Translates one of the kit's keys; the key type comes from the English resource. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * Returns a typed `t` for the kit's shared strings in the current language.
 * @example const t = useMessages(); t('toasts.coupon-applied', { code: 'SAVE10' })
 */
export function useMessages(): Translate {
  const { t } = useTranslation();
  return useCallback<Translate>((key, values) => t(key, values ?? {}), [t]);
}
