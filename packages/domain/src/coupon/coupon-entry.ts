// What the office may save as a coupon: a code, a percentage (in hundredths of a percent) or a
// fixed amount (in fils), a minimum order total, a validity window, use limits and branches.
import { MAX_UNIT_PRICE_FILS } from '../constants/money-limits.js';
import { isLocalDate } from '../time/local-date.js';

/** The longest coupon code. */
export const COUPON_CODE_MAX_LENGTH = 32;
/** 100 % in hundredths of a percent, the largest percentage value. */
export const COUPON_PERCENT_MAX = 10_000;
/** The largest use limit (in all or per customer). */
export const COUPON_USES_MAX = 1_000_000;

/** Why a coupon entry is refused (the server adds `coupon.code-taken`). */
export type CouponEntryCode =
  | 'coupon.code-required'
  | 'coupon.code-invalid'
  | 'coupon.code-taken'
  | 'coupon.value-invalid'
  | 'coupon.percent-too-large'
  | 'coupon.amount-too-large'
  | 'coupon.minimum-invalid'
  | 'coupon.date-invalid'
  | 'coupon.dates-reversed'
  | 'coupon.uses-invalid';

/** A coupon as the office saves it; null means no limit. */
export interface CouponEntry {
  readonly code: string;
  readonly type: 'Percentage' | 'Fixed';
  /** Hundredths of a percent for 'Percentage', fils for 'Fixed'. */
  readonly value: number;
  readonly minimum_total_fils: number;
  readonly valid_from: string | null;
  readonly valid_to: string | null;
  readonly total_uses: number | null;
  readonly uses_per_customer: number | null;
}

/** Field (as the request spells it) to what is wrong there. */
export type CouponProblems = Record<string, CouponEntryCode>;

/** Letters, digits, dash and underscore: what a cashier can type and read out. */
const CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

function codeProblem(code: string): CouponEntryCode | null {
  const trimmed = code.trim();
  if (trimmed === '') return 'coupon.code-required';
  if (trimmed.length > COUPON_CODE_MAX_LENGTH || !CODE_PATTERN.test(trimmed))
    return 'coupon.code-invalid';
  return null;
}

function valueProblem(entry: CouponEntry): CouponEntryCode | null {
  if (!Number.isSafeInteger(entry.value) || entry.value <= 0) return 'coupon.value-invalid';
  if (entry.type === 'Percentage' && entry.value > COUPON_PERCENT_MAX)
    return 'coupon.percent-too-large';
  if (entry.type === 'Fixed' && entry.value > MAX_UNIT_PRICE_FILS) return 'coupon.amount-too-large';
  return null;
}

const isUseLimit = (uses: number | null) =>
  uses === null || (Number.isSafeInteger(uses) && uses >= 1 && uses <= COUPON_USES_MAX);

/**
 * Every field of a coupon entry that may not be saved, with its code; empty when it may.
 * @example couponProblems({ ...entry, type: 'Percentage', value: 12_000 }) // { value: 'coupon.percent-too-large' }
 */
export function couponProblems(entry: CouponEntry): CouponProblems {
  const problems: CouponProblems = {};
  const code = codeProblem(entry.code);
  if (code) problems['code'] = code;
  const value = valueProblem(entry);
  if (value) problems['value'] = value;
  if (
    !Number.isSafeInteger(entry.minimum_total_fils) ||
    entry.minimum_total_fils < 0 ||
    entry.minimum_total_fils > MAX_UNIT_PRICE_FILS
  )
    problems['minimum_total'] = 'coupon.minimum-invalid';
  const fromOk = entry.valid_from === null || isLocalDate(entry.valid_from);
  const toOk = entry.valid_to === null || isLocalDate(entry.valid_to);
  if (!fromOk) problems['valid_from'] = 'coupon.date-invalid';
  if (!toOk) problems['valid_to'] = 'coupon.date-invalid';
  if (
    fromOk &&
    toOk &&
    entry.valid_from !== null &&
    entry.valid_to !== null &&
    entry.valid_to < entry.valid_from
  )
    problems['valid_to'] = 'coupon.dates-reversed';
  if (!isUseLimit(entry.total_uses)) problems['total_uses'] = 'coupon.uses-invalid';
  if (!isUseLimit(entry.uses_per_customer)) problems['uses_per_customer'] = 'coupon.uses-invalid';
  return problems;
}
