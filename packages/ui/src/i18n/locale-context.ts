import { createContext } from 'react';
import type { Language } from '@lamaa/domain';

/** The language on screen, its direction and the way to change it. */
export interface LocaleState {
  readonly language: Language;
  readonly direction: 'ltr' | 'rtl';
  /** The Intl locale of the language (`en-AE` or `ar-AE`). */
  readonly intlLocale: string;
  readonly setLanguage: (language: Language) => void;
}

/** Holds the LocaleState set by LocaleProvider. */
export const LocaleContext = createContext<LocaleState | null>(null);
