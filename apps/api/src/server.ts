// Starts Lamaa's server: opens and migrates the database, seeds an empty embedded one,
// and serves the API and the built apps on one port.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { createApp } from './app.js';
import { openBackupEndpoint } from './backup/backup-endpoint.js';
import type { ApiConfig } from './config.js';
import { type Database, openDatabase } from './db/database.js';
import { migrateDatabase } from './db/migrate-database.js';
import { listen } from './http/listen.js';
import { smtpMailer } from './mail/mailer.js';
import {
  DEMO_APPROVAL_PIN,
  DEMO_APPROVERS,
  DEMO_PASSWORD,
  DEMO_STAFF,
  SECOND_SIGN_IN,
  seedDemo,
} from './seed/seed-demo.js';
import { seedReference } from './seed/seed-reference.js';
import { seedScale } from './seed/seed-scale.js';

/** How long a stop lets requests in flight finish before the database stops under them. */
export const REQUEST_GRACE_MS = 1_500;

/** A running server: its address, its database and a way to stop both. */
export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly database: Database;
  close(): Promise<void>;
}

/** Opens, migrates and seeds the database as the configuration says; answers what was seeded. */
export async function prepareDatabase(
  config: ApiConfig,
  log: (line: string) => void = () => undefined,
): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    connectTimeoutMs: config.dbDeadlineMs,
  });
  try {
    await migrateDatabase(database);
    await seedReference(database.db);
    if (config.seed !== 'none') {
      const withCatalogue = config.seed === 'catalogue';
      if (await seedDemo(database.db, new Date(), withCatalogue))
        log('Seeded the demo businesses.');
      if (config.seed === 'scale') {
        const started = Date.now();
        const added = await seedScale(database.db);
        if (added > 0)
          log(
            `Seeded ${added} orders and 10,000 catalogue items for the benchmark in ${Date.now() - started} ms.`,
          );
      }
    }
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Starts the HTTP server on the configured port (0 picks a free one). */
export async function startServer(
  config: ApiConfig,
  log: (line: string) => void = console.log,
): Promise<RunningServer> {
  const mail = config.smtpUrl
    ? { mailer: await smtpMailer(config.smtpUrl, config.mailFrom), publicUrl: config.publicUrl }
    : undefined;
  const database = await prepareDatabase(config, log);
  const app = createApp({
    database,
    mail,
    staticRoots: { pos: config.posDist, intake: config.intakeDist, office: config.officeDist },
    trustProxy: config.trustProxy,
    dbDeadlineMs: config.dbDeadlineMs,
    testHooks: config.testHooks,
  });
  const server = await listen(app.fetch, { port: config.port, hostname: config.host });
  // `pnpm backup` asks the running server for a copy (ADR 0009): only an embedded database.
  const closeBackups = database.pglite
    ? await openBackupEndpoint(database.pglite, config.dataDir)
    : () => Promise.resolve();
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  log(
    `Lamaa is running at ${url} (API at ${url}/api, POS at ${url}/, intake at ${url}/scan, back office at ${url}/office).`,
  );
  if (mail) log(`Set-password links are also e-mailed, from ${config.mailFrom}.`);
  log(
    config.databaseUrl
      ? 'Database: PostgreSQL (DATABASE_URL).'
      : `Database: embedded PGlite in ${config.dataDir}.`,
  );
  if (config.seed !== 'none' && !config.databaseUrl) {
    log(
      `Demo sign-ins, password ${DEMO_PASSWORD}: ${DEMO_STAFF.map((staff) => `${staff.email} (${staff.role})`).join(', ')}; second business: ${SECOND_SIGN_IN.email}.`,
    );
    log(`Demo approval PIN at the counter, ${DEMO_APPROVERS.join(' and ')}: ${DEMO_APPROVAL_PIN}.`);
  }
  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    database,
    // Stops within REQUEST_GRACE_MS + CLOSE_WAIT_MS + a moment, whatever the database does.
    close: () =>
      (closing ??= (async () => {
        // No new connections; idle keep-alive ones close now, busy ones after their answer.
        const drained = new Promise<void>((resolve) => server.close(() => resolve()));
        await Promise.race([drained, sleep(REQUEST_GRACE_MS, undefined, { ref: false })]);
        try {
          await closeBackups();
          // Waiting queries answer 503 and open transactions roll back at their next query.
          await database.close();
        } finally {
          await Promise.race([drained, sleep(500, undefined, { ref: false })]);
          (server as Server).closeAllConnections();
        }
      })()),
  };
}
