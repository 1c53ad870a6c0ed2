import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './http/app-env.js';
import { inlineScriptSources, mountStaticApps } from './static-apps.js';
import { pickEncoding } from './static-compression.js';

const root = mkdtempSync(join(tmpdir(), 'lamaa-static-'));
const pos = join(root, 'pos');
const intake = join(root, 'intake');
const office = join(root, 'office');
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'row ${i}'`).join(', ')}];\n`;
for (const dir of [pos, intake, office]) mkdirSync(join(dir, 'assets'), { recursive: true });
writeFileSync(join(pos, 'index.html'), '<!doctype html><title>POS</title>');
writeFileSync(join(pos, 'assets', 'app.js'), script);
writeFileSync(join(pos, 'assets', 'tiny.css'), 'body{margin:0}');
writeFileSync(join(pos, 'assets', 'font.woff2'), Buffer.alloc(4096, 7));
for (const language of ['en', 'ar']) {
  writeFileSync(join(pos, `login.${language}.html`), `<title>POS sign-in ${language}</title>`);
  writeFileSync(join(pos, `services.${language}.html`), `<title>POS services ${language}</title>`);
}
mkdirSync(join(pos, '.vite'));
writeFileSync(join(pos, '.vite', 'manifest.json'), '{}');
writeFileSync(join(pos, '.vite', 'inline-scripts.json'), `{"scriptSrc":["'sha256-abc='"]}`);
writeFileSync(join(intake, 'index.html'), '<!doctype html><title>Intake</title>');
writeFileSync(join(intake, 'services.en.html'), '<!doctype html><title>Not the intake</title>');
writeFileSync(join(office, 'index.html'), '<!doctype html><title>Office</title>');
writeFileSync(join(office, 'assets', 'office.js'), 'export const office = 1;\n');
const app = new Hono<AppEnv>();
mountStaticApps(app, { pos, intake, office });
const notBuilt = new Hono<AppEnv>();
mountStaticApps(notBuilt, { pos, intake, office: join(root, 'office-not-built') });

afterAll(() => rmSync(root, { recursive: true, force: true }));

const get = (path: string, acceptEncoding?: string) =>
  app.request(
    path,
    acceptEncoding === undefined ? {} : { headers: { 'Accept-Encoding': acceptEncoding } },
  );

describe('compressed static files', () => {
  it('sends Brotli when the browser accepts it, with the same bytes inside', async () => {
    const answer = await get('/assets/app.js', 'gzip, deflate, br, zstd');
    expect(answer.headers.get('Content-Encoding')).toBe('br');
    expect(answer.headers.get('Vary')).toBe('Accept-Encoding');
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await answer.arrayBuffer());
    expect(body.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('sends gzip to a browser without Brotli, and plain bytes to one without either', async () => {
    const gzipped = await get('/assets/app.js', 'gzip');
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(script);
    for (const refusing of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await get('/assets/app.js', refusing);
      expect(plain.headers.get('Content-Encoding'), refusing).toBeNull();
      expect(await plain.text()).toBe(script);
    }
  });

  it('leaves fonts and files under 1 KB as they are', async () => {
    for (const path of ['/assets/font.woff2', '/assets/tiny.css', '/login']) {
      const answer = await get(path, 'br, gzip');
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('Content-Encoding'), path).toBeNull();
    }
  });

  it('compresses a file again once it changes', async () => {
    const file = join(pos, 'assets', 'changing.js');
    writeFileSync(file, script);
    await get('/assets/changing.js', 'br');
    const changed = script.replace('row 0', 'row zero');
    writeFileSync(file, changed);
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const answer = await get('/assets/changing.js', 'br');
    expect(brotliDecompressSync(Buffer.from(await answer.arrayBuffer())).toString()).toBe(changed);
  });
});

describe('pages with a first paint', () => {
  const page = async (path: string, headers: Record<string, string> = {}) => {
    const answer = await app.request(path, { headers });
    expect(answer.headers.get('Cache-Control'), path).toBe('no-cache');
    return (await answer.text()).replace(/^.*<title>|<\/title>.*$/g, '');
  };
  const session = { Cookie: 'other=1; lamaa_token=abc' };

  it("answers a signed-in visitor with the section's page, or index.html when it has none", async () => {
    expect(await page('/', session)).toBe('POS services en');
    expect(await page('/services', session)).toBe('POS services en');
    expect(await page('/services/', session)).toBe('POS services en');
    expect(await page('/login', session)).toBe('POS sign-in en');
    expect(await page('/orders', session)).toBe('POS');
    expect(await page('/profile?tab=1', session)).toBe('POS');
  });

  it('answers every page of the POS with the sign-in page when the session cookie is missing', async () => {
    for (const path of ['/', '/services', '/orders', '/login'])
      expect(await page(path, { Cookie: 'lamaa_language=en' }), path).toBe('POS sign-in en');
    expect(await page('/orders')).toBe('POS sign-in en');
  });

  it('chooses the language as the app does: the query, the stored choice, the browser', async () => {
    const arabicBrowser = { 'Accept-Language': 'fr-FR, ar-AE;q=0.9, en;q=0.8' };
    expect(await page('/login', arabicBrowser)).toBe('POS sign-in ar');
    const storedEnglish = { ...arabicBrowser, Cookie: 'lamaa_language=en; lamaa_token=abc' };
    expect(await page('/services', storedEnglish)).toBe('POS services en');
    expect(await page('/services?lang=ar', storedEnglish)).toBe('POS services ar');
    expect(await page('/login', { Cookie: 'lamaa_language=xx' })).toBe('POS sign-in en');
  });

  it('keeps the intake on its own index.html', async () => {
    expect(await page('/scan/services', session)).toBe('Intake');
  });

  it("answers every address under /office with the office's index.html, signed in or not", async () => {
    for (const path of ['/office', '/office/', '/office/staff', '/office/branches/3?lang=ar']) {
      expect(await page(path, session), path).toBe('Office');
      expect(await page(path), path).toBe('Office');
    }
    const asset = await get('/office/assets/office.js');
    expect(asset.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(await asset.text()).toBe('export const office = 1;\n');
    expect((await get('/office/assets/missing.js')).status).toBe(404);
    expect((await get('/office/.vite/manifest.json')).status).toBe(404);
  });

  it('explains an office that is not built yet, and leaves the POS a path like /officer', async () => {
    const answer = await notBuilt.request('/office/staff');
    expect(answer.status).toBe(404);
    expect(await answer.text()).toMatch(/back office app is not built yet/);
    expect(await page('/officer', session)).toBe('POS');
  });
});

describe("the build's own files", () => {
  it('keeps the build notes in hidden folders private', async () => {
    expect((await get('/.vite/manifest.json')).status).toBe(404);
    expect((await get('/scan/.vite/manifest.json')).status).toBe(404);
  });

  it("lists the CSP sources of the apps' inline scripts, none for an app without", () => {
    expect(inlineScriptSources({ pos, intake, office })).toEqual(["'sha256-abc='"]);
    expect(inlineScriptSources({ pos: intake, intake: join(root, 'not-built'), office })).toEqual(
      [],
    );
  });
});

describe('pickEncoding', () => {
  it('prefers Brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, br')).toBe('br');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('BR')).toBe('br');
    expect(pickEncoding('deflate')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});
