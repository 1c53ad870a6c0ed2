// Opens the database: PGlite in a data folder (or in memory) by default, PostgreSQL when a
// connection URL is given. Both are driven through the same Drizzle query builder.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import { DbGate } from './deadline.js';
import { preparedStatementClient } from './pglite-statements.js';

/** The Drizzle database every repository and route uses, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** An open database with its engine and a close function that must always be called. */
export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  readonly pglite?: PGlite;
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
const PGLITE_SETTINGS = [
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
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
      extensions: { pg_trgm },
      postgresqlconf: PGLITE_SETTINGS,
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
        // waiting work give up and running transactions roll back at their next query.
        if (!(await gate.stop(CLOSE_WAIT_MS)))
          throw new Error(
            `Database work did not stop within ${CLOSE_WAIT_MS} ms; the database was not closed (its write-ahead log keeps every acknowledged write).`,
          );
        await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}
