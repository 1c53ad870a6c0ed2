// Both languages' refusal texts in one chunk: loadRefusalTexts fetches them with one request.
import { filsToAed, type Language, MAX_UNIT_PRICE_FILS } from '@lamaa/domain';
import { formatAedParam } from '../format-money.js';
import { refusalAr } from './refusal-ar.js';
import { refusalEn } from './refusal-en.js';

/**
 * The domain's fixed limits that texts state though no code carries them as a parameter
 * (`{{maxUnitPrice, money}}`), in AED: the figure stays the domain's, never typed in a text.
 */
const FIXED_AMOUNTS: Readonly<Record<string, number>> = {
  maxUnitPrice: filsToAed(MAX_UNIT_PRICE_FILS),
};

/** The texts with each fixed amount they name written in by the one money formatter. */
function withFixedAmounts(
  texts: Readonly<Record<string, string>>,
  language: Language,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [
      key,
      text.replace(/\{\{(\w+), money\}\}/g, (whole, name: string) => {
        const amount = FIXED_AMOUNTS[name];
        return amount === undefined ? whole : formatAedParam(amount, language);
      }),
    ]),
  );
}

/** The refusal texts of each language, ready to add to i18next. */
export const refusalTexts: Readonly<Record<Language, Record<string, string>>> = {
  en: withFixedAmounts(refusalEn, 'en'),
  ar: withFixedAmounts(refusalAr, 'ar'),
};
