// Serves the built browser apps: the POS at /, the intake at /scan and the back office at
// /office, each with a single-page fallback to its index.html, text files compressed when the browser accepts it.
// The POS's build also writes pages with a first paint in each language (login.en.html,
// services.ar.html, …): a path gets its section's page in the visitor's language when there
// is one, and a visitor without the session cookie gets the sign-in page, where the app
// sends them anyway. Missing builds answer a plain explanation.
import { existsSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { chooseLanguage, LANGUAGE_COOKIE, SESSION_COOKIE } from '@lamaa/domain';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { acceptedLanguages } from './http/accept-language.js';
import type { AppEnv } from './http/app-env.js';
import { compressedBody, isCompressible, pickEncoding } from './static-compression.js';

/** The folders holding the built apps (they may not exist yet). */
export interface StaticRoots {
  readonly pos: string;
  readonly intake: string;
  readonly office: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};

/** Where a build lists the CSP sources of its pages' inline scripts ({ scriptSrc: [...] }). */
const INLINE_SCRIPTS_FILE = join('.vite', 'inline-scripts.json');

/** The CSP sources of the built apps' inline scripts; none for an app not built yet. */
export function inlineScriptSources(roots: StaticRoots): string[] {
  return [roots.pos, roots.intake, roots.office].flatMap((root) => {
    const file = join(root, INLINE_SCRIPTS_FILE);
    if (!existsSync(file)) return [];
    return (JSON.parse(readFileSync(file, 'utf8')) as { scriptSrc: string[] }).scriptSrc;
  });
}

/** A file of the build by its relative path; never one in a hidden folder (.vite's build notes). */
async function fileIn(root: string, relative: string): Promise<string | undefined> {
  if (relative.split('/').some((part) => part.startsWith('.'))) return undefined;
  const full = normalize(join(root, relative));
  if (full !== root && !full.startsWith(root.endsWith(sep) ? root : root + sep)) return undefined;
  const info = await stat(full).catch(() => undefined);
  return info?.isFile() ? full : undefined;
}

async function send(c: Context, file: string, isPage: boolean): Promise<Response> {
  const [body, info] = await Promise.all([readFile(file), stat(file)]);
  const cache = isPage
    ? 'no-cache'
    : file.includes(`${sep}assets${sep}`)
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=3600';
  const headers: Record<string, string> = {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': cache,
  };
  if (!isCompressible(extname(file), body.length)) return c.body(body, 200, headers);
  headers['Vary'] = 'Accept-Encoding';
  const encoding = pickEncoding(c.req.header('Accept-Encoding'));
  if (encoding === undefined) return c.body(body, 200, headers);
  const version = `${info.mtimeMs}:${info.size}`;
  headers['Content-Encoding'] = encoding;
  return c.body(await compressedBody(file, version, body, encoding), 200, headers);
}

/** Which HTML page answers a path that is not a file; index.html when it does not exist. */
type PageOf = (relative: string, c: Context) => string;

/**
 * The POS's page for a path: the sign-in page without a session cookie, else the section's
 * own (services for /), in the language the app will choose (the `lang` query, the stored
 * choice, the browser's languages).
 */
const posPage: PageOf = (relative, c) => {
  const signedIn = getCookie(c, SESSION_COOKIE.name) !== undefined;
  const section = signedIn ? relative.split('/')[0] || 'services' : 'login';
  const language = chooseLanguage({
    query: c.req.query('lang') ?? null,
    stored: getCookie(c, LANGUAGE_COOKIE.name) ?? null,
    browser: acceptedLanguages(c.req.header('Accept-Language')),
  });
  return `${section}.${language}.html`;
};

function serveApp(root: string, prefix: string, name: string, pageOf?: PageOf) {
  return async (c: Context): Promise<Response> => {
    if (!existsSync(join(root, 'index.html'))) {
      return c.text(
        `The ${name} app is not built yet. Run \`pnpm build\` (or \`pnpm start\`), then reload.`,
        404,
      );
    }
    const relative = decodeURIComponent(c.req.path.slice(prefix.length)).replace(/^\/+/, '');
    const file = relative ? await fileIn(root, relative) : undefined;
    if (file) return send(c, file, extname(file) === '.html');
    if (extname(relative) !== '' && !relative.endsWith('.html')) return c.text('Not found.', 404);
    const page = pageOf && (await fileIn(root, pageOf(relative, c)));
    return send(c, page || join(root, 'index.html'), true);
  };
}

/**
 * Adds the GET/HEAD handlers for the apps; /scan goes to the intake, /office to the back
 * office (which shows its own sign-in, so it has no first-paint pages), the rest to the POS.
 */
export function mountStaticApps(app: Hono<AppEnv>, roots: StaticRoots): void {
  const intake = serveApp(normalize(roots.intake), '/scan', 'intake');
  const office = serveApp(normalize(roots.office), '/office', 'back office');
  const pos = serveApp(normalize(roots.pos), '', 'POS', posPage);
  app.get('/scan', intake);
  app.get('/scan/*', intake);
  app.get('/office', office);
  app.get('/office/*', office);
  app.get('*', pos);
}
