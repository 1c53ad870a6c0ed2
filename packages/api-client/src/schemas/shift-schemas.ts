// The answers of cash shifts: the open shifts, a movement, the X or Z report (money read as
// fils) and the business's shift settings.
import { CASH_MOVEMENT_REASONS } from '@lamaa/domain';
import * as z from 'zod/mini';
import {
  filsSchema,
  idSchema,
  integerSchema,
  nullableFilsSchema,
  optionalTextSchema,
  orNull,
} from './shared-schemas.js';

const dataOf = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.object({ data: item }),
    z.transform((value) => (value as { data: z.output<T> }).data),
  );

/** An open shift. */
export const shiftSchema = z.object({
  id: idSchema,
  vault_id: idSchema,
  vault_title: z.string(),
  branch_id: orNull(integerSchema),
  opened_by: idSchema,
  opened_at: z.string(),
  float: filsSchema,
});

/** GET /pos/shifts/open. */
export const shiftListResponseSchema = dataOf(z.array(shiftSchema));
/** POST /pos/shifts. */
export const shiftResponseSchema = dataOf(shiftSchema);

const personSchema = orNull(z.object({ id: idSchema, name: z.string(), name_ar: z.string() }));
const countsSchema = z.record(z.string(), integerSchema);

/** A cash movement. */
export const shiftMovementSchema = z.object({
  id: idSchema,
  shift_id: z.optional(idSchema),
  reason: z.enum(CASH_MOVEMENT_REASONS),
  amount: filsSchema,
  note: optionalTextSchema,
  employee: z.optional(personSchema),
  created_at: z.string(),
});

/** POST /pos/shifts/{id}/movements. */
export const shiftMovementResponseSchema = dataOf(shiftMovementSchema);

const countLine = z.object({ count: integerSchema, amount: filsSchema });

/** An X report (open shift) or a Z report (closed), money in fils. */
export const shiftReportSchema = z.object({
  id: idSchema,
  kind: z.enum(['X', 'Z']),
  z_number: orNull(integerSchema),
  status: z.enum(['open', 'closed']),
  vault: z.object({ id: idSchema, title: z.string() }),
  branch_id: z.optional(orNull(integerSchema)),
  opened_by: personSchema,
  opened_at: z.string(),
  closed_by: personSchema,
  closed_at: orNull(z.string()),
  float: filsSchema,
  float_counts: z.optional(orNull(countsSchema)),
  sales: z.array(z.object({ method: z.string(), count: integerSchema, amount: filsSchema })),
  refunds: countLine,
  voids: countLine,
  discounts: filsSchema,
  vat: filsSchema,
  cash: z.object({
    tendered: filsSchema,
    change: filsSchema,
    cash_sales: filsSchema,
    refunds: filsSchema,
    cash_in: filsSchema,
    cash_out: filsSchema,
    expected: filsSchema,
  }),
  movements: z.array(shiftMovementSchema),
  counted: nullableFilsSchema,
  counted_counts: z.optional(orNull(countsSchema)),
  variance: nullableFilsSchema,
  variance_reason: optionalTextSchema,
  approved_by: personSchema,
  first_invoice: optionalTextSchema,
  last_invoice: optionalTextSchema,
  report_url: optionalTextSchema,
});

/** GET /pos/shifts/{id} and POST /pos/shifts/{id}/close. */
export const shiftReportResponseSchema = dataOf(shiftReportSchema);

/** The business's shift settings (the threshold in fils). */
export const shiftSettingsSchema = z.object({
  cash_needs_shift: z.boolean(),
  variance_threshold: filsSchema,
});

/** GET /pos/shift-settings and PUT /office/shift-settings. */
export const shiftSettingsResponseSchema = dataOf(shiftSettingsSchema);

/** A shift as the office lists it, money in fils. */
export const officeShiftSchema = z.object({
  id: idSchema,
  status: z.enum(['open', 'closed']),
  z_number: orNull(integerSchema),
  branch: orNull(z.object({ id: idSchema, name: z.string(), name_ar: z.string() })),
  vault: z.object({ id: idSchema, title: z.string(), title_ar: z.string() }),
  time_zone: z.string(),
  opened_by: personSchema,
  opened_at: z.string(),
  opened_local: z.string(),
  closed_by: personSchema,
  closed_at: orNull(z.string()),
  closed_local: optionalTextSchema,
  float: filsSchema,
  expected: filsSchema,
  counted: nullableFilsSchema,
  variance: nullableFilsSchema,
  variance_reason: optionalTextSchema,
  over_threshold: z.boolean(),
  approved_by: personSchema,
  report_url: optionalTextSchema,
});

/** GET /office/shifts: the period, the threshold (fils) and the shifts, newest first. */
export const officeShiftListResponseSchema = dataOf(
  z.object({
    from: z.string(),
    to: z.string(),
    variance_threshold: filsSchema,
    shifts: z.array(officeShiftSchema),
  }),
);

/** An open shift as read. */
export type OpenShift = z.output<typeof shiftSchema>;
/** A shift report as read. */
export type ShiftReportAnswer = z.output<typeof shiftReportSchema>;
/** A cash movement as read. */
export type ShiftMovementAnswer = z.output<typeof shiftMovementSchema>;
/** Shift settings as read. */
export type ShiftSettingsAnswer = z.output<typeof shiftSettingsSchema>;
/** A shift of the office's list as read. */
export type OfficeShiftAnswer = z.output<typeof officeShiftSchema>;
/** The office's list of shifts as read. */
export type OfficeShiftListAnswer = z.output<typeof officeShiftListResponseSchema>;
