// The focus ring token is a box-shadow list; given to `outline` the browser drops the whole
// declaration and a keyboard user sees no focus at all (the POS's choice cards and the
// intake's switches did just that). Checked over the kit and every app that uses the token.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

const REPOSITORY = join(import.meta.dirname, '../../../..');
const SOURCES = [
  'packages/ui/src',
  ...readdirSync(join(REPOSITORY, 'apps')).map((app) => `apps/${app}/src`),
].filter((folder) => existsSync(join(REPOSITORY, folder)));

/** Every stylesheet under a folder. */
function stylesheets(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

it('draws the focus ring as a box-shadow, never as an outline the browser would drop', () => {
  expect(SOURCES).toEqual(expect.arrayContaining(['apps/pos/src', 'apps/intake/src']));
  const files = SOURCES.flatMap((folder) => stylesheets(join(REPOSITORY, folder)));
  expect(files.length).toBeGreaterThan(20);
  const misuses = files.flatMap((file) =>
    [
      ...readFileSync(file, 'utf8').matchAll(/outline(?:-\w+)?\s*:[^;]*--lm-focus-ring\b[^;]*;/g),
    ].map((match) => `${relative(REPOSITORY, file)}: ${match[0]}`),
  );
  expect(misuses).toEqual([]);
});
