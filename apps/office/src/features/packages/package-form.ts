import type { OfficePackage, OfficePackageInput } from '@lamaa/api-client';
import { packageProblems } from '@lamaa/domain';
import type { GroupPriceText } from '../../shared/group-prices.js';
import { groupPriceText, typedGroupPrices } from '../../shared/group-prices.js';

/** The package form as typed; prices are AED text per car group. */
export interface PackageDraft {
  readonly nameEn: string;
  readonly nameAr: string;
  readonly isActive: boolean;
  readonly prices: GroupPriceText;
  /** The uploaded picture's URL, or null. */
  readonly image: string | null;
}

/** An empty form: active, no prices. */
export const NEW_PACKAGE: PackageDraft = {
  nameEn: '',
  nameAr: '',
  isActive: true,
  prices: groupPriceText([]),
  image: null,
};

/** The form filled with a package as saved. */
export function packageDraftOf(pack: OfficePackage): PackageDraft {
  return {
    nameEn: pack.name.en ?? '',
    nameAr: pack.name.ar ?? '',
    isActive: pack.is_active,
    prices: groupPriceText(pack.prices),
    image: pack.image,
  };
}

/** What the form would send, or the fields (request paths) to correct first. */
export function checkPackage(
  draft: PackageDraft,
):
  | { readonly ok: true; readonly body: OfficePackageInput }
  | { readonly ok: false; readonly errors: Readonly<Record<string, string>> } {
  const { prices, ruled, unreadable } = typedGroupPrices(draft.prices, 'prices');
  const body: OfficePackageInput = {
    name: { en: draft.nameEn.trim(), ar: draft.nameAr.trim() },
    is_active: draft.isActive,
    prices,
    image: draft.image,
  };
  const errors = {
    ...packageProblems({
      name: body.name,
      prices: ruled,
    }),
    ...unreadable,
  };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body };
}
