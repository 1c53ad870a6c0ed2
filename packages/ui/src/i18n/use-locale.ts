import { useContext } from 'react';
import { LocaleContext, type LocaleState } from './locale-context.js';

/**
 * The language on screen, its direction (`rtl` for Arabic) and `setLanguage`.
 * @example const { direction } = useLocale();
 */
export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (state === null) throw new Error('useLocale needs a <LocaleProvider> above it.');
  return state;
}
