// Responses of sign-in and the employee profile.
import { z } from 'zod';
import { entityOf, idSchema, listOf, nameSchema } from './shared-schemas.js';

/** A branch: id and bilingual name (plain-string names are read as English). */
export const branchSchema = z.object({ id: idSchema, name: nameSchema });

/** The branches list, bare or in a data wrapper. */
export const branchListSchema = listOf(branchSchema);

/** The signed-in employee; `name` is always read as `{ en, ar }`. */
export const userSchema = z.object({
  id: idSchema,
  name: nameSchema,
  email: z.string(),
  business_id: idSchema,
  branch_id: idSchema.nullish().transform((value) => value ?? null),
  branch: z
    .object({ id: idSchema.optional(), name: nameSchema })
    .nullish()
    .transform((value) => value ?? null),
});

/** The answer of POST /pos/login: a session token and the employee. */
export const loginResponseSchema = z.object({ token: z.string().min(1), user: userSchema });

/** The answer of POST /pos/user, bare or in a data wrapper. */
export const profileResponseSchema = entityOf(userSchema);

/** Branch as read. */
export type Branch = z.output<typeof branchSchema>;
/** Employee as read. */
export type User = z.output<typeof userSchema>;
/** Login answer as read. */
export type LoginResponse = z.output<typeof loginResponseSchema>;
