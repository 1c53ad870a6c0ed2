// Opens a stopped (or killed) server's PGlite folder from the test: a copy to read after the
// fact, so the server's own folder is never touched, or the folder itself to prepare a case.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Opens `dataDir` (its server must be stopped), runs `work`, and always closes it. */
export async function editDatabase<T>(
  dataDir: string,
  work: (db: PGlite) => Promise<T>,
): Promise<T> {
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/** Opens a copy of `dataDir`, runs `read` on it, then closes and removes the copy. */
export async function inspectDatabase<T>(
  dataDir: string,
  read: (db: PGlite) => Promise<T>,
): Promise<T> {
  const root = await mkdtemp(join(tmpdir(), 'lamaa-inspect-'));
  try {
    const copy = join(root, 'pglite');
    await cp(dataDir, copy, { recursive: true });
    return await editDatabase(copy, read);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
