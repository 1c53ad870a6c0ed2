// Writes and restores backups of the embedded database: a gzip tarball of the data folder
// (PGlite's dumpDataDir format), taken from the running server when one holds the folder.
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.js';
import { openDatabase } from '../db/database.js';
import { BACKUP_ENDPOINT_FILE, type BackupEndpoint, dumpConsistent } from './backup-endpoint.js';

/** The lock files a released lock leaves: a folder holding only these is empty. */
const LOCK_FILE = /^lamaa\.lock\.\d+$/;

/** Asks the server holding `dataDir` for a copy, through the endpoint it wrote there. */
async function askServer(dataDir: string): Promise<Buffer> {
  const file = join(dataDir, BACKUP_ENDPOINT_FILE);
  if (!existsSync(file))
    throw new Error(
      `A Lamaa server holds ${dataDir} but has not written ${BACKUP_ENDPOINT_FILE}: it may be an older version, or still starting. Try again, or stop it and back up then.`,
    );
  const endpoint = JSON.parse(readFileSync(file, 'utf8')) as BackupEndpoint;
  const answer = await fetch(`http://127.0.0.1:${endpoint.port}/backup`, {
    method: 'POST',
    headers: { authorization: `Bearer ${endpoint.key}` },
  });
  if (answer.status !== 200)
    throw new Error(
      `The running server refused the backup (${answer.status}): ${await answer.text()}`,
    );
  return Buffer.from(await answer.arrayBuffer());
}

/** Copies the folder itself, holding its lock, when no server runs on it. */
async function copyStopped(dataDir: string): Promise<Buffer> {
  const database = await openDatabase({ dataDir });
  try {
    if (!database.pglite) throw new Error('The embedded database did not open.');
    return Buffer.from(await (await dumpConsistent(database.pglite)).arrayBuffer());
  } finally {
    await database.close();
  }
}

/**
 * Writes a consistent copy of the embedded database in `dataDir` to `out` (gzip tarball),
 * from the running server when one holds the folder; answers where the copy came from.
 */
export async function backupDataDir(dataDir: string, out: string): Promise<'server' | 'folder'> {
  if (!existsSync(join(dataDir, 'PG_VERSION')))
    throw new Error(`${dataDir} holds no Lamaa database to back up.`);
  let bytes: Buffer;
  let source: 'server' | 'folder';
  try {
    bytes = await copyStopped(dataDir);
    source = 'folder';
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    bytes = await askServer(dataDir);
    source = 'server';
  }
  // Written beside and renamed: a backup file is never half written.
  const partial = `${out}.partial`;
  writeFileSync(partial, bytes, { mode: 0o600 });
  renameSync(partial, out);
  return source;
}

/** Whether a name in a data folder is Lamaa's own, not the database's: never restored. */
function isLamaaFile(name: string): boolean {
  return LOCK_FILE.test(name) || name === BACKUP_ENDPOINT_FILE;
}

/**
 * Brings a backup back into `dataDir`, which must be empty (or not exist yet), holding its
 * lock throughout. The copy is unpacked beside it first and moved in without the lock and
 * endpoint files it was taken with: they belong to the process that made the copy.
 */
export async function restoreDataDir(from: string, dataDir: string): Promise<void> {
  const present = existsSync(dataDir)
    ? readdirSync(dataDir).filter((name) => !LOCK_FILE.test(name))
    : [];
  if (present.length > 0)
    throw new Error(
      `${dataDir} is not empty (${present.slice(0, 3).join(', ')}...): restore only into an empty folder, so nothing is overwritten. Set LAMAA_DATA_DIR to a new folder.`,
    );
  const lock = lockDataDir(dataDir);
  // Beside the target, so the moves below are renames on one file system.
  const staging = mkdtempSync(join(dirname(dataDir), '.lamaa-restore-'));
  try {
    const unpacked = await openDatabase({
      dataDir: staging,
      snapshot: new Blob([readFileSync(from)]),
    });
    await unpacked.close();
    for (const name of readdirSync(staging))
      if (!isLamaaFile(name)) renameSync(join(staging, name), join(dataDir, name));
  } finally {
    rmSync(staging, { recursive: true, force: true });
    lock.release();
  }
}
