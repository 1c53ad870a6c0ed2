import { describe, expect, it } from 'vitest';
import { randomUuid } from './random-uuid.js';

/** A source without randomUUID (plain HTTP) whose bytes are all `fill`. */
const bytesOf = (fill: number) => ({
  getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => bytes.fill(fill),
});

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomUuid', () => {
  it("uses the source's own randomUUID where it has one", () => {
    const source = { ...bytesOf(0), randomUUID: () => 'from-the-platform' };
    expect(randomUuid(source)).toBe('from-the-platform');
  });

  it('builds a version 4 UUID from random bytes when randomUUID is missing', () => {
    expect(randomUuid(bytesOf(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(randomUuid(bytesOf(0x00))).toBe('00000000-0000-4000-8000-000000000000');
    expect(randomUuid({ ...bytesOf(0xa5), randomUUID: undefined })).toMatch(UUID_V4);
  });

  it('keeps every random byte outside the version and variant bits, in order', () => {
    const source = {
      getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => {
        bytes.forEach((_, index) => (bytes[index] = index * 17));
        return bytes;
      },
    };
    expect(randomUuid(source)).toBe('00112233-4455-4677-8899-aabbccddeeff');
  });
});
