// The Hono environment shared by every route: the signed-in employee and the services.
import type { Role } from '@lamaa/domain';
import type { Database } from '../db/database.js';
import type { MailSettings } from '../mail/password-link-mail.js';
import type { SessionCache } from '../services/session-cache.js';

/** Who is calling: set by requireAuth from the session token. */
export interface AuthContext {
  readonly employeeId: number;
  readonly businessId: number;
  readonly branchId: number | null;
  readonly role: Role;
  /** The IANA time zone of the employee's branch (the business default without one). */
  readonly timeZone: string;
  readonly tokenHash: string;
}

/** What routes can read from the context. */
export interface AppVariables {
  auth: AuthContext;
  database: Database;
  /** Present on PGlite (one process) only. */
  sessionCache: SessionCache | undefined;
  /** Present when a mail server is configured (LAMAA_SMTP_URL). */
  mail: MailSettings | undefined;
}

/** The Hono generic for this app. */
export interface AppEnv {
  Variables: AppVariables;
}
