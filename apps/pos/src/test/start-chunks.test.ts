// @vitest-environment node
import type { ConfigEnv, Plugin, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunkReport } from '../../../../scripts/bundle-report.js';
import { inlineEntryCss } from '../../../../scripts/inline-entry-css.js';
import { stageModules, startChunks } from '../../../../scripts/start-chunks.js';
import { firstPaint } from '../../scripts/first-paint-plugin.js';

const ROOT = '/app';

/** A chunk of the automatic split, as far as the stages read it. */
const chunk = (
  fileName: string,
  moduleIds: readonly string[],
  imports: readonly string[] = [],
  isEntry = false,
) => ({ fileName, moduleIds: moduleIds.map((id) => `${ROOT}/${id}`), imports, isEntry });

// index.html's entry; a second stage and a shell, each a dynamic import, sharing a small chunk
// with each other (`fils`) and one with a lazy dialog (`limits`), and the dialog itself.
const SPLIT = [
  chunk('index.js', ['src/main.tsx'], ['runtime.js'], true),
  chunk('runtime.js', ['node_modules/xstate/index.js']),
  chunk('start.js', ['src/start.tsx'], ['fils.js', 'runtime.js']),
  chunk('fils.js', ['src/fils.ts']),
  chunk('shell.js', ['src/shell.tsx', 'src/cart.tsx'], ['fils.js', 'limits.js']),
  chunk('limits.js', ['src/limits.ts']),
  chunk('dialog.js', ['src/dialog.tsx'], ['limits.js']),
];

const ids = (modules: Set<string>) => [...modules].map((id) => id.slice(ROOT.length + 1)).sort();

describe('the modules of each stage of a start', () => {
  it('gives each stage the chunks it loads that the entry and the stages before it do not', () => {
    const [start, shell] = stageModules(SPLIT, ROOT, [
      { name: 'start', modules: ['src/start.tsx'] },
      { name: 'shell', modules: ['src/shell.tsx'] },
    ]);
    expect(ids(start ?? new Set())).toEqual(['src/fils.ts', 'src/start.tsx']);
    expect(ids(shell ?? new Set())).toEqual(['src/cart.tsx', 'src/limits.ts', 'src/shell.tsx']);
  });

  it('leaves out what the entry loads and what no stage loads', () => {
    const all = stageModules(SPLIT, ROOT, [
      { name: 'start', modules: ['src/start.tsx'] },
      { name: 'shell', modules: ['src/shell.tsx'] },
    ]).flatMap((modules) => ids(modules));
    expect(all).not.toContain('src/main.tsx');
    expect(all).not.toContain('node_modules/xstate/index.js');
    expect(all).not.toContain('src/dialog.tsx');
  });

  it('names a stage module the split does not hold', () => {
    expect(() =>
      stageModules(SPLIT, ROOT, [{ name: 'start', modules: ['src/missing.tsx'] }]),
    ).toThrow('src/missing.tsx');
  });
});

describe('the first pass, which builds in memory to read the split', () => {
  const applies = (plugin: Plugin, config: UserConfig, command: ConfigEnv['command'] = 'build') =>
    typeof plugin.apply === 'function' && plugin.apply(config, { command, mode: 'production' });
  const writers = [
    startChunks([]).plugin,
    chunkReport(),
    inlineEntryCss(),
    firstPaint('src/main.tsx'),
  ];

  it('runs none of the plugins that shape or report the written files, its own included', () => {
    for (const plugin of writers) {
      expect(applies(plugin, { build: { write: false } }), plugin.name).toBe(false);
      expect(applies(plugin, {}), plugin.name).toBe(true);
    }
  });

  it('leaves them out of the development server', () => {
    for (const plugin of writers) expect(applies(plugin, {}, 'serve'), plugin.name).toBe(false);
  });
});
