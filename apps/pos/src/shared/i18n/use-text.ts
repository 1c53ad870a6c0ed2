import type { ApiError, ApiMessage } from '@lamaa/api-client';
import { type MessageKey, refusalKey } from '@lamaa/ui';
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

/**
 * Turns the api-client's message into text on screen: a server refusal by its code in the
 * interface language (a generic text for an unknown code), a fallback key translated, and
 * the words of a server that sent no code as they are.
 */
export function apiText(t: Text, message: ApiMessage): string {
  if (message.kind === 'code') return t(refusalKey(message.code), message.params);
  return message.kind === 'text' ? message.text : t(message.key, message.params);
}

/**
 * The translated refusal of a failed call when the server named one by its code, else
 * undefined (a timeout, a network failure, a server that sent no code).
 */
export function refusalTextOf(
  t: (key: MessageKey, values?: TextValues) => string,
  error: ApiError,
): string | undefined {
  if (error.kind !== 'http' || error.body.code === undefined || error.body.code === '')
    return undefined;
  return t(refusalKey(error.body.code), error.body.params);
}
