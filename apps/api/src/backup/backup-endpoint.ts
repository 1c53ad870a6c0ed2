// How a backup tool gets a consistent copy of an embedded database while the server runs:
// the server listens on a loopback-only port of its own and writes that port and a random
// key into its data folder (lamaa.backup.json, readable by the server's user alone). A tool
// that can read the folder may ask for a copy; nobody else can. The copy is taken between
// transactions, with every query held back (dumpDataDir holds PGlite's query lock), so it is
// one instant of the database and holds every write acknowledged before it.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/** What a consistent copy needs of the engine: PGlite, or the server's PGliteThread. */
export type DumpableEngine = Pick<PGlite, 'exec' | '_runExclusiveTransaction' | 'dumpDataDir'>;

/** The file in the data folder that tells a backup tool where to ask. */
export const BACKUP_ENDPOINT_FILE = 'lamaa.backup.json';

/** What the file holds. */
export interface BackupEndpoint {
  readonly port: number;
  readonly key: string;
  readonly pid: number;
}

/** A consistent gzip tarball of the embedded database's data folder. */
export async function dumpConsistent(pglite: DumpableEngine): Promise<Blob> {
  // The checkpoint writes the shared buffers out; what comes after it is in the write-ahead
  // log. Then the copy waits for the transaction in progress to end and holds the next one
  // (and every statement, which PGlite runs under the same lock) back until it is taken.
  await pglite.exec('CHECKPOINT');
  return pglite._runExclusiveTransaction(() => pglite.dumpDataDir('gzip'));
}

function keyMatches(given: string | undefined, key: string): boolean {
  const expected = Buffer.from(`Bearer ${key}`);
  const actual = Buffer.from(given ?? '');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Serves POST /backup on 127.0.0.1 for holders of the key; answers a close function. */
export async function openBackupEndpoint(
  pglite: DumpableEngine,
  dataDir: string,
): Promise<() => Promise<void>> {
  const key = randomBytes(32).toString('base64url');
  const server: Server = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/backup') {
      response.writeHead(404).end();
      return;
    }
    if (!keyMatches(request.headers.authorization, key)) {
      response.writeHead(401).end();
      return;
    }
    dumpConsistent(pglite)
      .then(async (dump) => {
        response.writeHead(200, { 'content-type': 'application/gzip' });
        response.end(Buffer.from(await dump.arrayBuffer()));
      })
      .catch((error: unknown) => {
        response.writeHead(503, { 'content-type': 'text/plain' });
        response.end(error instanceof Error ? error.message : 'The backup failed.');
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint: BackupEndpoint = {
    port: (server.address() as AddressInfo).port,
    key,
    pid: process.pid,
  };
  const file = join(dataDir, BACKUP_ENDPOINT_FILE);
  writeFileSync(file, JSON.stringify(endpoint), { mode: 0o600 });
  return async () => {
    rmSync(file, { force: true });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
