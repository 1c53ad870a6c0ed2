import type { OfficeCoupon, OfficeCouponInput } from '@lamaa/api-client';
import { couponProblems, filsToAed } from '@lamaa/domain';
import { typedPrice } from '../../shared/price-text.js';

/** The coupon form as typed: the value and minimum are text (a percent or AED), limits too. */
export interface CouponDraft {
  readonly code: string;
  readonly type: 'Percentage' | 'Fixed';
  readonly value: string;
  readonly minimum: string;
  readonly validFrom: string;
  readonly validTo: string;
  readonly totalUses: string;
  readonly usesPerCustomer: string;
  readonly branchIds: ReadonlySet<number>;
  readonly isActive: boolean;
  readonly isArchived: boolean;
}

/** An empty form: a percentage coupon, active, with no conditions. */
export const NEW_COUPON: CouponDraft = {
  code: '',
  type: 'Percentage',
  value: '',
  minimum: '',
  validFrom: '',
  validTo: '',
  totalUses: '',
  usesPerCustomer: '',
  branchIds: new Set(),
  isActive: true,
  isArchived: false,
};

const hundredthsText = (hundredths: number) =>
  hundredths > 0 ? String(filsToAed(hundredths)) : '';
const countText = (count: number | null) => (count === null ? '' : String(count));

/** The form filled with a coupon as saved. */
export function couponDraftOf(coupon: OfficeCoupon): CouponDraft {
  return {
    code: coupon.code,
    type: coupon.type,
    value: hundredthsText(coupon.value),
    minimum: hundredthsText(coupon.minimum_total),
    validFrom: coupon.valid_from ?? '',
    validTo: coupon.valid_to ?? '',
    totalUses: countText(coupon.total_uses),
    usesPerCustomer: countText(coupon.uses_per_customer),
    branchIds: new Set(coupon.branch_ids),
    isActive: coupon.is_active,
    isArchived: coupon.is_archived,
  };
}

/** A typed use limit: empty is unlimited (null), a whole number is itself, else undefined. */
function typedCount(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : undefined;
}

/**
 * What the form would send, or the fields to correct first: the domain's coupon rule (code,
 * a percent up to 100 or an amount, minimum, days in order, use limits from 1).
 */
export function checkCoupon(
  draft: CouponDraft,
):
  | { readonly ok: true; readonly body: OfficeCouponInput }
  | { readonly ok: false; readonly errors: Readonly<Record<string, string>> } {
  // A percent and an AED amount are both read in hundredths.
  const value = typedPrice(draft.value);
  const minimum = typedPrice(draft.minimum);
  const totalUses = typedCount(draft.totalUses);
  const usesPerCustomer = typedCount(draft.usesPerCustomer);
  const unreadable: Record<string, string> = {};
  if (value === undefined) unreadable['value'] = 'coupon.value-invalid';
  if (minimum === undefined) unreadable['minimum_total'] = 'coupon.minimum-invalid';
  if (totalUses === undefined) unreadable['total_uses'] = 'coupon.uses-invalid';
  if (usesPerCustomer === undefined) unreadable['uses_per_customer'] = 'coupon.uses-invalid';
  const body: OfficeCouponInput = {
    code: draft.code.trim().toUpperCase(),
    type: draft.type,
    value: value ?? 0,
    minimum_total: minimum ?? 0,
    valid_from: draft.validFrom || null,
    valid_to: draft.validTo || null,
    total_uses: totalUses ?? null,
    uses_per_customer: usesPerCustomer ?? null,
    branch_ids: [...draft.branchIds],
    is_active: draft.isActive,
    is_archived: draft.isArchived,
  };
  const errors = {
    ...couponProblems({
      code: body.code,
      type: draft.type,
      value: body.value,
      minimum_total_fils: body.minimum_total,
      valid_from: draft.validFrom || null,
      valid_to: draft.validTo || null,
      total_uses: body.total_uses ?? null,
      uses_per_customer: body.uses_per_customer ?? null,
    }),
    ...unreadable,
  };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body };
}
