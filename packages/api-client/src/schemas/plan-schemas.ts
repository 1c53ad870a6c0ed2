// Plans and the entitlements a vehicle holds, money read as fils.
import { ENTITLEMENT_STATUSES, PLAN_KINDS } from '@lamaa/domain';
import * as z from 'zod/mini';
import {
  idSchema,
  integerSchema,
  localizedTextSchema,
  nullableFilsSchema,
  orNull,
} from './shared-schemas.js';
import { officeGroupPriceSchema } from './office-catalogue-schemas.js';

const nullableCount = orNull(integerSchema);

/** The most redemptions per period; null is no limit. */
export const planLimitsSchema = z.object({
  day: nullableCount,
  week: nullableCount,
  month: nullableCount,
});

/** A covered service option for one car group. */
export const planCoverageSchema = z.object({ option_id: idSchema, car_group_id: integerSchema });

/** A plan, as the office and the counter read it. */
export const planSchema = z.object({
  id: idSchema,
  name: localizedTextSchema,
  kind: z.enum(PLAN_KINDS),
  uses: nullableCount,
  value: nullableFilsSchema,
  validity: z.object({ unit: z.enum(['days', 'months']), count: integerSchema }),
  limits: planLimitsSchema,
  coverage: z.array(planCoverageSchema),
  branch_ids: z.array(idSchema),
  prices: z.array(officeGroupPriceSchema),
  is_archived: z.boolean(),
});

/** A plan held by a vehicle, with its balance and where it stands today. */
export const entitlementSchema = z.object({
  id: idSchema,
  plan_id: idSchema,
  car_id: idSchema,
  name: localizedTextSchema,
  kind: z.enum(PLAN_KINDS),
  status: z.enum(ENTITLEMENT_STATUSES),
  starts_on: z.string(),
  ends_on: z.string(),
  uses_total: nullableCount,
  uses_left: nullableCount,
  value_total: nullableFilsSchema,
  value_left: nullableFilsSchema,
  frozen_on: orNull(z.string()),
  cancelled_on: orNull(z.string()),
  limits: planLimitsSchema,
  coverage: z.array(planCoverageSchema),
  branch_ids: z.array(idSchema),
});

const dataOf = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.object({ data: item }),
    z.transform((value) => (value as { data: z.output<T> }).data),
  );

/** GET /office/plans and GET /pos/plans. */
export const planListSchema = dataOf(z.array(planSchema));
/** POST /office/plans and PUT /office/plans/{id}. */
export const planResponseSchema = dataOf(planSchema);
/** GET /pos/cars/{id}/entitlements. */
export const entitlementListSchema = dataOf(z.array(entitlementSchema));

/** A plan as read (fils). */
export type Plan = z.output<typeof planSchema>;
/** An entitlement as read (fils). */
export type Entitlement = z.output<typeof entitlementSchema>;
