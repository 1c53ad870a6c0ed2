// A Vite plugin that gives the sign-in page and the shell's screens a first paint in their
// HTML. After the client build it builds src/first-paint/render-first-paint.tsx for Node,
// renders the pages in English and Arabic with react-dom/server, and writes them beside
// index.html as login.en.html, login.ar.html, services.en.html, orders.ar.html…, each
// with its own <html lang dir> and, inline, the styles of the lazy chunks it shows (the
// entry's are inline already: scripts/inline-entry-css.ts). The first paint is inert, a
// picture that takes no clicks or typing, so nothing typed is lost and no form is sent
// natively before the app, rendering over it, replaces it with the live screen. Its scripts
// start only once it is on screen (START_SCRIPT). The server picks the page for the path and
// the language (apps/api/src/static-apps.ts); the app renders over it (src/main.tsx).
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { Language } from '@lamaa/domain';
import { chunksForModules } from '../../../scripts/bundle-report.js';
import { appliesToWrittenBuild } from '../../../scripts/written-build.js';
import type { FirstPaintPage, renderFirstPaints } from '../src/first-paint/render-first-paint.js';
import {
  LOADING_TEMPLATE_ID,
  SESSION_CHECK_SCRIPT,
} from '../src/first-paint/session-check-script.js';

const RENDERER = 'src/first-paint/render-first-paint.tsx';
const ROOT_ELEMENT = '<div id="root"></div>';
/** The inert wrapper of a first paint; it lays nothing out, so the picture matches the app's. */
const INERT_START = '<div inert style="display:contents">';
/**
 * The first paint's last element, and the head's promise of it: Chromium renders nothing
 * until the parser has reached it. Without it a slow parse (a busy or slow phone) painted half
 * a sign-in card, then the whole card a moment later, centred anew: a layout shift (CLS 0.034
 * in 2 of 10 loads at 4x CPU slowdown). Browsers without `rel="expect"` ignore it.
 */
const END_MARK = '<i id="first-paint-end" hidden></i>';
const EXPECT_END = '<link rel="expect" href="#first-paint-end" blocking="render">';
const HTML_ELEMENT = '<html lang="en" dir="ltr">';
const HEAD_END = '</head>';
const BODY_END = '</body>';
/** The entry script and the module preloads Vite writes into index.html's head. */
const SCRIPT_TAGS =
  /<script type="module" crossorigin src="([^"]+)"><\/script>|<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The lazy modules whose chunks' styles each page's first paint needs, besides the app's
 * second stage (every page's).
 */
const SHELL = 'src/app/app-shell.tsx';
const PAGE_MODULES: Readonly<Record<FirstPaintPage, readonly string[]>> = {
  login: [],
  services: [SHELL],
  packages: [SHELL, 'src/features/catalogue/packages-page.tsx'],
  products: [SHELL, 'src/features/catalogue/products-page.tsx'],
  orders: [SHELL, 'src/features/orders/orders-page.tsx'],
};
/** The lazy modules every page imports as the app starts: the API client (with the schemas). */
export const API_CLIENT = 'src/app/make-api-client.ts';
/** The sidebar's checkout block, which the shell imports as it first renders. */
const CHECKOUT = 'src/features/checkout/index.ts';
/** The lazy modules a signed-in start imports at once: the shell, the API client, the checkout. */
export const STARTED_WITH_SHELL: readonly string[] = [SHELL, API_CLIENT, CHECKOUT];

/** The Arabic an Arabic start waits for: the kit's texts and the POS's (src/app/pos-arabic.ts). */
const ARABIC = ['../../packages/ui/src/i18n/resources/ar.ts', 'src/app/pos-arabic-texts.ts'];

/** The lazy modules each page imports as the app starts, beside those of its styles. */
function startedWith(page: FirstPaintPage, language: Language): readonly string[] {
  const arabic = language === 'ar' ? ARABIC : [];
  return page === 'login'
    ? [...arabic, API_CLIENT]
    : [...arabic, API_CLIENT, ...PAGE_MODULES[page], CHECKOUT];
}

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
}

/** A manifest entry and the entries it imports statically, each once. */
function chunksOf(
  manifest: Readonly<Record<string, ManifestChunk>>,
  key: string,
  seen = new Set<string>(),
): ManifestChunk[] {
  const chunk = manifest[key];
  if (chunk === undefined || seen.has(key)) return [];
  seen.add(key);
  return [
    chunk,
    ...(chunk.imports ?? []).flatMap((imported) => chunksOf(manifest, imported, seen)),
  ];
}

/** The modules the first paints look up in the manifest. */
const LOOKED_UP = [
  ...new Set([...ARABIC, ...STARTED_WITH_SHELL, ...Object.values(PAGE_MODULES).flat()]),
];

/**
 * The manifest with a key for each module of `fileOfModule` that has none: a module in a chunk
 * it shares with others, not a dynamic entry's own (scripts/start-chunks.ts), is known by its
 * chunk.
 */
function withModuleKeys(
  manifest: Readonly<Record<string, ManifestChunk>>,
  fileOfModule: ReadonlyMap<string, string>,
): Record<string, ManifestChunk> {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const added = [...fileOfModule].flatMap(([module, file]) => {
    const chunk = byFile.get(file);
    return manifest[module] === undefined && chunk !== undefined ? [[module, chunk] as const] : [];
  });
  return { ...manifest, ...Object.fromEntries(added) };
}

/** The stylesheets a manifest entry loads with it: its own and its static imports'. */
function stylesheetsOf(manifest: Readonly<Record<string, ManifestChunk>>, key: string) {
  return new Set(chunksOf(manifest, key).flatMap((chunk) => chunk.css ?? []));
}

/** The chunk files of `modules` and their static imports, except those in `except`. */
function chunkFilesOf(
  manifest: Readonly<Record<string, ManifestChunk>>,
  modules: readonly string[],
  base: string,
  except: readonly string[],
): string[] {
  const files = modules.flatMap((module) => {
    const chunks = chunksOf(manifest, module);
    if (chunks.length === 0) throw new Error(`The build has no chunk for ${module}.`);
    return chunks.map((chunk) => `${base}${chunk.file}`);
  });
  return [...new Set(files)].filter((file) => !except.includes(file));
}

/**
 * index.html with module preloads for the second stage's chunks, so that they download beside
 * the entry instead of after it has run (those the entry imports itself Vite preloads already).
 */
function withSecondStagePreloads(
  index: string,
  manifest: Readonly<Record<string, ManifestChunk>>,
  secondStage: string,
  base: string,
): string {
  const entry = `${base}${manifest['index.html']?.file}`;
  const preloaded = [...index.matchAll(SCRIPT_TAGS)].flatMap(([, , href]) => href ?? []);
  const links = chunkFilesOf(manifest, [secondStage], base, [entry, ...preloaded]).map(
    (file) => `<link rel="modulepreload" crossorigin href="${file}">`,
  );
  return index.replace(HEAD_END, `${links.join('')}${HEAD_END}`);
}

/**
 * Each page's <style> holding its lazy styles that index.html does not already carry, and for
 * each stylesheet a disabled <link> to it, which the browser does not fetch: Vite's import
 * helper takes it as loaded, so the app's imports do not fetch, parse and apply the same
 * styles a second time.
 */
function stylesByPage(
  outDir: string,
  manifest: Readonly<Record<string, ManifestChunk>>,
  secondStage: string,
  base: string,
): Record<FirstPaintPage, string> {
  const inEntry = stylesheetsOf(manifest, 'index.html');
  const styleOf = (modules: readonly string[]) => {
    const sheets = modules
      .flatMap((module) => [...stylesheetsOf(manifest, module)])
      .filter((sheet, at, all) => !inEntry.has(sheet) && all.indexOf(sheet) === at);
    if (sheets.length === 0) return '';
    const css = sheets.map((sheet) => readFileSync(join(outDir, sheet), 'utf8')).join('');
    const loaded = sheets.map((sheet) => `<link rel="stylesheet" href="${base}${sheet}" disabled>`);
    return `<style>${css}</style>${loaded.join('')}`;
  };
  return Object.fromEntries(
    Object.entries(PAGE_MODULES).map(([page, modules]) => [
      page,
      styleOf([secondStage, ...modules]),
    ]),
  ) as Record<FirstPaintPage, string>;
}

/**
 * Builds the renderer for Node with its dependencies inside (so its React is one copy, whatever
 * the calling process has loaded, e.g. a test's development React), and loads it.
 */
async function loadRenderer(
  config: ResolvedConfig,
  outDir: string,
): Promise<typeof renderFirstPaints> {
  await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    // Bundling React for Node warns of every "use client" it drops; errors still show.
    logLevel: 'error',
    ssr: { noExternal: true },
    build: { ssr: RENDERER, outDir, emptyOutDir: true, minify: false },
  });
  const url = pathToFileURL(join(outDir, 'render-first-paint.js')).href;
  return ((await import(url)) as { renderFirstPaints: typeof renderFirstPaints }).renderFirstPaints;
}

/** The data block naming the scripts the start script adds. */
const SCRIPTS_ID = 'lamaa-scripts';
/**
 * Adds the app's scripts once the first paint is on screen (its paint timing entry has come):
 * a script fetched alongside the page can be run before the browser paints it (a slow link
 * then shows nothing until it has arrived). A hidden tab paints nothing, so it starts them at
 * once; 2 s is the limit for a browser that never reports the paint. It then preloads the
 * entry's chunks and those the app imports as it starts (`later`: Vite's import helper finds
 * them there instead of adding a link for each while the app's own tasks run), six a task: each
 * link is a little of the main thread, and 46 of them in two tasks made two long tasks on a
 * slow phone. One the helper has linked meanwhile (the app ran ahead of the batches; the helper
 * writes the whole URL) is skipped. Its text never changes with the build, and the server's CSP
 * allows it by its hash (INLINE_SCRIPTS_FILE).
 */
const START_SCRIPT = `(() => {
  const { entry, preloads, later } = JSON.parse(document.getElementById('${SCRIPTS_ID}').textContent);
  const add = (tag, props) =>
    document.head.append(Object.assign(document.createElement(tag), { crossOrigin: '', ...props }));
  const preload = (hrefs) => {
    const links = document.querySelectorAll('link[rel=modulepreload]');
    const linked = new Set(Array.from(links, (link) => link.href));
    for (const href of hrefs.slice(0, 6))
      if (!linked.has(new URL(href, document.baseURI).href)) add('link', { rel: 'modulepreload', href });
    if (hrefs.length > 6) setTimeout(() => preload(hrefs.slice(6)));
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    add('script', { type: 'module', src: entry });
    preload([...preloads, ...later]);
  };
  if (document.hidden) return start();
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(start);
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 2000);
})();`;
/** Where the build lists the CSP hashes of its inline scripts, for the server. */
const INLINE_SCRIPTS_FILE = '.vite/inline-scripts.json';

/** The scripts START_SCRIPT adds: the entry, the preloads beside it, and the ones after. */
interface StartScripts {
  readonly entry: string;
  readonly preloads: readonly string[];
  readonly later: readonly string[];
}

/** index.html without its entry script and module preloads, and those, for START_SCRIPT. */
function withoutScripts(index: string): { html: string; entry: string; preloads: string[] } {
  const entries: string[] = [];
  const preloads: string[] = [];
  const html = index.replace(SCRIPT_TAGS, (_, entry?: string, preload?: string) => {
    if (entry !== undefined) entries.push(entry);
    if (preload !== undefined) preloads.push(preload);
    return '';
  });
  if (entries.length !== 1) throw new Error('index.html has no single entry module.');
  return { html, entry: entries[0] as string, preloads };
}

/** The data block naming a page's scripts, and START_SCRIPT, for the end of its body. */
function startTags(scripts: StartScripts): string {
  return `<script type="application/json" id="${SCRIPTS_ID}">${JSON.stringify(scripts)}</script><script>${START_SCRIPT}</script>`;
}

/**
 * A shell page's "Loading..." picture and the script that shows it instead of the shell when no
 * employee is stored; right after #root, so the swap happens before the browser paints.
 */
function sessionCheckTags(loading: string | null): string {
  if (loading === null) return '';
  return `<template id="${LOADING_TEMPLATE_ID}">${loading}</template><script>${SESSION_CHECK_SCRIPT}</script>`;
}

/** The CSP source of an inline script's text. */
function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/**
 * Writes <page>.<language>.html for every first-painted page from the built index.html;
 * `secondStage` is the module the entry imports at once (its chunks are preloaded with the
 * entry's, and its styles are in every first paint).
 */
export function firstPaint(secondStage: string): Plugin {
  let config: ResolvedConfig;
  /** Each module the first paints look up (relative to the app) and the chunk file holding it. */
  const fileOfModule = new Map<string, string>();
  return {
    name: 'lamaa-first-paint',
    // Nor for a server-side build: it paints the browser's pages.
    apply: (userConfig, env) => appliesToWrittenBuild(userConfig, env) && env.isSsrBuild !== true,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      for (const module of [secondStage, ...LOOKED_UP]) {
        const [chunk] = chunksForModules(chunks, config.root, [module]);
        if (chunk !== undefined) fileOfModule.set(module, chunk.fileName);
      }
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const serverDir = mkdtempSync(join(tmpdir(), 'lamaa-first-paint-'));
      const manifest = withModuleKeys(
        JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
          string,
          ManifestChunk
        >,
        fileOfModule,
      );
      const built = readFileSync(join(outDir, 'index.html'), 'utf8');
      for (const part of [ROOT_ELEMENT, HTML_ELEMENT, HEAD_END, BODY_END])
        if (!built.includes(part)) throw new Error(`index.html has no ${part}.`);
      const index = withSecondStagePreloads(built, manifest, secondStage, config.base);
      writeFileSync(join(outDir, 'index.html'), index);
      try {
        const render = await loadRenderer(config, serverDir);
        const styles = stylesByPage(outDir, manifest, secondStage, config.base);
        const { html: template, entry, preloads } = withoutScripts(index);
        for (const { page: name, language, direction, markup, loading } of render()) {
          // The entry is already loading: only the chunks it will import.
          const later = chunkFilesOf(manifest, startedWith(name, language), config.base, [
            ...preloads,
            entry,
          ]);
          const html = template
            .replace(HTML_ELEMENT, `<html lang="${language}" dir="${direction}">`)
            .replace(HEAD_END, `${styles[name]}${EXPECT_END}${HEAD_END}`)
            .replace(
              ROOT_ELEMENT,
              // The mark comes after the session check, so the first frame is already the
              // loading screen when no employee is stored.
              `<div id="root">${INERT_START}${markup}</div></div>${sessionCheckTags(loading)}${END_MARK}`,
            )
            .replace(BODY_END, `${startTags({ entry, preloads, later })}${BODY_END}`);
          writeFileSync(join(outDir, `${name}.${language}.html`), html);
        }
        const hashes = { scriptSrc: [scriptHash(START_SCRIPT), scriptHash(SESSION_CHECK_SCRIPT)] };
        writeFileSync(join(outDir, INLINE_SCRIPTS_FILE), JSON.stringify(hashes));
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
