import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from './language-cookie.js';

describe('LANGUAGE_COOKIE', () => {
  it('is named for the product and lives a year', () => {
    expect(LANGUAGE_COOKIE).toEqual({ name: 'lamaa_language', maxAgeSeconds: 31_536_000 });
  });
});
