// Deadlines for database work, so a stuck or slow database costs a request a 503 instead of
// the whole server (issue 15).
//
// Each /api request runs inside `withDeadline`; the embedded engine's client asks `DbGate`
// to run every query and transaction. A call that has not got the database by the deadline
// is answered with DatabaseTimeoutError at once and, when its turn comes, never runs (no
// late write the client was told failed). A transaction already running rolls back at its
// next query. When the database closes, waiting and running work stops the same way with
// DatabaseUnavailableError, so close() is not held up by a queue.
import { AsyncLocalStorage } from 'node:async_hooks';

/** The database did not answer before the request's deadline. */
export class DatabaseTimeoutError extends Error {
  constructor() {
    super('The database did not answer in time. Please try again in a moment.');
    this.name = 'DatabaseTimeoutError';
  }
}

/** The database cannot be reached (PostgreSQL down or restarting, or the server is stopping). */
export class DatabaseUnavailableError extends Error {
  constructor(message = 'The database is not available. Please try again in a moment.') {
    super(message);
    this.name = 'DatabaseUnavailableError';
  }
}

interface DeadlineStore {
  /** Epoch milliseconds. */
  readonly deadline: number;
}

const storage = new AsyncLocalStorage<DeadlineStore>();

/** Runs `fn` with a database deadline `ms` from now for everything it awaits. */
export function withDeadline<T>(ms: number, fn: () => T): T {
  return storage.run({ deadline: Date.now() + ms }, fn);
}

/** Runs `fn` without the caller's deadline (work that outlives its request on purpose). */
export function withoutDeadline<T>(fn: () => T): T {
  return storage.exit(fn);
}

/** The current deadline (epoch ms), or undefined outside a request. */
export function currentDeadline(): number | undefined {
  return storage.getStore()?.deadline;
}

/** Throws at the next step of work that should stop (its deadline passed, or the database closes). */
export type StopCheck = () => void;

/** Runs database work under deadlines and lets close() stop what is waiting or running. */
export class DbGate {
  private readonly stopping = new AbortController();
  private readonly running = new Set<Promise<unknown>>();

  /** Aborted when the database starts closing. */
  get signal(): AbortSignal {
    return this.stopping.signal;
  }

  /**
   * Runs `work`, which must call `check` once it holds the database and before each later
   * step. Rejects with DatabaseTimeoutError when the deadline passes first.
   */
  run<T>(work: (check: StopCheck) => Promise<T>): Promise<T> {
    if (this.stopping.signal.aborted) return Promise.reject(this.stopped());
    const deadline = currentDeadline();
    if (deadline !== undefined && Date.now() >= deadline)
      return Promise.reject(new DatabaseTimeoutError());
    let late = false;
    const check: StopCheck = () => {
      if (late) throw new DatabaseTimeoutError();
      if (this.stopping.signal.aborted) throw this.stopped();
    };
    const started = work(check);
    const tracked = started.then(
      () => undefined,
      () => undefined,
    );
    this.running.add(tracked);
    void tracked.then(() => this.running.delete(tracked));
    if (deadline === undefined) return started;
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => {
          late = true;
          reject(new DatabaseTimeoutError());
        },
        Math.max(0, deadline - Date.now()),
      );
    });
    return Promise.race([started, expired]).finally(() => clearTimeout(timer));
  }

  /**
   * Stops new work, makes waiting and running work fail at its next step, and waits up to
   * `limitMs` for it to settle. Answers whether everything settled.
   */
  async stop(limitMs: number): Promise<boolean> {
    this.stopping.abort();
    let timer: NodeJS.Timeout | undefined;
    const settled = await Promise.race([
      Promise.all(this.running).then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), limitMs);
      }),
    ]);
    clearTimeout(timer);
    return settled;
  }

  private stopped(): DatabaseUnavailableError {
    return new DatabaseUnavailableError('The server is stopping. Please try again in a moment.');
  }
}

/** PostgreSQL error codes and Node socket errors that mean "the database is not there". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/**
 * What a database failure means for the client: a timeout, an unreachable database, or
 * neither (a real fault). Looks through Drizzle's wrapping (`cause`).
 */
export function classifyDatabaseError(error: unknown): 'timeout' | 'unavailable' | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof DatabaseTimeoutError) return 'timeout';
    if (current instanceof DatabaseUnavailableError) return 'unavailable';
    if (typeof current !== 'object') return undefined;
    const { code, message } = current as { code?: unknown; message?: unknown };
    // 57014: query_canceled, which is what statement_timeout raises.
    if (code === '57014') return 'timeout';
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return 'unavailable';
    if (typeof message === 'string') {
      // node-postgres: a pool that could not hand out a connection in time, or a client
      // whose server went away.
      if (
        /timeout exceeded when trying to connect|Query read timeout|due to connection timeout/i.test(
          message,
        )
      )
        return 'timeout';
      if (/Connection terminated|Client has encountered a connection error/i.test(message))
        return 'unavailable';
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
