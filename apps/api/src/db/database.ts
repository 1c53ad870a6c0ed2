// Opens the database: PGlite in a data folder (or in memory) by default, PostgreSQL when a
// connection URL is given. Both are driven through the same Drizzle query builder.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import { preparedStatementClient } from './pglite-statements.js';

/** The Drizzle database every repository and route uses, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** An open database with its engine and a close function that must always be called. */
export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  readonly pglite?: PGlite;
  readonly pool?: pg.Pool;
  close(): Promise<void>;
}

/** Where the database lives: a PostgreSQL URL, a PGlite data folder, or memory (with an optional snapshot). */
export interface DatabaseOptions {
  readonly databaseUrl?: string | undefined;
  readonly dataDir?: string | undefined;
  readonly snapshot?: Blob | undefined;
  readonly poolSize?: number | undefined;
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
    });
    // An idle connection the server drops (a restart, an admin's terminate) must not take the
    // process down: the pool replaces it, and queries in flight fail with their own error.
    pool.on('error', (error) =>
      console.error(`PostgreSQL dropped an idle connection: ${error.message}`),
    );
    const db: Db = drizzleNodePg({ client: pool });
    return { db, kind: 'postgres', pool, close: () => pool.end() };
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
  const client = preparedStatementClient(pglite) as unknown as PGlite;
  const db: Db = drizzlePglite({ client });
  let closed = false;
  return {
    db,
    kind: 'pglite',
    pglite,
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}
