// Reads the server's settings from the environment, with the defaults of a demo on a laptop.
import { fileURLToPath } from 'node:url';

/**
 * Which demo data an empty embedded database receives: the demo, the demo with 2,000 more
 * services and products (catalogue), the demo with 100,000 orders (scale), or nothing.
 */
export type SeedMode = 'demo' | 'catalogue' | 'scale' | 'none';

/** Everything the server reads from its environment. */
export interface ApiConfig {
  readonly port: number;
  readonly host: string;
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly seed: SeedMode;
  readonly posDist: string;
  readonly intakeDist: string;
  readonly officeDist: string;
  readonly trustProxy: boolean;
  /** How long a request may wait for the database before it answers 503 (LAMAA_DB_DEADLINE_MS). */
  readonly dbDeadlineMs: number;
  /** Test-only routes under /api/test (LAMAA_TEST_HOOKS=1); never set in production. */
  readonly testHooks: boolean;
  /** The mail server for set-password links, `smtp://user:pass@host:587` (LAMAA_SMTP_URL). */
  readonly smtpUrl: string | undefined;
  /** The sender of Lamaa's e-mail (LAMAA_MAIL_FROM). */
  readonly mailFrom: string;
  /** The address people open Lamaa at, for links in e-mail (LAMAA_PUBLIC_URL). */
  readonly publicUrl: string | undefined;
}

/** The default of LAMAA_DB_DEADLINE_MS. */
export const DEFAULT_DB_DEADLINE_MS = 10_000;

const appRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Builds the configuration from environment variables (PORT, DATABASE_URL, LAMAA_DATA_DIR, LAMAA_SEED...). */
export function readConfig(
  env: NodeJS.ProcessEnv = process.env,
  argv: readonly string[] = [],
): ApiConfig {
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  const seedFlag = argv.includes('--scale') ? 'scale' : env.LAMAA_SEED;
  const seed: SeedMode =
    seedFlag === 'scale' || seedFlag === 'catalogue' || seedFlag === 'none'
      ? seedFlag
      : databaseUrl
        ? 'none'
        : 'demo';
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    dataDir: env.LAMAA_DATA_DIR ?? `${appRoot}.data/pglite`,
    seed,
    posDist: env.LAMAA_POS_DIST ?? `${repoRoot}apps/pos/dist`,
    intakeDist: env.LAMAA_INTAKE_DIST ?? `${repoRoot}apps/intake/dist`,
    officeDist: env.LAMAA_OFFICE_DIST ?? `${repoRoot}apps/office/dist`,
    trustProxy: env.LAMAA_TRUST_PROXY === '1',
    dbDeadlineMs: positiveInteger(env.LAMAA_DB_DEADLINE_MS) ?? DEFAULT_DB_DEADLINE_MS,
    testHooks: env.LAMAA_TEST_HOOKS === '1',
    smtpUrl: env.LAMAA_SMTP_URL?.trim() || undefined,
    mailFrom: env.LAMAA_MAIL_FROM?.trim() || 'Lamaa <no-reply@localhost>',
    publicUrl: env.LAMAA_PUBLIC_URL?.trim() || undefined,
  };
}

function positiveInteger(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d+$/.test(text.trim())) return undefined;
  const value = Number(text);
  return value > 0 ? value : undefined;
}
