// What a production build ships, chunk by chunk: a Vite plugin that writes, next to the
// manifest, each chunk's gzip size, whether a first visit loads it (initial) or a dynamic
// import does (lazy), and its largest modules (`.vite/chunk-report.md` to read, `.json` for
// the bundle-budget tests), and the helpers those tests use to weigh a route's JavaScript.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { appliesToWrittenBuild } from './written-build.js';

/** One module of a chunk and the size of its code in that chunk, before minification. */
export interface ReportModule {
  readonly id: string;
  readonly renderedBytes: number;
}

/** One emitted file: a JavaScript chunk or an asset (CSS, WebAssembly, fonts...). */
export interface ReportFile {
  readonly file: string;
  /** The module the chunk stands for, relative to the app (the manifest's key), if any. */
  readonly source?: string;
  readonly kind: 'chunk' | 'asset';
  readonly isEntry: boolean;
  readonly isDynamicEntry: boolean;
  /** Loaded by a first visit: an entry, or reached from one through static imports. */
  readonly initial: boolean;
  /** Files this chunk imports statically (JS), or CSS and assets it pulls in. */
  readonly imports: readonly string[];
  readonly dynamicImports: readonly string[];
  readonly gzipBytes: number;
  /** The chunk's modules, largest first (none for an asset). */
  readonly modules: readonly ReportModule[];
}

/** The whole report of one build. */
export interface ChunkReport {
  readonly files: readonly ReportFile[];
}

const REPORT_JSON = join('.vite', 'chunk-report.json');
const REPORT_MD = join('.vite', 'chunk-report.md');
const TOP_MODULES = Number(process.env.TOP_MODULES ?? 8);

/** The gzip size of some bytes (default level, as a server compresses). */
function gzipSize(bytes: string | Uint8Array): number {
  return gzipSync(bytes).length;
}

/** A module id made readable: a package path for dependencies, else relative to the app. */
function readableId(id: string, root: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const inPackages = clean.lastIndexOf('/node_modules/');
  if (inPackages >= 0) return clean.slice(inPackages + '/node_modules/'.length);
  return clean.startsWith('/') ? relative(root, clean) : clean;
}

/**
 * The bundle's chunks holding some of the app's modules (paths relative to `root`), with a
 * clear error when a module is in none.
 */
export function chunksForModules<T extends { readonly moduleIds: readonly string[] }>(
  chunks: readonly T[],
  root: string,
  modules: readonly string[],
): T[] {
  return modules.map((module) => {
    const path = resolve(root, module);
    const chunk = chunks.find((candidate) => candidate.moduleIds.includes(path));
    if (chunk === undefined) throw new Error(`The build has no chunk for ${module}.`);
    return chunk;
  });
}

/** The files reachable from `starts` through static imports (the starts included), each once. */
export function staticReach(
  byFile: ReadonlyMap<string, { readonly imports: readonly string[] }>,
  starts: Iterable<string>,
): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of byFile.get(file)?.imports ?? []) visit(next);
  };
  for (const file of starts) visit(file);
  return seen;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The readable report: totals, then every file (initial first, largest first) with its top modules. */
function formatChunkReport(report: ChunkReport): string {
  const js = report.files.filter((entry) => entry.kind === 'chunk');
  const total = (files: readonly ReportFile[]) =>
    kb(files.reduce((sum, entry) => sum + entry.gzipBytes, 0));
  const initial = js.filter((entry) => entry.initial);
  const lazy = js.filter((entry) => !entry.initial);
  const ordered = [...report.files].sort(
    (a, b) =>
      Number(b.kind === 'chunk') - Number(a.kind === 'chunk') ||
      Number(b.initial) - Number(a.initial) ||
      b.gzipBytes - a.gzipBytes,
  );
  const lines = [
    '# Chunk report',
    '',
    `Initial JavaScript: ${total(initial)} KB gzip in ${initial.length} chunks. ` +
      `Lazy JavaScript: ${total(lazy)} KB gzip in ${lazy.length} chunks. ` +
      'Module sizes are rendered code before minification. An asset is initial when the ' +
      "first load's chunks or CSS reference it.",
    '',
  ];
  for (const entry of ordered) {
    const role = entry.isEntry ? 'entry' : entry.isDynamicEntry ? 'dynamic import' : 'shared';
    const from = entry.source === undefined ? '' : ` of ${entry.source}`;
    lines.push(
      `## ${entry.file}: ${kb(entry.gzipBytes)} KB gzip, ${entry.initial ? 'initial' : 'lazy'}` +
        (entry.kind === 'chunk' ? ` (${role}${from})` : ' (asset)'),
    );
    for (const module of entry.modules.slice(0, TOP_MODULES))
      lines.push(`- ${kb(module.renderedBytes)} KB ${module.id}`);
    if (entry.modules.length > TOP_MODULES)
      lines.push(`- … and ${entry.modules.length - TOP_MODULES} smaller modules`);
    lines.push('');
  }
  return lines.join('\n');
}

/**
 * The Vite plugin that writes `.vite/chunk-report.{md,json}` into the build's output folder.
 * `startedAtOnce` are modules (relative to the app) the entry imports as soon as it runs, in a
 * task of their own: a first visit loads their chunks too.
 */
export function chunkReport(startedAtOnce: readonly string[] = []): Plugin {
  let root = '';
  return {
    name: 'lamaa:chunk-report',
    apply: appliesToWrittenBuild,
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    writeBundle(options, bundle) {
      const outDir = options.dir ?? join(root, 'dist');
      // Vite's own metadata (the manifest) is not shipped to the browser.
      const outputs = Object.values(bundle).filter(
        (output) => !output.fileName.startsWith('.vite/'),
      );
      const entries = outputs.filter((output) => output.type === 'chunk' && output.isEntry);
      const importsOf = new Map(
        outputs.map((output) => [
          output.fileName,
          {
            imports:
              output.type === 'chunk'
                ? [
                    ...output.imports,
                    ...(output.viteMetadata?.importedCss ?? []),
                    ...(output.viteMetadata?.importedAssets ?? []),
                  ]
                : [],
          },
        ]),
      );
      const stages = chunksForModules(
        outputs.filter((output) => output.type === 'chunk'),
        root,
        startedAtOnce,
      );
      const initial = staticReach(
        importsOf,
        [...entries, ...stages].map((entry) => entry.fileName),
      );
      const files: ReportFile[] = outputs.map((output) => {
        const common = {
          file: output.fileName,
          initial: initial.has(output.fileName),
          imports: importsOf.get(output.fileName)?.imports ?? [],
        };
        if (output.type === 'asset')
          return {
            ...common,
            kind: 'asset',
            isEntry: false,
            isDynamicEntry: false,
            dynamicImports: [],
            gzipBytes: gzipSize(output.source),
            modules: [],
          };
        return {
          ...common,
          kind: 'chunk',
          ...(output.facadeModuleId === null
            ? {}
            : { source: readableId(output.facadeModuleId, root) }),
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          dynamicImports: output.dynamicImports,
          gzipBytes: gzipSize(output.code),
          modules: Object.entries(output.modules)
            .map(([id, module]) => ({
              id: readableId(id, root),
              renderedBytes: module.renderedLength,
            }))
            .filter((module) => module.renderedBytes > 0)
            .sort((a, b) => b.renderedBytes - a.renderedBytes),
        };
      });
      const report: ChunkReport = { files };
      mkdirSync(join(outDir, '.vite'), { recursive: true });
      writeFileSync(join(outDir, REPORT_JSON), `${JSON.stringify(report, null, 1)}\n`);
      writeFileSync(join(outDir, REPORT_MD), formatChunkReport(report));
    },
  };
}

/** Reads the report of a build folder, with a clear message when the build wrote none. */
export function readChunkReport(distDir: string): ChunkReport {
  const path = join(distDir, REPORT_JSON);
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as ChunkReport;
  } catch {
    throw new Error(
      `No chunk report at ${path}: build the app with the chunkReport() plugin in vite.config.ts.`,
    );
  }
}

/**
 * The JavaScript chunks a page needs before it runs: the chunks of the given sources (a
 * manifest key such as 'index.html', or a module such as 'src/app/app-shell.tsx', whose chunk
 * may hold other modules too) and their static imports.
 */
export function routeChunks(report: ChunkReport, sources: readonly string[]): ReportFile[] {
  const byFile = new Map(report.files.map((entry) => [entry.file, entry]));
  const starts = sources.map((source) => {
    const found = report.files.find(
      (entry) =>
        entry.kind === 'chunk' &&
        (entry.source === source || entry.modules.some((module) => module.id === source)),
    );
    if (found === undefined) throw new Error(`No chunk for '${source}' in the chunk report.`);
    return found.file;
  });
  return [...staticReach(byFile, starts)]
    .map((file) => byFile.get(file))
    .filter((entry): entry is ReportFile => entry?.kind === 'chunk');
}

/** The gzip bytes of some report files together. */
export function totalGzip(files: readonly ReportFile[]): number {
  return files.reduce((sum, entry) => sum + entry.gzipBytes, 0);
}

/** The ids of the modules of some chunks that match a pattern (e.g. a package name). */
export function modulesMatching(files: readonly ReportFile[], pattern: RegExp): string[] {
  return files.flatMap((entry) =>
    entry.modules.filter((module) => pattern.test(module.id)).map((module) => module.id),
  );
}
