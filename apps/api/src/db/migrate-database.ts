// Applies the committed drizzle-kit migrations (./drizzle) to an open database.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './database.js';

// From src/db/ in development, from dist/ once bundled.
const migrationsFolder =
  ['../../drizzle', '../drizzle']
    .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
    .find((folder) => existsSync(folder)) ??
  fileURLToPath(new URL('../../drizzle', import.meta.url));
// Any fixed number: several API processes starting together migrate one at a time.
const MIGRATION_LOCK = 472_193;

/** Brings the schema up to date; on PostgreSQL under an advisory lock so processes do not race. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.pglite) {
    // The engine's thread speaks PGlite's query() and transaction(), all the migrator calls.
    const client = database.pglite as unknown as PGlite;
    await migratePglite(drizzlePglite({ client }), { migrationsFolder });
    return;
  }
  if (!database.pool) throw new Error('The database has neither PGlite nor a PostgreSQL pool.');
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
