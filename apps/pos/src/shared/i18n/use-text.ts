import type { ApiMessage } from '@lamaa/api-client';
import type { MessageKey } from '@lamaa/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PosKey } from './pos-en.js';
import type { ShellKey } from './shell-en.js';

/** Values interpolated into a screen string. */
export type TextValues = Readonly<Record<string, string | number>>;

/** Translates a POS key (sign-in or shell) or one of the ui kit's shared keys in the current language. */
export type Text = (key: PosKey | ShellKey | MessageKey, values?: TextValues) => string;

/**
 * The POS's typed translator, covering its own keys and the kit's shared ones.
 * @example const t = useText(); t('pos.sign-in') // 'Sign In'
 */
export function useText(): Text {
  const { t } = useTranslation();
  return useCallback<Text>((key, values) => t(key, values ?? {}), [t]);
}

/** Turns the api-client's message (server words or a fallback key) into text on screen. */
export function apiText(t: Text, message: ApiMessage): string {
  return message.kind === 'text' ? message.text : t(message.key, message.params);
}
