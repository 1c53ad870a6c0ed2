import type { OfficeService, OfficeServiceInput } from '@lamaa/api-client';
import { CAR_GROUP_IDS, type CarGroupId, serviceProblems } from '@lamaa/domain';
import { priceTextOf, typedPrice } from '../../shared/price-text.js';

/** A price typed for each car group (AED text; empty or 0 is "No Price"). */
export type GroupPriceText = Readonly<Record<CarGroupId, string>>;

/** An option as typed; `id` is undefined for an option not saved yet. */
export interface OptionDraft {
  readonly key: string;
  readonly id: number | undefined;
  readonly nameEn: string;
  readonly nameAr: string;
  readonly isExclusive: boolean;
  readonly isArchived: boolean;
  readonly prices: GroupPriceText;
}

/** The service form as typed. */
export interface ServiceDraft {
  readonly nameEn: string;
  readonly nameAr: string;
  readonly icon: string | null;
  readonly included: readonly { readonly key: string; readonly en: string; readonly ar: string }[];
  readonly isAddOns: boolean;
  readonly displayOrder: string;
  readonly isArchived: boolean;
  readonly options: readonly OptionDraft[];
}

/** Field key (the request's path, `options.0.prices.2`) to the code it shows. */
export type ServiceErrors = Readonly<Record<string, string>>;

const NO_PRICES: GroupPriceText = { 1: '', 2: '', 3: '' };

/** A new, empty option; `key` tells React one option row from another. */
export function newOption(key: string): OptionDraft {
  return {
    key,
    id: undefined,
    nameEn: '',
    nameAr: '',
    isExclusive: false,
    isArchived: false,
    prices: NO_PRICES,
  };
}

/** An empty form: one option to fill in. */
export const NEW_SERVICE: ServiceDraft = {
  nameEn: '',
  nameAr: '',
  icon: null,
  included: [],
  isAddOns: false,
  displayOrder: '0',
  isArchived: false,
  options: [newOption('new-0')],
};

/** The form filled with a service as saved. */
export function serviceDraftOf(service: OfficeService): ServiceDraft {
  return {
    nameEn: service.name.en ?? '',
    nameAr: service.name.ar ?? '',
    icon: service.icon,
    included: service.included.map((entry, index) => ({
      key: `included-${index}`,
      en: entry.en ?? '',
      ar: entry.ar ?? '',
    })),
    isAddOns: service.is_add_ons,
    displayOrder: String(service.display_order),
    isArchived: service.is_archived,
    options: service.options.map((option) => ({
      key: `option-${option.id}`,
      id: option.id,
      nameEn: option.name.en ?? '',
      nameAr: option.name.ar ?? '',
      isExclusive: option.is_exclusive,
      isArchived: option.is_archived,
      prices: {
        1: priceTextOf(option.prices.find((price) => price.car_group_id === 1)?.price),
        2: priceTextOf(option.prices.find((price) => price.car_group_id === 2)?.price),
        3: priceTextOf(option.prices.find((price) => price.car_group_id === 3)?.price),
      },
    })),
  };
}

/**
 * What the form would send, or the fields to correct first: the domain's catalogue rules
 * (names in both languages, whole prices in range, display order), plus amounts that are none.
 */
export function checkService(
  draft: ServiceDraft,
):
  | { readonly ok: true; readonly body: OfficeServiceInput }
  | { readonly ok: false; readonly errors: ServiceErrors } {
  const unreadable: Record<string, string> = {};
  const options = draft.options.map((option, index) => ({
    ...(option.id === undefined ? {} : { id: option.id }),
    name: { en: option.nameEn.trim(), ar: option.nameAr.trim() },
    is_exclusive: option.isExclusive,
    is_archived: option.isArchived,
    display_order: index,
    prices: CAR_GROUP_IDS.map((group, position) => {
      const fils = typedPrice(option.prices[group]);
      if (fils === undefined)
        unreadable[`options.${index}.prices.${position}`] = 'catalogue.price-invalid';
      return { car_group_id: group, price: fils ?? 0 };
    }),
  }));
  const order = Number(draft.displayOrder.trim() === '' ? '0' : draft.displayOrder);
  const body: OfficeServiceInput = {
    name: { en: draft.nameEn.trim(), ar: draft.nameAr.trim() },
    icon: draft.icon,
    included: draft.included.map((entry) => ({ en: entry.en.trim(), ar: entry.ar.trim() })),
    is_add_ons: draft.isAddOns,
    display_order: order,
    is_archived: draft.isArchived,
    options,
  };
  const problems = serviceProblems({
    name: body.name,
    included: draft.included.map((entry) => ({ en: entry.en, ar: entry.ar })),
    display_order: order,
    options: options.map((option) => ({
      name: option.name,
      display_order: option.display_order,
      prices: option.prices.map((price) => ({
        car_group_id: price.car_group_id,
        price_fils: price.price,
      })),
    })),
  });
  const errors = { ...problems, ...unreadable };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body };
}
