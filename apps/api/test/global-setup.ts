// Prepares the database every contract test file starts from, once per run: a migrated,
// seeded PGlite snapshot, or (for the postgres project) a seeded template database on a
// throwaway PostgreSQL cluster, or on DATABASE_URL's server when it is given.
import { writeFileSync, rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.js';
import { migrateDatabase } from '../src/db/migrate-database.js';
import { seedDemo } from '../src/seed/seed-demo.js';
import { startPostgresCluster } from './postgres-cluster.js';

declare module 'vitest' {
  export interface ProvidedContext {
    engine: 'pglite' | 'postgres';
    snapshotPath: string;
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

/** The template database the postgres project copies per test file. */
export const PG_TEMPLATE = 'lamaa_contract_template';

async function preparePglite(project: TestProject): Promise<() => void> {
  const database = await openDatabase({});
  try {
    await migrateDatabase(database);
    await seedDemo(database.db);
    const snapshot = await database.pglite?.dumpDataDir('gzip');
    if (!snapshot) throw new Error('PGlite did not dump its data folder.');
    const dir = mkdtempSync(join(tmpdir(), 'lamaa-snapshot-'));
    const path = join(dir, 'seeded.tar.gz');
    writeFileSync(path, Buffer.from(await snapshot.arrayBuffer()));
    project.provide('engine', 'pglite');
    project.provide('snapshotPath', path);
    project.provide('pgAdminUrl', '');
    project.provide('pgTemplate', '');
    return () => rmSync(dir, { recursive: true, force: true });
  } finally {
    await database.close();
  }
}

async function preparePostgres(project: TestProject): Promise<() => void> {
  const given = process.env.DATABASE_URL?.trim();
  const cluster = given ? undefined : await startPostgresCluster();
  const adminUrl = given ?? cluster?.adminUrl ?? '';
  try {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${PG_TEMPLATE}`);
    await admin.query(`create database ${PG_TEMPLATE}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${PG_TEMPLATE}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    try {
      await migrateDatabase(database);
      await seedDemo(database.db);
    } finally {
      await database.close();
    }
  } catch (error) {
    cluster?.stop();
    throw error;
  }
  project.provide('engine', 'postgres');
  project.provide('snapshotPath', '');
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', PG_TEMPLATE);
  return () => cluster?.stop();
}

/** vitest globalSetup: prepares the engine of the project it runs for; answers the teardown. */
export default async function setup(project: TestProject): Promise<() => void> {
  return project.name === 'postgres' ? preparePostgres(project) : preparePglite(project);
}
