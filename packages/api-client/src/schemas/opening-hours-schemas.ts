// The answer of a branch's opening hours for one location type.
import { BRANCH_TIME_ZONES } from '@lamaa/domain';
import * as z from 'zod/mini';
import { idSchema, integerSchema, orNull } from './shared-schemas.js';

const openHoursSchema = z.object({ from: z.string(), to: z.string() });

/** A branch's week (Sunday first), slot length and capacity, closed dates and special hours. */
export const openingHoursSchema = z.object({
  branch_id: idSchema,
  type: z.enum(['in_shop', 'remote']),
  time_zone: z.enum(BRANCH_TIME_ZONES),
  today: z.string(),
  weekly: z.array(orNull(openHoursSchema)),
  slot_minutes: integerSchema,
  capacity: integerSchema,
  closed_dates: z.array(z.string()),
  special_hours: z.array(z.object({ date: z.string(), from: z.string(), to: z.string() })),
});

/** GET and PUT /office/opening-hours. */
export const openingHoursResponseSchema = z.pipe(
  z.object({ data: openingHoursSchema }),
  z.transform((value) => value.data),
);

/** A branch's opening hours as read. */
export type OpeningHoursAnswer = z.output<typeof openingHoursSchema>;
