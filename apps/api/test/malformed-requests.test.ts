// Requests the router never sees as meant: a path whose percent-encoding is not UTF-8 and
// headers beyond the server's limit. Each is answered 4xx with a JSON message, never 500
// and never an empty body, on API paths and on the built apps' paths alike.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestServer, type TestServer } from './test-server.js';

let root: string;
let server: TestServer;
beforeAll(async () => {
  // Built apps are served, so their paths go through the static file handler.
  root = mkdtempSync(join(tmpdir(), 'lamaa-built-'));
  for (const app of ['pos', 'intake', 'office']) {
    mkdirSync(join(root, app));
    writeFileSync(join(root, app, 'index.html'), `<!doctype html><title>${app}</title>`);
  }
  server = await openTestServer({
    staticRoots: {
      pos: join(root, 'pos'),
      intake: join(root, 'intake'),
      office: join(root, 'office'),
    },
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

/** Sends raw bytes to the server and answers everything it sends back until it closes. */
function sendRaw(request: string): Promise<string> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** The status and parsed JSON body of a raw HTTP/1.1 answer. */
function parseRaw(answer: string): { status: number; type: string; body: { message?: string } } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const type = /^content-type: *(.*)$/im.exec(head)?.[1] ?? '';
  return { status: Number(head.split(' ')[1]), type, body: JSON.parse(body) as object };
}

it('answers 431 with a JSON body for headers beyond the limit', async () => {
  const answer = await fetch(`${server.url}/api/pos/customers`, {
    headers: { 'x-padding': 'a'.repeat(20_000) },
  });
  expect(answer.status).toBe(431);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  expect(((await answer.json()) as { message: string }).message).toMatch(/headers/);
});

it('answers 400 with a JSON body for a request that is not HTTP', async () => {
  const answer = parseRaw(await sendRaw('HELLO THERE\r\n\r\n'));
  expect(answer.status).toBe(400);
  expect(answer.type).toMatch(/^application\/json/);
  expect(answer.body.message).toMatch(/HTTP/);
});
