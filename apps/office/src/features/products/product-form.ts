import type { OfficeProduct, OfficeProductInput } from '@lamaa/api-client';
import { productProblems } from '@lamaa/domain';
import { priceTextOf, typedPrice } from '../../shared/price-text.js';

/** The product form as typed; prices are AED text. */
export interface ProductDraft {
  readonly nameEn: string;
  readonly nameAr: string;
  readonly price: string;
  readonly beforeDiscount: string;
  readonly isArchived: boolean;
  /** The uploaded picture's URL, or null. */
  readonly image: string | null;
}

/** An empty form. */
export const NEW_PRODUCT: ProductDraft = {
  nameEn: '',
  nameAr: '',
  price: '',
  beforeDiscount: '',
  isArchived: false,
  image: null,
};

/** The form filled with a product as saved. */
export function productDraftOf(product: OfficeProduct): ProductDraft {
  return {
    nameEn: product.name.en ?? '',
    nameAr: product.name.ar ?? '',
    price: priceTextOf(product.price),
    beforeDiscount: priceTextOf(product.before_discount_price ?? undefined),
    isArchived: product.is_archived,
    image: product.image,
  };
}

/**
 * What the form would send, or the fields to correct first: the domain's product rule (names,
 * price, a before-discount price not below the price; empty means none).
 */
export function checkProduct(
  draft: ProductDraft,
):
  | { readonly ok: true; readonly body: OfficeProductInput }
  | { readonly ok: false; readonly errors: Readonly<Record<string, string>> } {
  const price = typedPrice(draft.price);
  const before = draft.beforeDiscount.trim() === '' ? null : typedPrice(draft.beforeDiscount);
  const unreadable: Record<string, string> = {};
  if (price === undefined) unreadable['price'] = 'catalogue.price-invalid';
  if (before === undefined) unreadable['before_discount_price'] = 'catalogue.price-invalid';
  const body: OfficeProductInput = {
    name: { en: draft.nameEn.trim(), ar: draft.nameAr.trim() },
    price: price ?? 0,
    before_discount_price: before ?? null,
    is_archived: draft.isArchived,
    image: draft.image,
  };
  const errors = {
    ...productProblems({
      name: body.name,
      price_fils: body.price,
      before_discount_fils: body.before_discount_price,
    }),
    ...unreadable,
  };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body };
}
