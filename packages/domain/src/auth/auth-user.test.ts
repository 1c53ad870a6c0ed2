import { describe, expect, it } from 'vitest';
import { toAuthSession, userDisplayName, userInitials, userTimeZone } from './auth-user.js';

describe('toAuthSession', () => {
  it('reads a token and a user with an id', () => {
    expect(toAuthSession({ token: 't1', user: { id: 4, name: { en: 'Sara' } } })).toEqual({
      token: 't1',
      user: { id: 4, name: { en: 'Sara' } },
    });
  });

  it('is null without a token, a user or the user id', () => {
    expect(toAuthSession({ token: '', user: { id: 4 } })).toBeNull();
    expect(toAuthSession({ token: 't1' })).toBeNull();
    expect(toAuthSession({ token: 't1', user: { name: 'x' } })).toBeNull();
    expect(toAuthSession(null)).toBeNull();
    expect(toAuthSession(['t1'])).toBeNull();
  });
});

describe('userDisplayName', () => {
  it('shows the English name, else the Arabic name, else nothing (User)', () => {
    expect(userDisplayName({ id: 1, name: { en: 'Sara Ali', ar: 'سارة' } })).toBe('Sara Ali');
    expect(userDisplayName({ id: 1, name: { en: ' ', ar: 'سارة' } })).toBe('سارة');
    expect(userDisplayName({ id: 1, name: 'Omar' })).toBe('Omar');
    expect(userDisplayName({ id: 1 })).toBeNull();
    expect(userDisplayName(null)).toBeNull();
  });

  it('shows the name in the language on screen when both exist', () => {
    expect(userDisplayName({ id: 1, name: { en: 'Sara Ali', ar: 'سارة' } }, 'ar')).toBe('سارة');
    expect(userDisplayName({ id: 1, name: { en: 'Sara Ali', ar: ' ' } }, 'ar')).toBe('Sara Ali');
    expect(userDisplayName({ id: 1, name: 'Omar' }, 'ar')).toBe('Omar');
  });
});

describe('userInitials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(userInitials({ id: 1, name: 'sara al mansoori' })).toBe('SM');
    expect(userInitials({ id: 1, name: { ar: 'سارة' } })).toBe('س');
    expect(userInitials({ id: 1 })).toBe('');
  });
});

describe('userTimeZone', () => {
  it("keeps the branch's zone, and falls back to the UAE's for none or one no branch keeps", () => {
    expect(userTimeZone({ id: 1, time_zone: 'Asia/Riyadh' })).toBe('Asia/Riyadh');
    expect(userTimeZone({ id: 1 })).toBe('Asia/Dubai');
    expect(userTimeZone({ id: 1, time_zone: 'Mars/Olympus' })).toBe('Asia/Dubai');
    expect(userTimeZone(null)).toBe('Asia/Dubai');
  });
});
