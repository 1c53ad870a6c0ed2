// Sold plans as the office manages them, and the plan report, money read as fils.
import * as z from 'zod/mini';
import { entitlementSchema } from './plan-schemas.js';
import { refundSchema } from './refund-schemas.js';
import {
  filsSchema,
  idSchema,
  integerSchema,
  localizedTextSchema,
  nullableFilsSchema,
  orNull,
} from './shared-schemas.js';
import { creditNoteRefSchema } from './tax-schemas.js';

/** A vehicle named by its plate. */
export const plateRefSchema = z.object({ id: idSchema, code: z.string(), numbers: z.string() });

/** The customer a sold plan belongs to. */
export const planCustomerSchema = z.object({ id: idSchema, name: z.string(), phone: z.string() });

/** A sold plan with what was paid, its vehicle, its customer and their vehicles. */
export const soldPlanSchema = z.extend(entitlementSchema, {
  price: filsSchema,
  refund_if_cancelled: filsSchema,
  vehicle: plateRefSchema,
  customer: planCustomerSchema,
  customer_vehicles: z.array(plateRefSchema),
});

/** The plan report: active plans, redemptions by branch and day, expiring soon, liability. */
export const planReportSchema = z.object({
  today: z.string(),
  period: z.object({ from: z.string(), to: z.string() }),
  active: z.object({
    total: integerSchema,
    frozen: integerSchema,
    plans: z.array(
      z.object({ plan_id: idSchema, name: localizedTextSchema, count: integerSchema }),
    ),
  }),
  redemptions: z.array(
    z.object({
      branch_id: orNull(idSchema),
      branch_name: orNull(localizedTextSchema),
      day: z.string(),
      count: integerSchema,
      value: filsSchema,
    }),
  ),
  expiring: z.array(
    z.object({
      id: idSchema,
      name: localizedTextSchema,
      ends_on: z.string(),
      uses_left: orNull(integerSchema),
      value_left: nullableFilsSchema,
      vehicle: plateRefSchema,
      customer: planCustomerSchema,
    }),
  ),
  liability: filsSchema,
});

const dataOf = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.object({ data: item }),
    z.transform((value) => (value as { data: z.output<T> }).data),
  );

/** GET /office/entitlements. */
export const soldPlanListSchema = dataOf(z.array(soldPlanSchema));
/** The freeze, unfreeze and transfer answers. */
export const entitlementResponseSchema = dataOf(entitlementSchema);
/** POST /office/entitlements/{id}/cancel: the plan, and its refund and credit note (or null). */
export const planCancelResponseSchema = dataOf(
  z.object({
    entitlement: entitlementSchema,
    refund: orNull(refundSchema),
    credit_note: orNull(creditNoteRefSchema),
  }),
);
/** GET /office/plan-report. */
export const planReportResponseSchema = dataOf(planReportSchema);

/** A sold plan as read (fils). */
export type SoldPlan = z.output<typeof soldPlanSchema>;
/** A cancelled plan with its refund and credit note, as read (fils). */
export type PlanCancelled = z.output<typeof planCancelResponseSchema>;
/** The plan report as read (fils). */
export type PlanReport = z.output<typeof planReportSchema>;
