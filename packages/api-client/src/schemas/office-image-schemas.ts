// The answer of an uploaded picture: its URL at the counter's card size and its pixels.
import * as z from 'zod/mini';
import { integerSchema } from './shared-schemas.js';

/** A stored picture. */
export const officeImageSchema = z.object({
  url: z.string(),
  width: integerSchema,
  height: integerSchema,
});

/** POST /office/images. */
export const officeImageResponseSchema = z.pipe(
  z.object({ data: officeImageSchema }),
  z.transform((value) => value.data),
);

/** A stored picture as the office reads it. */
export type OfficeImage = z.output<typeof officeImageSchema>;
