// The data folder lock: one holder at a time, a dead or replaced holder's lock taken over,
// and one winner when two takers take over the same stale lock at once.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  type DataDirLock,
  DataDirLockedError,
  type LockOwner,
  lockDataDir,
  ownerIsRunning,
  processStartTime,
} from './data-dir-lock.js';

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'lamaa-lock-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** Leaves a lock file as a process would have written it. */
function writeLock(number: number, pid: number, startTime: string): void {
  writeFileSync(
    join(dataDir, `lamaa.lock.${number}`),
    `${pid}\n${startTime}\n2026-01-01T00:00:00Z\n`,
  );
}

function lockNames(): string[] {
  return readdirSync(dataDir).filter((name) => name.startsWith('lamaa.lock'));
}

it('holds a folder for one taker at a time and frees it on release', () => {
  const lock = lockDataDir(dataDir);
  const [pid, startTime] = readFileSync(lock.path, 'utf8').split('\n');
  expect(pid).toBe(String(process.pid));
  expect(startTime).toMatch(/^\d+$/);

  let refusal: unknown;
  try {
    lockDataDir(dataDir);
  } catch (error) {
    refusal = error;
  }
  expect(refusal).toBeInstanceOf(DataDirLockedError);
  const message = (refusal as Error).message;
  expect(message).toContain(dataDir);
  expect(message).toContain(`pid ${process.pid}`);
  expect(message).toContain('LAMAA_DATA_DIR');

  lock.release();
  const again = lockDataDir(dataDir);
  expect(readFileSync(again.path, 'utf8').split('\n')[0]).toBe(String(process.pid));
  expect(lockNames()).toEqual([again.path.slice(dataDir.length + 1)]);
  again.release();
});

it('refuses a folder held by another running process', () => {
  const parent = process.ppid;
  writeLock(4, parent, processStartTime(parent) ?? '');
  expect(() => lockDataDir(dataDir)).toThrow(`pid ${parent}`);
  expect(lockNames()).toEqual(['lamaa.lock.4']);
});

it('takes over the lock of a process that is gone', () => {
  writeLock(4, goneProcess(), '12345');
  const lock = lockDataDir(dataDir);
  expect(lockNames()).toEqual(['lamaa.lock.5']);
  lock.release();
});

it('takes over a lock whose pid now belongs to a process started later', () => {
  const parent = process.ppid;
  const startTime = processStartTime(parent);
  expect(startTime).toMatch(/^\d+$/);
  writeLock(4, parent, String(Number(startTime) - 1));
  const lock = lockDataDir(dataDir);
  expect(lockNames()).toEqual(['lamaa.lock.5']);
  lock.release();
});

/** The pid of a process that has exited. */
function goneProcess(): number {
  const pid = spawnSync(process.execPath, ['-e', '']).pid;
  if (!pid) throw new Error('The short-lived process did not start.');
  return pid;
}

/** A liveness check that lets `interleave` run once, as the first check of its taker. */
function pausingAt(interleave: () => void): (owner: LockOwner) => boolean {
  let paused = false;
  return (owner) => {
    if (paused) return ownerIsRunning(owner);
    paused = true;
    interleave();
    return ownerIsRunning(owner);
  };
}

it('lets one of two takers of the same stale lock win, the one that judged it first too', () => {
  writeLock(1, goneProcess(), '12345');
  let faster: DataDirLock | undefined;
  // The slow taker has read the stale lock; the fast one takes over before it goes on.
  const slow = () =>
    lockDataDir(
      dataDir,
      pausingAt(() => (faster = lockDataDir(dataDir))),
    );
  expect(slow).toThrow(DataDirLockedError);
  expect(faster?.path).toBe(join(dataDir, 'lamaa.lock.2'));
  expect(lockNames()).toEqual(['lamaa.lock.2']);
});

it('makes a taker that read an older lock step back from a number below the newest', () => {
  writeLock(1, goneProcess(), '12345');
  let newest: DataDirLock | undefined;
  const slow = () =>
    lockDataDir(
      dataDir,
      pausingAt(() => {
        // Taken over twice while the slow taker waits: the second takeover removes
        // lamaa.lock.2, so the slow taker can create that name again, below lamaa.lock.3.
        lockDataDir(dataDir);
        newest = lockDataDir(dataDir, () => false);
      }),
    );
  expect(slow).toThrow(DataDirLockedError);
  expect(newest?.path).toBe(join(dataDir, 'lamaa.lock.3'));
  expect(lockNames()).toEqual(['lamaa.lock.3']);
});
