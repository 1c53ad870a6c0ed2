// Opens the database: PGlite in a data folder (or in memory) by default, PostgreSQL when a
// connection URL is given. Both are driven through the same Drizzle query builder.
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import { DbGate } from './deadline.js';
import { preparedStatementClient } from './pglite-statements.js';
import { PGliteThread } from './pglite-thread.js';

/** The Drizzle database every repository and route uses, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** An open database with its engine and a close function that must always be called. */
export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** The embedded engine (on its own thread), for migrations and backups. */
  readonly pglite?: PGliteThread;
  readonly pool?: pg.Pool;
  /** Aborted when close() starts: long-running work should stop and let it finish. */
  readonly stopping: AbortSignal;
  close(): Promise<void>;
}

/** How long close() waits for queries and transactions to finish or roll back. */
export const CLOSE_WAIT_MS = 2_000;

/** Where the database lives: a PostgreSQL URL, a PGlite data folder, or memory (with an optional snapshot). */
export interface DatabaseOptions {
  readonly databaseUrl?: string | undefined;
  readonly dataDir?: string | undefined;
  readonly snapshot?: Blob | undefined;
  readonly poolSize?: number | undefined;
  /** PostgreSQL: how long a request may wait for a pooled connection (ms). */
  readonly connectTimeoutMs?: number | undefined;
}

// Smaller buffers than PostgreSQL's defaults keep the embedded engine's memory down.
const PGLITE_SETTINGS: readonly string[] = [
  'shared_buffers=16MB',
  'work_mem=4MB',
  'maintenance_work_mem=16MB',
  'wal_buffers=1MB',
];

/**
 * Opens PostgreSQL (when databaseUrl is set) or PGlite, without migrating. A PGlite data
 * folder is locked for this process until close (DataDirLockedError when another holds it).
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // Without it a request waits for a connection for ever while PostgreSQL is away.
      connectionTimeoutMillis: options.connectTimeoutMs ?? 10_000,
    });
    // An idle connection the server drops (a restart, an admin's terminate) must not take the
    // process down: the pool replaces it, and queries in flight fail with their own error.
    pool.on('error', (error) =>
      console.error(`PostgreSQL dropped an idle connection: ${error.message}`),
    );
    const db: Db = drizzleNodePg({ client: pool });
    const stopping = new AbortController();
    let ended: Promise<void> | undefined;
    return {
      db,
      kind: 'postgres',
      pool,
      stopping: stopping.signal,
      close: () => {
        stopping.abort();
        return (ended ??= pool.end());
      },
    };
  }
  // Taken before PGlite touches the folder: a second engine on it would corrupt it.
  const lock = options.dataDir ? lockDataDir(options.dataDir) : undefined;
  let pglite: PGliteThread;
  try {
    pglite = await PGliteThread.start({
      dataDir: options.dataDir,
      snapshot: options.snapshot,
      settings: PGLITE_SETTINGS,
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  // Queries run as cached prepared statements: no re-planning on PGlite's single thread.
  // Drizzle's PGlite driver only calls query() and transaction(), which the wrapper has.
  const gate = new DbGate();
  const client = preparedStatementClient(pglite, undefined, gate) as unknown as PGlite;
  const db: Db = drizzlePglite({ client });
  let closed = false;
  return {
    db,
    kind: 'pglite',
    pglite,
    stopping: gate.signal,
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        // PGlite's close() waits for the query and transaction in progress: first make
        // waiting work give up and running transactions roll back at their next query. An
        // engine that does not let go in time (a statement spinning inside it) has its
        // thread ended: what it had not committed is lost, what it had is in its log.
        if (
          (await gate.stop(CLOSE_WAIT_MS)) &&
          (await settlesWithin(pglite.close(), CLOSE_WAIT_MS))
        )
          return;
        console.error(
          `The database did not stop within ${CLOSE_WAIT_MS} ms; its thread was ended (the write-ahead log keeps every acknowledged write).`,
        );
        await pglite.terminate();
      } finally {
        lock?.release();
      }
    },
  };
}

/** Whether `work` settles within `limitMs` (its failure counts as settled: nothing to wait for). */
async function settlesWithin(work: Promise<unknown>, limitMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const settled = await Promise.race([
    work.then(
      () => true,
      () => true,
    ),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), limitMs);
    }),
  ]);
  clearTimeout(timer);
  return settled;
}
