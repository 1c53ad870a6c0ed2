// A database that does not answer must not take the HTTP server with it (issue 15), checked
// with a real server process on PGlite: while a test hook holds the database longer than the
// request deadline, /api/health still answers and says so, requests answer 503
// database.timeout with Retry-After, and SIGTERM stops the process with status 0 and a
// released lock; a write acknowledged before is there after a restart.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ServerProcess } from './server-process.js';
import { currentLock, type SeededFolder, seededFolder, signInDemo } from './seeded-folder.js';

let folder: SeededFolder;
let dataDir: string;
const started: ServerProcess[] = [];

beforeAll(async () => {
  folder = await seededFolder('lamaa-deadline-');
  dataDir = folder.dataDir;
});
afterAll(async () => {
  await Promise.all(started.map((server) => server.kill()));
  folder.remove();
});

/**
 * The first server gets a deadline short enough to keep the test quick yet generous for a
 * sign-in on a loaded host (the hold lasts far longer); the restart keeps the default.
 */
function startServer(env: Readonly<Record<string, string>> = {}): ServerProcess {
  const server = new ServerProcess(dataDir, env);
  started.push(server);
  return server;
}

async function health(url: string) {
  const began = performance.now();
  const answer = await fetch(`${url}/api/health`);
  const body = (await answer.json()) as { status: string; database: string };
  return { status: answer.status, body, ms: performance.now() - began };
}

it('answers health and 503 while the database is held, and stops on SIGTERM', async () => {
  const first = startServer({ LAMAA_TEST_HOOKS: '1', LAMAA_DB_DEADLINE_MS: '5000' });
  const url = await first.ready();
  const token = await signInDemo(url);
  const auth = { accept: 'application/json', authorization: `Bearer ${token}` };
  const created = await fetch(`${url}/api/pos/customers`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Acknowledged Before Stop',
      phone: '0502223344',
      phone_country: 'AE',
    }),
  });
  expect(created.status).toBe(201);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  const before = await health(url);
  expect([before.status, before.body.status, before.body.database]).toEqual([200, 'ok', 'ok']);

  // The hook's own request is past its deadline long before its two minutes are up.
  const held = await fetch(`${url}/api/test/hold-database?ms=120000`, { method: 'POST' });
  expect(held.status).toBe(503);
  expect(held.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(((await held.json()) as { code: string }).code).toBe('database.timeout');

  // The database is still held: an ordinary request waits its deadline out and answers 503.
  const listed = await fetch(`${url}/api/pos/customers`, { headers: auth });
  expect(listed.status).toBe(503);
  expect(listed.headers.get('retry-after')).toMatch(/^\d+$/);
  const refusal = (await listed.json()) as { code: string; message: unknown };
  expect(refusal.code).toBe('database.timeout');
  expect(typeof refusal.message).toBe('string');

  const during: number[] = [];
  await expect
    .poll(
      async () => {
        const answer = await health(url);
        during.push(answer.ms);
        return [answer.status, answer.body.status, answer.body.database];
      },
      { timeout: 30_000, interval: 50 },
    )
    .toEqual([503, 'degraded', 'timeout']);
  console.log(`health while held: ${during.map((ms) => ms.toFixed(0)).join(', ')} ms`);

  // SIGTERM with the hold's transaction still open: it rolls back and the process exits.
  const stopping = performance.now();
  const stopped = await first.stop();
  console.log(`SIGTERM to exit while held: ${(performance.now() - stopping).toFixed(0)} ms`);
  expect(stopped).toEqual({ code: 0, signal: null });
  expect(currentLock(dataDir).split('\n')[0]).toBe('released');

  const second = startServer();
  const again = await second.ready();
  const after = await health(again);
  expect([after.status, after.body.database]).toEqual([200, 'ok']);
  const found = await fetch(`${again}/api/pos/customers?q=Acknowledged`, {
    headers: { accept: 'application/json', authorization: `Bearer ${await signInDemo(again)}` },
  });
  expect(found.status).toBe(200);
  const customers = ((await found.json()) as { data: { id: number; name: string }[] }).data;
  expect(customers.map((customer) => [customer.id, customer.name])).toEqual([
    [id, 'Acknowledged Before Stop'],
  ]);
  expect((await second.stop()).code).toBe(0);
}, 240_000);

// A statement that keeps the engine itself busy (PGlite runs PostgreSQL as WebAssembly; a
// statement spinning inside it used to freeze the whole server): the engine runs on its own
// thread, so health still answers at once, the request answers 503 at its deadline, and
// SIGTERM ends the engine's thread and the process within its limit.
it('answers health and stops on SIGTERM while the engine itself is busy', async () => {
  const server = startServer({ LAMAA_TEST_HOOKS: '1', LAMAA_DB_DEADLINE_MS: '5000' });
  const url = await server.ready();
  const spun = await fetch(`${url}/api/test/spin-database?ms=120000`, { method: 'POST' });
  expect(spun.status).toBe(503);
  expect(((await spun.json()) as { code: string }).code).toBe('database.timeout');

  const during = await health(url);
  console.log(`health while the engine spins: ${during.ms.toFixed(0)} ms`);
  expect([during.status, during.body.status, during.body.database]).toEqual([
    503,
    'degraded',
    'timeout',
  ]);

  const stopping = performance.now();
  const stopped = await server.stop();
  console.log(
    `SIGTERM to exit while the engine spins: ${(performance.now() - stopping).toFixed(0)} ms`,
  );
  expect(stopped).toEqual({ code: 0, signal: null });
  expect(currentLock(dataDir).split('\n')[0]).toBe('released');

  const again = startServer();
  const afterRestart = await health(await again.ready());
  expect([afterRestart.status, afterRestart.body.database]).toEqual([200, 'ok']);
  expect((await again.stop()).code).toBe(0);
}, 240_000);
