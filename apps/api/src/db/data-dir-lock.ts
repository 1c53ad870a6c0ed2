// One process per PGlite data folder. PGlite has no lock of its own, and two engines writing
// one folder corrupt it, so whoever opens the folder first holds a lock file in it, checked
// the way PostgreSQL checks postmaster.pid: the owner's pid and the process start time, so
// a lock left by a killed process is taken over, even when its pid was reused since.
//
// The lock is the highest-numbered `lamaa.lock.<n>` file. A starter claims number n + 1 by
// creating it with link(2), which fails when the name exists, so one starter wins each
// number. Nothing ever moves or deletes the highest file (its owner marks it released in
// place), which keeps a slow starter from removing a lock a faster one has just taken: a
// starter that claims a number and then finds a higher one has lost, and steps back.
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

/** Who holds (or held) a data folder. */
export interface LockOwner {
  readonly pid: number;
  /** The process start time in clock ticks since boot (/proc/<pid>/stat field 22), when known. */
  readonly startTime: string | undefined;
  /** When the lock was taken (ISO 8601). */
  readonly since: string;
}

/** A held lock; release it once the database is closed. */
export interface DataDirLock {
  /** The lock file. */
  readonly path: string;
  /** Marks the lock released; later calls do nothing. */
  release(): void;
}

/** The folder is held by a live process: the message names it and says what to do. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The data folder ${dataDir} is in use by another Lamaa process (pid ${owner.pid}, ` +
        `holding it since ${owner.since}). Stop that server first, or set LAMAA_DATA_DIR ` +
        `to another folder.`,
    );
    this.name = 'DataDirLockedError';
  }
}

const LOCK_FILE = /^lamaa\.lock\.(\d+)$/;
const RELEASED = 'released';
// Each pass either wins, refuses, or saw another starter claim a number; a handful of
// passes only runs out when starters keep racing, which is worth an error of its own.
const MAX_PASSES = 20;

/** The start time of a process in clock ticks since boot, or undefined without /proc. */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2, the command name, is in parentheses and may itself hold spaces and ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[22 - 3];
  } catch {
    return undefined;
  }
}

/** Whether the process that wrote a lock is still running (not a later one with its pid). */
export function ownerIsRunning(owner: LockOwner): boolean {
  // kill(0) and negative pids would address process groups, not one process.
  if (!Number.isSafeInteger(owner.pid) || owner.pid <= 0) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const startTime = processStartTime(owner.pid);
  // Without /proc (not Linux) a live pid is trusted, as PostgreSQL does.
  return startTime === undefined || owner.startTime === undefined || startTime === owner.startTime;
}

function formatOwner(owner: LockOwner): string {
  return `${owner.pid}\n${owner.startTime ?? ''}\n${owner.since}\n`;
}

/** Reads a lock file: its owner, undefined when released or unreadable, 'gone' when removed. */
function readOwner(path: string): LockOwner | undefined | 'gone' {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
  const [pid = '', startTime = '', since = ''] = text.split('\n');
  if (pid === RELEASED || !/^\d+$/.test(pid)) return undefined;
  return { pid: Number(pid), startTime: startTime || undefined, since };
}

/** The lock files in the folder, highest number first. */
function lockFiles(dataDir: string): { number: number; path: string }[] {
  return readdirSync(dataDir)
    .flatMap((name) => {
      const match = LOCK_FILE.exec(name);
      return match ? [{ number: Number(match[1]), path: join(dataDir, name) }] : [];
    })
    .sort((a, b) => b.number - a.number);
}

/** Writes a whole file under a temporary name, so no reader ever sees it half-written. */
function writeTemporary(dataDir: string, text: string): string {
  const path = join(dataDir, `.lamaa.lock.${process.pid}.${randomBytes(6).toString('hex')}`);
  const fd = openSync(path, 'wx');
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return path;
}

/** Creates `path` holding `text` unless it exists; answers whether this call created it. */
function createExclusive(dataDir: string, path: string, text: string): boolean {
  const temporary = writeTemporary(dataDir, text);
  try {
    linkSync(temporary, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(temporary);
  }
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already removed by the starter that won a higher number.
  }
}

/**
 * Takes the data folder for this process, creating it when missing. Throws
 * DataDirLockedError when a running process holds it (this one included). `isRunning` tells
 * whether a lock's owner still runs; tests pass their own to interleave takers there.
 */
export function lockDataDir(
  dataDir: string,
  isRunning: (owner: LockOwner) => boolean = ownerIsRunning,
): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const me: LockOwner = {
    pid: process.pid,
    startTime: processStartTime(process.pid),
    since: new Date().toISOString(),
  };
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const highest = lockFiles(dataDir)[0];
    if (highest) {
      const owner = readOwner(highest.path);
      if (owner === 'gone') continue;
      if (owner && isRunning(owner)) throw new DataDirLockedError(dataDir, owner);
    }
    const number = (highest?.number ?? 0) + 1;
    const path = join(dataDir, `lamaa.lock.${number}`);
    if (!createExclusive(dataDir, path, formatOwner(me))) continue;
    const [top, ...older] = lockFiles(dataDir);
    if (top?.number !== number) {
      // A starter that read a newer lock than ours claimed a higher number: it holds the folder.
      removeQuietly(path);
      continue;
    }
    for (const file of older) removeQuietly(file.path);
    return { path, release: releaser(dataDir, path) };
  }
  throw new Error(`Could not lock the data folder ${dataDir}: other processes kept taking it.`);
}

function releaser(dataDir: string, path: string): () => void {
  let released = false;
  return () => {
    if (released) return;
    released = true;
    try {
      // Replaced in one step, never deleted, so the highest number stays the newest lock.
      renameSync(writeTemporary(dataDir, `${RELEASED}\n\n${new Date().toISOString()}\n`), path);
    } catch (error) {
      // A folder removed under a closing database has nothing left to release.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  };
}
