import { describe, expect, it } from 'vitest';
import { profileAr } from './profile-ar.js';
import { profileEn } from './profile-en.js';

describe('profile strings', () => {
  it('has an Arabic text in Arabic script for every English key', () => {
    expect(Object.keys(profileAr).sort()).toEqual(Object.keys(profileEn).sort());
    for (const [key, text] of Object.entries(profileAr)) {
      expect(text, key).toMatch(/[\u0600-\u06FF]/);
      expect(text, key).not.toBe(profileEn[key as keyof typeof profileEn]);
    }
  });

  it('keeps the spec title', () => {
    expect(profileEn['profile.title']).toBe('Employee Profile');
  });
});
