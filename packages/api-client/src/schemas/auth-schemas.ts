// Responses of sign-in and the employee profile.
import { ROLES } from '@lamaa/domain';
import * as z from 'zod/mini';
import { entityOf, idSchema, nameSchema, orNull } from './shared-schemas.js';

/** The signed-in employee; `name` is always read as `{ en, ar }`. */
export const userSchema = z.object({
  id: idSchema,
  name: nameSchema,
  email: z.string(),
  business_id: idSchema,
  branch_id: orNull(idSchema),
  branch: orNull(z.object({ id: z.optional(idSchema), name: nameSchema })),
  role: z.optional(z.enum(ROLES)),
  /** The branch's IANA zone; absent from older servers (the domain's userTimeZone falls back). */
  time_zone: z.optional(z.string().check(z.minLength(1))),
  business_name: z.optional(z.string()),
  logo_url: orNull(z.string()),
});

/** The answer of POST /pos/login: a session token and the employee. */
export const loginResponseSchema = z.object({
  token: z.string().check(z.minLength(1)),
  user: userSchema,
});

/** The answer of POST /pos/user, bare or in a data wrapper. */
export const profileResponseSchema = entityOf(userSchema);

/** Employee as read. */
export type User = z.output<typeof userSchema>;
/** Login answer as read. */
export type LoginResponse = z.output<typeof loginResponseSchema>;
