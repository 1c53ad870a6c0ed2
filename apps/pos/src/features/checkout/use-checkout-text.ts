import type { MessageKey } from '@lamaa/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PosKey } from '../../shared/i18n/pos-en.js';
import type { ShellKey } from '../../shared/i18n/shell-en.js';
import { checkoutEn, type CheckoutKey } from './checkout-en.js';

/** Translates a checkout key, a POS key (api messages) or one of the kit's shared keys. */
export type CheckoutText = (
  key: CheckoutKey | PosKey | ShellKey | MessageKey,
  values?: Readonly<Record<string, string | number>>,
) => string;

/**
 * Adds the checkout's English strings to the app's i18next instance on first use, so the
 * feature carries its own texts, and returns a typed translator. Their Arabic comes with the
 * POS's start-up Arabic (src/app/pos-arabic.ts), only when Arabic is wanted.
 * @example const t = useCheckoutText(); t('checkout.cart-empty') // 'Your cart is empty'
 */
export function useCheckoutText(): CheckoutText {
  const { t, i18n } = useTranslation();
  useState(() => i18n.addResourceBundle('en', 'translation', checkoutEn, true, false));
  return useCallback<CheckoutText>((key, values) => t(key, values ?? {}), [t]);
}
