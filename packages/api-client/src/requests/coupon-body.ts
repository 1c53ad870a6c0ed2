// The office's coupon body: hundredths of a percent or fils turned into the API's percent or AED.
import { filsToAed } from '@lamaa/domain';
import type { components } from '../generated/api.js';

type Wire = components['schemas'];

/** A coupon as the office sends it: value in hundredths of a percent or fils, total in fils. */
export type OfficeCouponInput = Omit<Wire['OfficeCouponInput'], 'value' | 'minimum_total'> & {
  value: number;
  minimum_total: number;
};

/** The body of POST /office/coupons and PUT /office/coupons/{id}. */
export function toCouponBody(input: OfficeCouponInput): Wire['OfficeCouponInput'] {
  // A hundredth of a percent and a fils are both the wire value / 100.
  return { ...input, value: filsToAed(input.value), minimum_total: filsToAed(input.minimum_total) };
}
