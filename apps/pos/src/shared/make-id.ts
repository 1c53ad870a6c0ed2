import { randomUuid } from '@lamaa/domain';

/**
 * A new id for one attempt (an Idempotency-Key): a UUID from the browser's crypto, read at
 * each call, which works on plain HTTP too, where the browser has no crypto.randomUUID.
 * @example makeId() // '0b7a3c1e-5f2d-4e8a-9c61-2d7f0a9b4e13'
 */
export function makeId(): string {
  return randomUuid(crypto);
}
