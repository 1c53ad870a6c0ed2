import type { OfficePackage, OfficePackageInput } from '@lamaa/api-client';
import { CAR_GROUP_IDS, type CarGroupId, packageProblems } from '@lamaa/domain';
import { priceTextOf, typedPrice } from '../../shared/price-text.js';

/** The package form as typed; prices are AED text per car group. */
export interface PackageDraft {
  readonly nameEn: string;
  readonly nameAr: string;
  readonly isActive: boolean;
  readonly prices: Readonly<Record<CarGroupId, string>>;
  /** The uploaded picture's URL, or null. */
  readonly image: string | null;
}

/** An empty form: active, no prices. */
export const NEW_PACKAGE: PackageDraft = {
  nameEn: '',
  nameAr: '',
  isActive: true,
  prices: { 1: '', 2: '', 3: '' },
  image: null,
};

/** The form filled with a package as saved. */
export function packageDraftOf(pack: OfficePackage): PackageDraft {
  const price = (group: CarGroupId) =>
    priceTextOf(pack.prices.find((entry) => entry.car_group_id === group)?.price);
  return {
    nameEn: pack.name.en ?? '',
    nameAr: pack.name.ar ?? '',
    isActive: pack.is_active,
    prices: { 1: price(1), 2: price(2), 3: price(3) },
    image: pack.image,
  };
}

/** What the form would send, or the fields (request paths) to correct first. */
export function checkPackage(
  draft: PackageDraft,
):
  | { readonly ok: true; readonly body: OfficePackageInput }
  | { readonly ok: false; readonly errors: Readonly<Record<string, string>> } {
  const unreadable: Record<string, string> = {};
  const prices = CAR_GROUP_IDS.map((group, position) => {
    const fils = typedPrice(draft.prices[group]);
    if (fils === undefined) unreadable[`prices.${position}`] = 'catalogue.price-invalid';
    return { car_group_id: group, price: fils ?? 0 };
  });
  const body: OfficePackageInput = {
    name: { en: draft.nameEn.trim(), ar: draft.nameAr.trim() },
    is_active: draft.isActive,
    prices,
    image: draft.image,
  };
  const errors = {
    ...packageProblems({
      name: body.name,
      prices: prices.map((price) => ({
        car_group_id: price.car_group_id,
        price_fils: price.price,
      })),
    }),
    ...unreadable,
  };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body };
}
