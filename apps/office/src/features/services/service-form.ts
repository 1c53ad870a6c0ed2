import type { OfficeService, OfficeServiceInput } from '@lamaa/api-client';
import { serviceProblems } from '@lamaa/domain';
import type { GroupPriceText } from '../../shared/group-prices.js';
import { groupPriceText, typedGroupPrices } from '../../shared/group-prices.js';

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

/** A new, empty option; `key` tells React one option row from another. */
export function newOption(key: string): OptionDraft {
  return {
    key,
    id: undefined,
    nameEn: '',
    nameAr: '',
    isExclusive: false,
    isArchived: false,
    prices: groupPriceText([]),
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
      prices: groupPriceText(option.prices),
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
  const typed = draft.options.map((option, index) =>
    typedGroupPrices(option.prices, `options.${index}.prices`),
  );
  const unreadable = Object.fromEntries(
    typed.flatMap((prices) => Object.entries(prices.unreadable)),
  );
  const options = draft.options.map((option, index) => ({
    ...(option.id === undefined ? {} : { id: option.id }),
    name: { en: option.nameEn.trim(), ar: option.nameAr.trim() },
    is_exclusive: option.isExclusive,
    is_archived: option.isArchived,
    display_order: index,
    prices: typed[index]?.prices ?? [],
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
    options: options.map((option, index) => ({
      name: option.name,
      display_order: option.display_order,
      prices: typed[index]?.ruled ?? [],
    })),
  });
  const errors = { ...problems, ...unreadable };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body };
}
