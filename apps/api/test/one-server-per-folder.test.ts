// One server per PGlite data folder, with real processes: a second server or create-employee
// on a folder in use exits non-zero naming the folder and its owner, and after the owner is
// killed with SIGKILL the next start takes the stale lock over and still has every write it
// acknowledged. The folder starts as a copy of the suite's seeded snapshot.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ServerProcess } from './server-process.js';
import { currentLock, type SeededFolder, seededFolder, signInDemo } from './seeded-folder.js';

const CREATE_EMPLOYEE = new URL('../scripts/create-employee.ts', import.meta.url).pathname;

let folder: SeededFolder;
let dataDir: string;
const started: ServerProcess[] = [];

beforeAll(async () => {
  folder = await seededFolder('lamaa-one-server-');
  dataDir = folder.dataDir;
});
afterAll(async () => {
  await Promise.all(started.map((server) => server.kill()));
  folder.remove();
});

function startServer(): ServerProcess {
  const server = new ServerProcess(dataDir);
  started.push(server);
  return server;
}

it('refuses a second server on a folder in use and takes over the lock of a killed one', async () => {
  const first = startServer();
  const url = await first.ready();
  expect(currentLock(dataDir).split('\n')[0]).toBe(String(first.pid));

  const second = startServer();
  expect(
    await second.ready().then(
      () => 'listening',
      () => 'exited',
    ),
  ).toBe('exited');
  const refused = await second.exited;
  expect(refused.code).not.toBe(0);
  expect(second.output).toContain(`The data folder ${dataDir} is in use`);
  expect(second.output).toContain(`pid ${first.pid}`);
  expect(second.output).toContain('LAMAA_DATA_DIR');
  expect(second.output).not.toMatch(/\n\s+at /);

  const tool = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', CREATE_EMPLOYEE, '--email', 'late@lamaa.demo', '--name', 'Late'],
    {
      env: { ...process.env, LAMAA_DATA_DIR: dataDir, LAMAA_EMPLOYEE_PASSWORD: 'a-long-password' },
    },
  ).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => error,
  );
  expect(tool.code).not.toBe(0);
  expect(tool.stderr).toContain(`pid ${first.pid}`);

  const token = await signInDemo(url);
  const created = await fetch(`${url}/api/pos/customers`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({
      name: 'Acknowledged Before Kill',
      phone: '0501112233',
      phone_country: 'AE',
    }),
  });
  expect(created.status).toBe(201);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  expect((await first.kill()).signal).toBe('SIGKILL');
  expect(currentLock(dataDir).split('\n')[0]).toBe(String(first.pid));

  const third = startServer();
  const after = await third.ready();
  expect(currentLock(dataDir).split('\n')[0]).toBe(String(third.pid));
  const found = await fetch(`${after}/api/pos/customers?q=Acknowledged`, {
    headers: { accept: 'application/json', authorization: `Bearer ${await signInDemo(after)}` },
  });
  expect(found.status).toBe(200);
  const customers = ((await found.json()) as { data: { id: number; name: string }[] }).data;
  expect(customers.map((customer) => [customer.id, customer.name])).toEqual([
    [id, 'Acknowledged Before Kill'],
  ]);

  expect((await third.stop()).code).toBe(0);
  expect(currentLock(dataDir).split('\n')[0]).toBe('released');
}, 240_000);
