// What the office may save as a catalogue entry: bilingual names, the "What's included" list,
// a display order, and prices per car group in whole fils, zero meaning "No Price".
import { MAX_UNIT_PRICE_FILS } from '../constants/money-limits.js';

/** The car groups a service option or a package is priced for: 1 small, 2 medium, 3 large. */
export const CAR_GROUP_IDS = [1, 2, 3] as const;

/** A car group id. */
export type CarGroupId = (typeof CAR_GROUP_IDS)[number];

/** A catalogue name in one language (a service's, an option's, a package's, a product's). */
export const CATALOGUE_NAME_MAX_LENGTH = 120;
/** One entry of a service's "What's included" list, in one language. */
export const INCLUDED_ENTRY_MAX_LENGTH = 200;
/** The most entries a "What's included" list holds. */
export const INCLUDED_MAX_ENTRIES = 30;
/** The most options one service has. */
export const SERVICE_OPTIONS_MAX = 50;
/** The largest display order (entries are listed from 0 up). */
export const DISPLAY_ORDER_MAX = 9999;

/** Why a catalogue entry is refused. */
export type CatalogueCode =
  | 'catalogue.text-required'
  | 'catalogue.text-too-long'
  | 'catalogue.price-invalid'
  | 'catalogue.price-too-large'
  | 'catalogue.car-group-unknown'
  | 'catalogue.display-order-invalid'
  | 'catalogue.before-discount-low'
  | 'catalogue.too-many-entries';

/** A text in English and Arabic. */
export interface Bilingual {
  readonly en: string;
  readonly ar: string;
}

/** A price in fils for one car group. */
export interface GroupPrice {
  readonly car_group_id: number;
  readonly price_fils: number;
}

/** A service as the office saves it (fils). */
export interface ServiceEntry {
  readonly name: Bilingual;
  readonly included: readonly Bilingual[];
  readonly display_order: number;
  readonly options: readonly {
    readonly name: Bilingual;
    readonly display_order: number;
    readonly prices: readonly GroupPrice[];
  }[];
}

/** Field path (as the request spells it, `options.0.prices.1`) to what is wrong there. */
export type CatalogueProblems = Record<string, CatalogueCode>;

/**
 * What is wrong with a price in fils, or null: whole fils from 0 ("No Price") to the largest
 * unit price.
 * @example catalogPriceProblem(-1) // 'catalogue.price-invalid'
 */
export function catalogPriceProblem(fils: number): CatalogueCode | null {
  if (!Number.isSafeInteger(fils) || fils < 0) return 'catalogue.price-invalid';
  if (fils > MAX_UNIT_PRICE_FILS) return 'catalogue.price-too-large';
  return null;
}

/**
 * What is wrong with a text in one language, or null: required (spaces alone are nothing) and
 * at most `max` characters.
 * @example catalogTextProblem('  ', 120) // 'catalogue.text-required'
 */
export function catalogTextProblem(text: string, max: number): CatalogueCode | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'catalogue.text-required';
  if (trimmed.length > max) return 'catalogue.text-too-long';
  return null;
}

/** Whether a display order is a whole number from 0 to DISPLAY_ORDER_MAX. */
export function isDisplayOrder(order: number): boolean {
  return Number.isInteger(order) && order >= 0 && order <= DISPLAY_ORDER_MAX;
}

/** Whether an id names one of the car groups. */
export function isCarGroupId(id: number): id is CarGroupId {
  return CAR_GROUP_IDS.some((group) => group === id);
}

function addBilingual(problems: CatalogueProblems, path: string, text: Bilingual, max: number) {
  for (const language of ['en', 'ar'] as const) {
    const problem = catalogTextProblem(text[language], max);
    if (problem) problems[`${path}.${language}`] = problem;
  }
}

/** Adds the problems of a list of prices per car group under `path`. */
export function addPriceProblems(
  problems: CatalogueProblems,
  path: string,
  prices: readonly GroupPrice[],
): void {
  prices.forEach((price, index) => {
    const problem = isCarGroupId(price.car_group_id)
      ? catalogPriceProblem(price.price_fils)
      : 'catalogue.car-group-unknown';
    if (problem) problems[`${path}.${index}`] = problem;
  });
}

/**
 * Every problem of a service and its options, by field path; empty when it may be saved.
 * Names in both languages are required; included entries need both languages; prices are
 * whole fils from 0 up.
 * @example serviceProblems({ name: { en: '', ar: 'غسيل' }, included: [], display_order: 0, options: [] }) // { 'name.en': 'catalogue.text-required' }
 */
export function serviceProblems(service: ServiceEntry): CatalogueProblems {
  const problems: CatalogueProblems = {};
  addBilingual(problems, 'name', service.name, CATALOGUE_NAME_MAX_LENGTH);
  if (!isDisplayOrder(service.display_order))
    problems['display_order'] = 'catalogue.display-order-invalid';
  if (service.included.length > INCLUDED_MAX_ENTRIES)
    problems['included'] = 'catalogue.too-many-entries';
  service.included.forEach((entry, index) =>
    addBilingual(problems, `included.${index}`, entry, INCLUDED_ENTRY_MAX_LENGTH),
  );
  if (service.options.length > SERVICE_OPTIONS_MAX)
    problems['options'] = 'catalogue.too-many-entries';
  service.options.forEach((option, index) => {
    addBilingual(problems, `options.${index}.name`, option.name, CATALOGUE_NAME_MAX_LENGTH);
    if (!isDisplayOrder(option.display_order))
      problems[`options.${index}.display_order`] = 'catalogue.display-order-invalid';
    addPriceProblems(problems, `options.${index}.prices`, option.prices);
  });
  return problems;
}

/**
 * Every problem of a package (names, prices per car group), by field path.
 * @example packageProblems({ name: { en: 'Gold', ar: 'ذهبي' }, prices: [{ car_group_id: 4, price_fils: 100 }] }) // { 'prices.0': 'catalogue.car-group-unknown' }
 */
export function packageProblems(pack: {
  readonly name: Bilingual;
  readonly prices: readonly GroupPrice[];
}): CatalogueProblems {
  const problems: CatalogueProblems = {};
  addBilingual(problems, 'name', pack.name, CATALOGUE_NAME_MAX_LENGTH);
  addPriceProblems(problems, 'prices', pack.prices);
  return problems;
}

/**
 * Every problem of a product, by field path: names, its price, and a before-discount price
 * (when given) not below the price, so the counter's percent-off badge is never negative.
 * @example productProblems({ name: { en: 'Wax', ar: 'شمع' }, price_fils: 500, before_discount_fils: 400 }) // { before_discount_price: 'catalogue.before-discount-low' }
 */
export function productProblems(product: {
  readonly name: Bilingual;
  readonly price_fils: number;
  readonly before_discount_fils: number | null;
}): CatalogueProblems {
  const problems: CatalogueProblems = {};
  addBilingual(problems, 'name', product.name, CATALOGUE_NAME_MAX_LENGTH);
  const price = catalogPriceProblem(product.price_fils);
  if (price) problems['price'] = price;
  if (product.before_discount_fils !== null) {
    const before = catalogPriceProblem(product.before_discount_fils);
    if (before) problems['before_discount_price'] = before;
    else if (!price && product.before_discount_fils < product.price_fils)
      problems['before_discount_price'] = 'catalogue.before-discount-low';
  }
  return problems;
}
