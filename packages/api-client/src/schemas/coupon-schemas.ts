// The office's coupons: the value read as hundredths (of a percent, or of an AED: fils), the
// minimum total as fils.
import * as z from 'zod/mini';
import { filsSchema, idSchema, integerSchema, orNull } from './shared-schemas.js';

const nullableCount = orNull(integerSchema);

/** A coupon with the conditions of its use. */
export const officeCouponSchema = z.object({
  id: idSchema,
  code: z.string(),
  type: z.enum(['Percentage', 'Fixed']),
  /** Hundredths of a percent for 'Percentage', fils for 'Fixed' (both are the wire value × 100). */
  value: filsSchema,
  minimum_total: filsSchema,
  valid_from: orNull(z.string()),
  valid_to: orNull(z.string()),
  total_uses: nullableCount,
  uses_per_customer: nullableCount,
  branch_ids: z.array(idSchema),
  is_active: z.boolean(),
  is_archived: z.boolean(),
});

const dataOf = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.object({ data: item }),
    z.transform((value) => (value as { data: z.output<T> }).data),
  );

/** GET /office/coupons. */
export const officeCouponListSchema = dataOf(z.array(officeCouponSchema));
/** POST /office/coupons and PUT /office/coupons/{id}. */
export const officeCouponResponseSchema = dataOf(officeCouponSchema);

/** A coupon as the office reads it (value in hundredths, minimum total in fils). */
export type OfficeCoupon = z.output<typeof officeCouponSchema>;
