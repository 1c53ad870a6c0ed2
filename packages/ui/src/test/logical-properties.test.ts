import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPhysicalProperties } from './find-physical-properties.js';

const repoRoot = join(import.meta.dirname, '../../../..');

/** Every .css and .tsx file under a folder, skipping dependencies and build output. */
function filesUnder(folder: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(folder);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    if (['node_modules', 'dist', 'storybook-static', '.reports', 'coverage'].includes(entry))
      return [];
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.(css|tsx)$/.test(entry) ? [path] : [];
  });
}

const scanned = [
  ...filesUnder(join(repoRoot, 'packages/ui/src')),
  ...filesUnder(join(repoRoot, '.storybook')),
  ...readdirSync(join(repoRoot, 'apps')).flatMap((app) =>
    filesUnder(join(repoRoot, 'apps', app, 'src')),
  ),
];

describe('findPhysicalProperties', () => {
  it('flags physical CSS properties and values', () => {
    const css = [
      '.a { margin-left: 4px; }',
      '.b { padding-right: 1rem }',
      '.c { left: 0; }',
      '.d { text-align: right; }',
      '.e { border-left-width: 2px; }',
      '.f { float: left; }',
    ];
    for (const line of css) expect(findPhysicalProperties(line, 'css'), line).toHaveLength(1);
  });

  it('flags physical inline styles in TSX', () => {
    const tsx = [
      '<div style={{ marginLeft: 8 }} />',
      "<div style={{ left: '0' }} />",
      "<p style={{ textAlign: 'right' }} />",
      '<div style={{ paddingRight: 4 }} />',
    ];
    for (const line of tsx) expect(findPhysicalProperties(line, 'tsx'), line).toHaveLength(1);
  });

  it('accepts logical properties and mentions in comments', () => {
    const css =
      '/* never margin-left: 0 */\n.a { margin-inline-start: 4px; inset-inline-end: 0; text-align: start; border-inline-start-width: 2px; }';
    expect(findPhysicalProperties(css, 'css')).toEqual([]);
    expect(
      findPhysicalProperties(
        "const x = { insetInlineStart: 0, textAlign: 'end' }; // not left: 0",
        'tsx',
      ),
    ).toEqual([]);
  });
});

describe('the kit and the apps', () => {
  it('scans the kit’s own styles and components', () => {
    expect(scanned.filter((file) => file.endsWith('.css')).length).toBeGreaterThan(15);
    expect(scanned.filter((file) => file.endsWith('.tsx')).length).toBeGreaterThan(20);
  });

  it('use logical properties only (no left/right), so Arabic needs no special case', () => {
    const offences = scanned.flatMap((file) =>
      findPhysicalProperties(readFileSync(file, 'utf8'), file.endsWith('.css') ? 'css' : 'tsx').map(
        (use) => `${relative(repoRoot, file)}:${use.line}  ${use.text}`,
      ),
    );
    expect(offences).toEqual([]);
  });
});
