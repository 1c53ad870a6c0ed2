// Measures what each component of @lamaa/ui adds to an app: every export is bundled on its
// own with esbuild (minified, tree-shaken, as Vite's production build would) and gzipped.
// React, react-dom, i18next and react-i18next are left out: every app loads them once anyway.
// Usage: node scripts/import-cost.mjs [--write]   (--write refreshes the table in README.md)
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
const rows = [];
for (const { name, file } of components) {
  const { js, css } = await measure(
    `export { ${name} } from '${file.replace('./', './src/')}.tsx';`,
  );
  rows.push(`| ${name} | ${kb(js)} | ${kb(css)} |`);
}
const whole = await measure(`export * from './src/index.ts';`);
rows.push(`| **whole kit** (every export) | ${kb(whole.js)} | ${kb(whole.css)} |`);
const tokens = await measure(`import './src/styles/tokens.css'; import './src/styles/base.css';`);
rows.push(`| tokens + base styles (no fonts) | 0.0 | ${kb(tokens.css)} |`);

const table = ['| export | JS KB gzip | CSS KB gzip |', '|---|---:|---:|', ...rows].join('\n');
console.log(table);

if (process.argv.includes('--write')) {
  const readme = join(root, 'README.md');
  const text = readFileSync(readme, 'utf8');
  const start = '<!-- import-cost:start -->';
  const end = '<!-- import-cost:end -->';
  const next = text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), `${start}\n${table}\n${end}`);
  writeFileSync(readme, next);
  console.log('README.md updated.');
}
