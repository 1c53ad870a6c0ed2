// Health, and the test hooks a test server may switch on (LAMAA_TEST_HOOKS=1, never in
// production).
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { probeDatabase } from '../db/health-probe.js';
import { ApiError } from '../http/api-error.js';
import type { AppEnv } from '../http/app-env.js';
import { DATABASE_RETRY_AFTER_S } from '../http/json-errors.js';

/** The longest hold the test hook accepts. */
const MAX_HOLD_MS = 120_000;

/** Resolves after `ms`, or at once when `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}

/** The routes of the system tag, and /api/test/* when `testHooks` is set. */
export function systemRoutes(options: { testHooks?: boolean }): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/health', async (c) => {
    // Answers within HEALTH_PROBE_MS even when the database is stuck or queued up.
    const database = await probeDatabase(c.var.database);
    if (database === 'ok') return c.json({ status: 'ok' as const, version: '1.0.0', database });
    c.header('Retry-After', String(DATABASE_RETRY_AFTER_S));
    return c.json({ status: 'degraded' as const, version: '1.0.0', database }, 503);
  });
  if (!options.testHooks) return routes;
  // Holds the database inside a transaction for `ms`, as a slow request would: everything
  // else waits behind it. The request itself answers 503 when its deadline passes first; the
  // transaction then rolls back at its next query, after `ms` or when the database closes.
  routes.post('/test/hold-database', async (c) => {
    const ms = holdMs(c.req.query('ms'));
    const { database } = c.var;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await pause(ms, database.stopping);
      await tx.execute(sql`select 1`);
    });
    return c.json({ held: ms });
  });
  // Keeps the engine itself busy for `ms` (a statement sleeping inside PostgreSQL), the way a
  // statement spinning in PGlite's WebAssembly would: only the engine's thread is stuck.
  routes.post('/test/spin-database', async (c) => {
    const ms = holdMs(c.req.query('ms'));
    await c.var.database.db.execute(sql`select pg_sleep(${ms / 1000})`);
    return c.json({ spun: ms });
  });
  return routes;
}

/** The `ms` query parameter of the hooks: a whole number up to MAX_HOLD_MS. */
function holdMs(given: string | undefined): number {
  const ms = Number(given);
  if (!Number.isInteger(ms) || ms < 0 || ms > MAX_HOLD_MS)
    throw new ApiError(422, 'validation.failed', {
      errors: { ms: [`ms must be a whole number from 0 to ${MAX_HOLD_MS}.`] },
    });
  return ms;
}
