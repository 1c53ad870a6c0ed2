// Measures what each component of @lamaa/ui adds to an app: every export is bundled on its
// own with esbuild (minified, tree-shaken, as Vite's production build would) and gzipped.
// React, react-dom, i18next and react-i18next are left out: every app loads them once anyway.
// Usage: node scripts/import-cost.mjs [--write | --check]
//   --write refreshes the table in README.md; --check exits 1 when a listed figure is off by
//   more than CHECK_TOLERANCE (src/test/import-cost.test.ts runs it as part of the tests).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const shared = ['react', 'react-dom', 'react/jsx-runtime', 'i18next', 'react-i18next'];
const index = readFileSync(join(root, 'src/index.ts'), 'utf8');

/** Component names exported from ./components/, with their file. */
const components = [
  ...index.matchAll(/^export \{ (\w+) \} from '(\.\/components\/[\w-]+)\.js';$/gm),
]
  .map(([, name, file]) => ({ name, file }))
  .filter(({ name }) => /^[A-Z]/.test(name));

/** Bundles one entry's source and returns gzipped JS and CSS sizes in bytes. */
async function measure(contents) {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'ts', sourcefile: 'entry.ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    external: shared,
    outdir: join(root, '.reports/import-cost'),
    write: false,
    loader: { '.woff': 'file', '.woff2': 'file' },
    logLevel: 'error',
    // Keep only what the entry uses, as an app's bundler would.
    treeShaking: true,
  });
  const size = (extension) =>
    result.outputFiles
      .filter((file) => file.path.endsWith(extension))
      .reduce((sum, file) => sum + gzipSync(file.contents, { level: 9 }).length, 0);
  return { js: size('.js'), css: size('.css') };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
/** One row per export: name and the JS and CSS columns, as written in the table. */
const measured = [];
for (const { name, file } of components) {
  const { js, css } = await measure(
    `export { ${name} } from '${file.replace('./', './src/')}.tsx';`,
  );
  measured.push({ name, js: kb(js), css: kb(css) });
}
const whole = await measure(`export * from './src/index.ts';`);
measured.push({ name: '**whole kit** (every export)', js: kb(whole.js), css: kb(whole.css) });
const tokens = await measure(`import './src/styles/tokens.css'; import './src/styles/base.css';`);
measured.push({ name: 'tokens + base styles', js: '0.0', css: kb(tokens.css) });

const rows = measured.map(({ name, js, css }) => `| ${name} | ${js} | ${css} |`);
const table = ['| export | JS KB gzip | CSS KB gzip |', '|---|---:|---:|', ...rows].join('\n');
console.log(table);

const readme = join(root, 'README.md');
const start = '<!-- import-cost:start -->';
const end = '<!-- import-cost:end -->';
const tablePattern = new RegExp(`${start}[\\s\\S]*?${end}`);

if (process.argv.includes('--write')) {
  const text = readFileSync(readme, 'utf8');
  writeFileSync(readme, text.replace(tablePattern, `${start}\n${table}\n${end}`));
  console.log('README.md updated (run prettier on it to align the columns).');
}

// Small drift (a dependency's patch release) is not worth a failing suite; a component
// that grew or shrank by a real amount is, so the apps' budgets rest on current figures.
const CHECK_TOLERANCE = { kb: 0.5, share: 0.05 };

if (process.argv.includes('--check')) {
  const listed = new Map(
    [
      ...(readFileSync(readme, 'utf8').match(tablePattern)?.[0] ?? '').matchAll(
        /^\|\s*(.+?)\s*\|\s*([\d.]+)\s*\|\s*([\d.]+)\s*\|$/gm,
      ),
    ].map(([, name, js, css]) => [name, { js, css }]),
  );
  const isClose = (was, now) =>
    Math.abs(Number(was) - Number(now)) <=
    Math.max(CHECK_TOLERANCE.kb, CHECK_TOLERANCE.share * Number(was));
  const stale = measured.flatMap(({ name, js, css }) => {
    const row = listed.get(name);
    if (row === undefined) return [`${name}: not in README.md (now ${js} JS, ${css} CSS)`];
    return isClose(row.js, js) && isClose(row.css, css)
      ? []
      : [`${name}: README.md says ${row.js} JS / ${row.css} CSS, now ${js} / ${css}`];
  });
  const gone = [...listed.keys()].filter((name) => !measured.some((row) => row.name === name));
  stale.push(...gone.map((name) => `${name}: listed in README.md but no longer exported`));
  if (stale.length > 0) {
    console.error(
      `The import-cost table in README.md is out of date:\n  ${stale.join('\n  ')}\n` +
        'Refresh it: node scripts/import-cost.mjs --write && npx prettier --write README.md',
    );
    process.exit(1);
  }
  console.log('README.md import costs are current.');
}
