// Time slots and place search.
import * as z from 'zod/mini';
import { listOf, nullableStringishSchema, orNull } from './shared-schemas.js';

/** One time slot of a day. */
export const timeSlotSchema = z.object({
  from: z.string(),
  to: z.string(),
  available: z.boolean(),
});

/** A day with its slots. */
export const availabilityDaySchema = z.object({ date: z.string(), slots: z.array(timeSlotSchema) });

/** GET /pos/availability, bare or wrapped. */
export const availabilityListSchema = listOf(availabilityDaySchema);

/** A place found by search, with its distance in km when known. */
export const placeSchema = z.object({
  name: z.string(),
  address: z.object({
    label: z.string(),
    id: nullableStringishSchema,
    distance: orNull(z.coerce.number()),
  }),
  position: z.object({ lat: z.coerce.number(), lng: z.coerce.number() }),
});

/** GET /utils/places, bare or wrapped. */
export const placeListSchema = listOf(placeSchema);

/** Time slot as read. */
export type TimeSlot = z.output<typeof timeSlotSchema>;
/** Day of availability as read. */
export type AvailabilityDay = z.output<typeof availabilityDaySchema>;
/** Place as read. */
export type Place = z.output<typeof placeSchema>;
