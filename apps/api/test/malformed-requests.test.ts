// Requests the router never sees as meant: a path whose percent-encoding is not UTF-8 and
// headers beyond the server's limit. Each is answered 4xx with a JSON message, never 500
// and never an empty body, on API paths and on the built apps' paths alike.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestServer, type TestServer } from './test-server.js';

let root: string;
let server: TestServer;
beforeAll(async () => {
  // Built apps are served, so their paths go through the static file handler.
  root = mkdtempSync(join(tmpdir(), 'lamaa-built-'));
  for (const app of ['pos', 'intake']) {
    mkdirSync(join(root, app));
    writeFileSync(join(root, app, 'index.html'), `<!doctype html><title>${app}</title>`);
  }
  server = await openTestServer({
    staticRoots: { pos: join(root, 'pos'), intake: join(root, 'intake') },
  });
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

it.each(['/%ff', '/scan/%ff', '/api/%ff', '/api/pos/%c0%80', '/orders/%e2%82', '/%'])(
  'answers 400 JSON for the badly percent-encoded path %s',
  async (path) => {
    const answer = await fetch(`${server.url}${path}`);
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await answer.json()) as { message: string }).message).toMatch(/percent-encod/);
  },
);

it('still serves well-encoded paths, including an encoded percent sign', async () => {
  const page = await fetch(`${server.url}/orders/%25ff`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<title>pos</title>');
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
});
