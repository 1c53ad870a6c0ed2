/**
 * The part of the platform's `crypto` a UUID needs. Browsers give `randomUUID` only in a
 * secure context (https or localhost), so a counter PC opening the POS over plain HTTP on
 * the LAN lacks it; `getRandomValues` is there in every context.
 */
export interface RandomSource {
  readonly randomUUID?: (() => string) | undefined;
  readonly getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;
}

/** Byte 6 carries the version (4, random) and byte 8 the RFC 9562 variant (binary 10). */
const VERSION_BYTE = 6;
const VARIANT_BYTE = 8;

/**
 * A random (version 4) UUID from `source`: its own `randomUUID` where it has one, else one
 * built from 16 random bytes. The domain reads no randomness itself: the app passes `crypto`.
 * @example randomUuid(crypto) // '0b7a3c1e-5f2d-4e8a-9c61-2d7f0a9b4e13'
 */
export function randomUuid(source: RandomSource): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[VERSION_BYTE] = ((bytes[VERSION_BYTE] ?? 0) & 0x0f) | 0x40;
  bytes[VARIANT_BYTE] = ((bytes[VARIANT_BYTE] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20),
  ].join('-');
}
