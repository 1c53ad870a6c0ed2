// What the real-process tests share: a PGlite data folder made from the suite's seeded
// snapshot, the folder's current lock, and the demo cashier's sign-in on a running server.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, inject } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { DEMO_SIGN_IN } from '../src/seed/seed-demo.js';

/** A temporary folder holding a seeded PGlite data folder, and the way to remove it. */
export interface SeededFolder {
  readonly dataDir: string;
  readonly remove: () => void;
}

/** Makes a PGlite data folder from the pglite project's snapshot (global-setup.ts). */
export async function seededFolder(prefix: string): Promise<SeededFolder> {
  const root = mkdtempSync(join(tmpdir(), prefix));
  const dataDir = join(root, 'pglite');
  const seeded = await openDatabase({
    dataDir,
    snapshot: new Blob([readFileSync(inject('snapshotPath'))]),
  });
  await seeded.close();
  return { dataDir, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** The text of the folder's current lock file: the highest-numbered lamaa.lock.<n>. */
export function currentLock(dataDir: string): string {
  const numbers = readdirSync(dataDir)
    .flatMap((name) => /^lamaa\.lock\.(\d+)$/.exec(name)?.[1] ?? [])
    .map(Number);
  return readFileSync(join(dataDir, `lamaa.lock.${Math.max(...numbers)}`), 'utf8');
}

/** Signs the demo cashier in on the server at `url`; answers the session token. */
export async function signInDemo(url: string): Promise<string> {
  const answer = await fetch(`${url}/api/pos/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(DEMO_SIGN_IN),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}
