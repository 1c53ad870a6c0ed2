// Opaque session tokens: random to the client, only their sha-256 hash in the database.
import { createHash, randomBytes } from 'node:crypto';

/** Days a session lives, as the cookie does. */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** A new random token (256 bits, base64url). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The sha-256 of a token, the only form the database keeps. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
