import type { MessageKey } from '@lamaa/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ordersAr } from './orders-ar.js';
import { ordersEn, type OrdersKey } from './orders-en.js';

/** Translates an orders key or one of the kit's shared keys in the current language. */
export type OrdersText = (
  key: OrdersKey | MessageKey,
  values?: Readonly<Record<string, string | number>>,
) => string;

/**
 * Adds the orders strings (both languages) to the app's i18next instance on first use, so the
 * lazily loaded page carries its own texts, and returns a typed translator.
 * @example const t = useOrdersText(); t('orders.view-order') // 'View Order'
 */
export function useOrdersText(): OrdersText {
  const { t, i18n } = useTranslation();
  useState(() => {
    i18n.addResourceBundle('en', 'translation', ordersEn, true, false);
    i18n.addResourceBundle('ar', 'translation', ordersAr, true, false);
    return true;
  });
  return useCallback<OrdersText>((key, values) => t(key, values ?? {}), [t]);
}
