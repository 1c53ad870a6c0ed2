import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { phoneCountries } from '@lamaa/domain';
import { describe, expect, it } from 'vitest';
import { flagFileOf, flagFolder } from './flag-files.js';

const flags = join(
  dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')),
  'flags',
  '4x3',
);

describe('flag files', () => {
  it('has a flag-icons file for every country of the phone field', () => {
    const missing = phoneCountries()
      .map(({ code }) => code)
      .filter((code) => !existsSync(join(flags, flagFileOf(code))));
    expect(missing).toEqual([]);
  });

  it('names the folder after the version, so a new version is a new address', () => {
    expect(flagFolder('7.5.0')).toBe('assets/flags-7.5.0');
  });
});
