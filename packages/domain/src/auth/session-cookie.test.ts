import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from './session-cookie.js';

describe('SESSION_COOKIE', () => {
  it('is named for the product and lives 7 days', () => {
    expect(SESSION_COOKIE).toEqual({ name: 'lamaa_token', maxAgeSeconds: 604_800 });
  });
});
