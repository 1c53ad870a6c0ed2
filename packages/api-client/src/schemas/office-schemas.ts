// The back office's answers: the business, its branches, its staff with their set-password
// links, and the audit log.
import { AUDIT_ACTIONS, AUDIT_SUBJECTS, BRANCH_TIME_ZONES, EMIRATES, ROLES } from '@lamaa/domain';
import * as z from 'zod/mini';
import { namedItemSchema } from './meta-schemas.js';
import {
  idSchema,
  integerSchema,
  localizedTextSchema,
  nameSchema,
  orNull,
} from './shared-schemas.js';

/** The business's legal and tax details. */
export const officeBusinessSchema = z.object({
  id: idSchema,
  legal_name: localizedTextSchema,
  address: z.string(),
  trn: orNull(z.string()),
  vat_registered: z.boolean(),
  prices_include_vat: z.boolean(),
  logo_url: orNull(z.string()),
});

/** A branch with its place, time zone and phone. */
export const officeBranchSchema = z.object({
  id: idSchema,
  name: localizedTextSchema,
  emirate: orNull(z.enum(EMIRATES)),
  city: orNull(z.string()),
  address: z.string(),
  time_zone: z.enum(BRANCH_TIME_ZONES),
  phone: z.string(),
});

/** An employee as the office lists them. */
export const officeEmployeeSchema = z.object({
  id: idSchema,
  name: localizedTextSchema,
  email: z.string(),
  role: z.enum(ROLES),
  branch_id: orNull(idSchema),
  branch: orNull(z.object({ id: idSchema, name: nameSchema })),
  active: z.boolean(),
  has_password: z.optional(z.boolean()),
  has_pin: z.optional(z.boolean()),
});

/**
 * A one-time set-password link: the token, where the app reads it, when it dies, and whether
 * the server also e-mailed it.
 */
export const passwordLinkSchema = z.object({
  token: z.string().check(z.minLength(1)),
  path: z.string(),
  expires_at: z.string(),
  mail: z.enum(['sent', 'failed', 'off']),
});

/** One audit row: who changed what, when (also in the branch's zone), before and after. */
export const auditEntrySchema = z.object({
  id: idSchema,
  at: z.string(),
  local_time: z.string(),
  time_zone: z.enum(BRANCH_TIME_ZONES),
  employee: orNull(namedItemSchema),
  branch: orNull(namedItemSchema),
  action: z.enum(AUDIT_ACTIONS),
  subject: z.object({ type: z.enum(AUDIT_SUBJECTS), id: idSchema }),
  before: orNull(z.record(z.string(), z.unknown())),
  after: orNull(z.record(z.string(), z.unknown())),
  /** On an `approval.issue` row: spent, expired unspent, or still open. */
  approval_status: z.optional(z.enum(['used', 'unused', 'open'])),
});

const dataOf = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.object({ data: item }),
    z.transform((value) => (value as { data: z.output<T> }).data),
  );

/** GET and PUT /office/business. */
export const officeBusinessResponseSchema = dataOf(officeBusinessSchema);
/** GET /office/branches. */
export const officeBranchListSchema = dataOf(z.array(officeBranchSchema));
/** POST /office/branches and PUT /office/branches/{id}. */
export const officeBranchResponseSchema = dataOf(officeBranchSchema);
/** GET /office/employees. */
export const officeEmployeeListSchema = dataOf(z.array(officeEmployeeSchema));
/** PATCH /office/employees/{id}. */
export const officeEmployeeResponseSchema = dataOf(officeEmployeeSchema);
/** POST /office/employees: the employee and their first set-password link. */
export const officeEmployeeCreatedSchema = z.object({
  data: officeEmployeeSchema,
  password_link: passwordLinkSchema,
});
/** POST /office/employees/{id}/password-link. */
export const passwordLinkResponseSchema = dataOf(passwordLinkSchema);
/** GET /office/audit: a page of rows, newest first. */
export const auditPageSchema = z.object({
  data: z.array(auditEntrySchema),
  current_page: integerSchema,
  per_page: integerSchema,
  total: integerSchema,
  last_page: integerSchema,
});

/** Business as read. */
export type OfficeBusiness = z.output<typeof officeBusinessSchema>;
/** Branch as the office reads it. */
export type OfficeBranch = z.output<typeof officeBranchSchema>;
/** Employee as the office reads them. */
export type OfficeEmployee = z.output<typeof officeEmployeeSchema>;
/** Set-password link as read. */
export type PasswordLink = z.output<typeof passwordLinkSchema>;
/** Audit row as read. */
export type AuditEntry = z.output<typeof auditEntrySchema>;
/** Audit page as read. */
export type AuditPage = z.output<typeof auditPageSchema>;
