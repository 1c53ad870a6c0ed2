// Idempotency-Key handling inside the caller's transaction: the first post with a key is
// recorded with its answer; the same key and body replay that answer; another body is refused.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { idempotencyKeys } from '../db/schema/orders.js';
import { ApiError, invalidField } from '../http/api-error.js';

/** A recorded answer to replay. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** A claim on a key: either a replay of the first answer, or the row to complete. */
export type IdempotencyClaim = { replay: StoredAnswer } | { rowId: number };

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : 1,
    );
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The hash that decides whether two bodies are the same (key order does not matter). */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonical(body)).digest('hex');
}

/**
 * Claims a key in the current transaction. On PostgreSQL a concurrent duplicate waits on the
 * unique index until the first commits, then replays; on PGlite transactions run one at a time.
 */
export async function claimKey(
  db: Db,
  scope: string,
  businessId: number,
  key: string,
  hash: string,
): Promise<IdempotencyClaim> {
  const [inserted] = await db
    .insert(idempotencyKeys)
    .values({ business_id: businessId, scope, key, request_hash: hash })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (inserted) return { rowId: inserted.id };
  const [existing] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.business_id, businessId),
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
      ),
    );
  if (!existing || existing.request_hash !== hash) {
    throw new ApiError(409, 'idempotency.key-reused');
  }
  if (existing.status === null) throw new ApiError(409, 'idempotency.in-progress');
  return { replay: { status: existing.status, body: existing.body } };
}

/** Records the answer of a claimed key. */
export async function completeKey(db: Db, rowId: number, answer: StoredAnswer): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status: answer.status, body: answer.body })
    .where(eq(idempotencyKeys.id, rowId));
}

/** Reads the Idempotency-Key header: undefined when absent, 422 when empty or over 255 characters. */
export function readKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = header.trim();
  if (key.length === 0 || key.length > 255) {
    throw invalidField('Idempotency-Key', 'idempotency.key-invalid');
  }
  return key;
}
