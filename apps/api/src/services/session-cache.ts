// Remembers resolved sessions in memory. Only used on embedded PGlite, which is one process
// by definition, so a logout (which deletes the entry here) can never be missed; with
// PostgreSQL several processes may serve one session and every request asks the database.
import type { AuthContext } from '../http/app-env.js';

/** The most sessions kept; the oldest entry goes first when full. */
export const SESSION_CACHE_SIZE = 10_000;

/** A bounded map of token hash to session, each with its expiry. */
export class SessionCache {
  private readonly entries = new Map<string, { auth: AuthContext; expiresAt: number }>();

  /** The live session of a token hash, or undefined (expired entries are dropped). */
  get(tokenHash: string, now: Date): AuthContext | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.expiresAt <= now.getTime()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.auth;
  }

  /** Remembers a session until its expiry. */
  set(auth: AuthContext, expiresAt: Date): void {
    if (this.entries.size >= SESSION_CACHE_SIZE) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(auth.tokenHash, { auth, expiresAt: expiresAt.getTime() });
  }

  /** Forgets a session (logout). */
  delete(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  /** Forgets every session of an employee (deactivated, or given another role or branch). */
  forgetEmployee(employeeId: number): void {
    for (const [tokenHash, entry] of this.entries) {
      if (entry.auth.employeeId === employeeId) this.entries.delete(tokenHash);
    }
  }
}
