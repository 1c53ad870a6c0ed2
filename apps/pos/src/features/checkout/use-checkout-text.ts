import { arabicPluralEntries, type MessageKey } from '@lamaa/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PosKey } from '../../shared/i18n/pos-en.js';
import type { ShellKey } from '../../shared/i18n/shell-en.js';
import { checkoutAr } from './checkout-ar.js';
import { checkoutEn, type CheckoutKey } from './checkout-en.js';
import { checkoutPluralsAr } from './checkout-plurals-ar.js';

/** Translates a checkout key, a POS key (api messages) or one of the kit's shared keys. */
export type CheckoutText = (
  key: CheckoutKey | PosKey | ShellKey | MessageKey,
  values?: Readonly<Record<string, string | number>>,
) => string;

/**
 * Adds the checkout strings (both languages) to the app's i18next instance on first use, so the
 * feature carries its own texts, and returns a typed translator.
 * @example const t = useCheckoutText(); t('checkout.cart-empty') // 'Your cart is empty'
 */
export function useCheckoutText(): CheckoutText {
  const { t, i18n } = useTranslation();
  useState(() => {
    i18n.addResourceBundle('en', 'translation', checkoutEn, true, false);
    i18n.addResourceBundle('ar', 'translation', checkoutAr, true, false);
    i18n.addResourceBundle(
      'ar',
      'translation',
      arabicPluralEntries(checkoutPluralsAr),
      true,
      false,
    );
    return true;
  });
  return useCallback<CheckoutText>((key, values) => t(key, values ?? {}), [t]);
}
