// Whether the database answers, found out within a bounded time whatever it is doing: the
// answer of GET /api/health. One probe query at a time per database, so a health check
// polled while the database is stuck never piles queries into its queue.
import { sql } from 'drizzle-orm';
import type { Database } from './database.js';
import { classifyDatabaseError, withoutDeadline } from './deadline.js';

/** What the probe found: answering, not answering in time, or not reachable. */
export type DatabaseHealth = 'ok' | 'timeout' | 'down';

/** How long a health check waits for the database; well under the 1 s it must answer in. */
export const HEALTH_PROBE_MS = 500;

const pending = new WeakMap<Database, Promise<DatabaseHealth>>();

/**
 * Runs `select 1` (or joins the one in flight) and answers within `limitMs`. The embedded
 * engine answers one statement at a time, so at a busy counter a probe queues behind the
 * cashiers' work: an answer the engine gave in the last `limitMs` already says it answers.
 */
export function probeDatabase(
  database: Database,
  limitMs = HEALTH_PROBE_MS,
): Promise<DatabaseHealth> {
  if (database.pglite?.answeredWithin(limitMs)) return Promise.resolve('ok');
  let probe = pending.get(database);
  if (!probe) {
    probe = withoutDeadline(() => database.db.execute(sql`select 1`)).then(
      (): DatabaseHealth => 'ok',
      (error: unknown): DatabaseHealth =>
        classifyDatabaseError(error) === 'timeout' ? 'timeout' : 'down',
    );
    pending.set(database, probe);
    const started = probe;
    void started.then(() => {
      if (pending.get(database) === started) pending.delete(database);
    });
  }
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    probe,
    new Promise<DatabaseHealth>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), limitMs);
    }),
  ]).finally(() => clearTimeout(timer));
}
