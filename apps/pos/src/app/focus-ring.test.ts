// The focus ring token is a box-shadow list; given to `outline` the browser drops the whole
// declaration and a keyboard user sees no focus at all (the choice cards did just that).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

const SOURCE = join(import.meta.dirname, '..');

/** Every stylesheet of the POS, by its path under src/. */
function stylesheets(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

it('draws the focus ring as a box-shadow, never as an outline the browser would drop', () => {
  const files = stylesheets(SOURCE);
  expect(files.length).toBeGreaterThan(5);
  const misuses = files.flatMap((file) =>
    [
      ...readFileSync(file, 'utf8').matchAll(/outline(?:-\w+)?\s*:[^;]*--lm-focus-ring\b[^;]*;/g),
    ].map((match) => `${relative(SOURCE, file)}: ${match[0]}`),
  );
  expect(misuses).toEqual([]);
});
