// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE_BUDGETS, KB, POS_START, weighBudget } from '../../../../scripts/bundle-budgets.js';
import {
  type ChunkReport,
  modulesMatching,
  routeChunks,
} from '../../../../scripts/bundle-report.js';
import { type ProductionBuild, productionBuild } from '../../../../scripts/production-build.js';

/** What /login loads: the entry, its second stage and their static imports. */
const LOGIN = POS_START;
/** Code that only lazy chunks may hold (none of it in the first load's closure). */
const LAZY_ONLY: Readonly<Record<string, RegExp>> = {
  'the maps': /^@vis\.gl\/react-google-maps\//,
  'the phone metadata': /^libphonenumber-js\//,
  'the orders screen': /^src\/features\/orders\//,
  'the profile screen': /^src\/features\/profile\//,
};

let built: ProductionBuild | undefined;
let report: ChunkReport = { files: [] };

beforeAll(async () => {
  built = await productionBuild(new URL('../..', import.meta.url).pathname);
  report = built.report;
}, 120_000);

afterAll(() => built?.remove());

/** The chunks a signed-in /services loads as it starts (its budget's sources). */
const servicesStart = () => {
  const services = BUNDLE_BUDGETS.find((budget) => budget.label.startsWith('/services'));
  return routeChunks(report, services?.sources === 'all' ? [] : (services?.sources ?? []));
};

/** The pre-rendered first paints in the build, one per page and language (services.en.html …). */
const firstPaintPages = (outDir: string) =>
  readdirSync(outDir).filter((file) => /^[a-z]+\.(en|ar)\.html$/.test(file));

describe('bundle budget of the POS production build', () => {
  for (const budget of BUNDLE_BUDGETS.filter(({ app }) => app === 'pos')) {
    it(`keeps the JavaScript of ${budget.label} at most ${budget.limitKb} KB gzip`, () => {
      const size = weighBudget(report, budget);
      console.log(
        `${budget.label}: ${(size / KB).toFixed(1)} KB gzip, ${size} B (see dist/.vite/chunk-report.md)`,
      );
      expect(size).toBeLessThanOrEqual(budget.limitKb * KB);
    });
  }

  it('marks /login chunks initial and the rest lazy in the chunk report', () => {
    const login = new Set(routeChunks(report, LOGIN).map((chunk) => chunk.file));
    const initial = report.files.filter((file) => file.kind === 'chunk' && file.initial);
    expect(initial.map((chunk) => chunk.file).sort()).toEqual([...login].sort());
  });

  it('starts a signed-in /services in one chunk per stage (scripts/start-chunks.ts)', () => {
    const files = servicesStart();
    // The entry, Rolldown's runtime, the libraries' chunk, the second stage, the API client and
    // the shell: 35 files when the automatic split made a chunk per pattern of sharing.
    expect(files.map((file) => file.file)).toHaveLength(6);
  });

  it('leaves the shell and the catalogues out of /login', () => {
    const login = routeChunks(report, LOGIN);
    expect(
      modulesMatching(login, /^src\/app\/app-shell\.tsx$|^src\/features\/catalogue\//),
    ).toEqual([]);
  });

  for (const [what, pattern] of Object.entries(LAZY_ONLY)) {
    it(`keeps ${what} in lazy chunks only`, () => {
      expect(modulesMatching(report.files, pattern), `${what} is in the build`).not.toEqual([]);
      const initial = report.files.filter((file) => file.initial);
      expect(modulesMatching(initial, pattern)).toEqual([]);
    });
  }

  it('holds each first paint back until its markup is parsed, so it never paints half a screen', () => {
    const outDir = built?.outDir ?? '';
    const pages = firstPaintPages(outDir);
    expect(pages.length).toBeGreaterThanOrEqual(4);
    for (const page of pages) {
      const html = readFileSync(join(outDir, page), 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, page).toContain('<link rel="expect" href="#first-paint-end" blocking="render">');
      // The mark follows the inert first paint and its session check: all that is drawn.
      expect(html, page).toMatch(
        /<\/div><\/div>(<template [\s\S]*?<\/script>)?<i id="first-paint-end" hidden><\/i>/,
      );
    }
  });

  it('preloads each chunk of a first paint once, the entry never again after it', () => {
    const outDir = built?.outDir ?? '';
    const pages = firstPaintPages(outDir);
    for (const page of pages) {
      const html = readFileSync(join(outDir, page), 'utf8');
      const scripts = /"entry":"([^"]+)","preloads":(\[[^\]]*\]),"later":(\[[^\]]*\])/.exec(html);
      expect(scripts, page).not.toBeNull();
      const [, entry = '', preloads = '[]', later = '[]'] = scripts ?? [];
      const preloaded = JSON.parse(preloads) as string[];
      const imported = JSON.parse(later) as string[];
      // The entry's chunks, and at least the API client's, which every page imports as it starts.
      expect(preloaded.length, page).toBeGreaterThan(0);
      expect(imported.length, page).toBeGreaterThan(0);
      const all = [entry, ...preloaded, ...imported];
      expect(new Set(all).size, page).toBe(all.length);
    }
  });
});
