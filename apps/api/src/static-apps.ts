// Serves the built browser apps: the POS at / and the intake at /scan, each with a
// single-page fallback to its index.html, text files compressed when the browser accepts it.
// Missing builds answer a plain explanation.
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './http/app-env.js';
import { compressedBody, isCompressible, pickEncoding } from './static-compression.js';

/** The folders holding the built apps (they may not exist yet). */
export interface StaticRoots {
  readonly pos: string;
  readonly intake: string;
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

async function fileIn(root: string, relative: string): Promise<string | undefined> {
  const full = normalize(join(root, relative));
  if (full !== root && !full.startsWith(root.endsWith(sep) ? root : root + sep)) return undefined;
  const info = await stat(full).catch(() => undefined);
  return info?.isFile() ? full : undefined;
}

async function send(c: Context, file: string, isIndex: boolean): Promise<Response> {
  const [body, info] = await Promise.all([readFile(file), stat(file)]);
  const cache = isIndex
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

function serveApp(root: string, prefix: string, name: string) {
  return async (c: Context): Promise<Response> => {
    if (!existsSync(join(root, 'index.html'))) {
      return c.text(
        `The ${name} app is not built yet. Run \`pnpm build\` (or \`pnpm start\`), then reload.`,
        404,
      );
    }
    const relative = decodeURIComponent(c.req.path.slice(prefix.length)).replace(/^\/+/, '');
    const file = relative ? await fileIn(root, relative) : undefined;
    if (file) return send(c, file, file.endsWith('index.html'));
    if (extname(relative) !== '' && !relative.endsWith('.html')) return c.text('Not found.', 404);
    return send(c, join(root, 'index.html'), true);
  };
}

/** Adds the GET/HEAD handlers for both apps; /scan goes to the intake, the rest to the POS. */
export function mountStaticApps(app: Hono<AppEnv>, roots: StaticRoots): void {
  const intake = serveApp(normalize(roots.intake), '/scan', 'intake');
  const pos = serveApp(normalize(roots.pos), '', 'POS');
  app.get('/scan', intake);
  app.get('/scan/*', intake);
  app.get('*', pos);
}
