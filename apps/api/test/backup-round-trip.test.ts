// Backup and restore of the embedded database with real processes: `backup` copies the folder
// from the running server while orders are being written, `restore` brings the copy into a
// new folder (refusing one that holds anything), a server starts on it while the original
// still runs, and every order acknowledged before the backup began is there, whole. On
// PostgreSQL the tool names pg_dump.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { orderItems, orders } from '../src/db/schema/orders.js';
import { ServerProcess } from './server-process.js';
import { type SeededFolder, seededFolder, signInDemo } from './seeded-folder.js';
import { seededCarBody } from './seeded-sale.js';

const run = promisify(execFile);
const script = (name: string) => new URL(`../scripts/${name}.ts`, import.meta.url).pathname;
/** Runs `backup` or `restore` as a person would; answers its exit code and output. */
async function tool(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', script(name), ...args],
      {
        env: { ...process.env, ...env },
      },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

let folder: SeededFolder;
let scratch: string;
const started: ServerProcess[] = [];

beforeAll(async () => {
  folder = await seededFolder('lamaa-backup-');
  scratch = mkdtempSync(join(tmpdir(), 'lamaa-restore-'));
});
// A failed case must not leave its servers holding the folder for the next one.
afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.kill()));
});
afterAll(() => {
  folder.remove();
  rmSync(scratch, { recursive: true, force: true });
});

function startServer(dataDir: string): ServerProcess {
  const server = new ServerProcess(dataDir);
  started.push(server);
  return server;
}

/** Posts orders one after another until `stop` says so; answers the ids acknowledged (201). */
function orderWriter(url: string, token: string, body: (index: number) => unknown) {
  const acknowledged: number[] = [];
  let stopped = false;
  const done = (async () => {
    for (let index = 0; !stopped; index += 1) {
      const answer = await fetch(`${url}/api/pos/order`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body(index)),
      });
      const answered = (await answer.json()) as { order?: { id: number }; code?: string };
      if (answer.status === 201 && answered.order) acknowledged.push(answered.order.id);
      // Not acknowledged: a full slot, or (on a loaded host) a wait for the database past
      // the request's deadline while the copy is taken, which the cashier is told to retry.
      else
        expect([answer.status, answered.code], JSON.stringify(answered)).toSatisfy(
          ([status, code]: [number, string | undefined]) =>
            status === 409 || (status === 503 && code === 'database.timeout'),
        );
    }
  })();
  return {
    acknowledged,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

it('backs up a running server while orders are written, and restores every acknowledged one', async () => {
  const server = startServer(folder.dataDir);
  const url = await server.ready();
  const token = await signInDemo(url);
  const call = async <T>(method: string, path: string, json?: unknown) => {
    const answer = await fetch(`${url}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
    return ((await answer.json()) as { data: T }).data;
  };
  const service = (await call<{ id: number; options: { id: number }[] }[]>('GET', '/services'))[0];
  const vault = (await call<{ id: number; type: string }[]>('GET', '/pos/vaults')).find(
    (entry) => entry.type === 'cash',
  );
  const customer = await call<{ id: number }>('POST', '/pos/customers', {
    name: 'Backup Tester',
    phone: '0509871299',
    phone_country: 'AE',
  });
  const car = await call<{ id: number }>('POST', '/pos/cars', seededCarBody(customer.id, '45679'));
  // Only slots the server offers; the writer goes round them, and a full one answers 409.
  const offered = (
    await call<{ date: string; slots: { from: string; available: boolean }[] }[]>(
      'GET',
      '/pos/availability?type=in_shop',
    )
  ).flatMap((day) =>
    day.slots.filter((slot) => slot.available).map((slot) => ({ date: day.date, time: slot.from })),
  );
  expect(offered.length).toBeGreaterThan(3);
  const writer = orderWriter(url, token, (index) => ({
    car_id: car.id,
    user_id: customer.id,
    purchasables: [
      {
        purchasable_id: service?.id,
        purchasable_type: 'service',
        quantity: 1,
        option_ids: service?.options.slice(0, 1).map((option) => option.id),
      },
    ],
    vault_id: vault?.id,
    payment_method: 'cash',
    location_type: 'in_shop',
    booking_date: offered[index % offered.length]?.date,
    booking_time: offered[index % offered.length]?.time,
  }));
  // Some orders are in before the backup starts; the writer keeps going while it runs.
  await expect.poll(() => writer.acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(3);
  const before = [...writer.acknowledged];
  const file = join(scratch, 'lamaa.tar.gz');
  const backup = await tool('backup', ['--', '--out', file], { LAMAA_DATA_DIR: folder.dataDir });
  await writer.stop();
  expect(backup, backup.output).toMatchObject({ code: 0 });
  expect(backup.output).toContain('from the running server');

  // A folder that holds a database is never overwritten.
  const refused = await tool('restore', ['--from', file], { LAMAA_DATA_DIR: folder.dataDir });
  expect(refused.code).toBe(1);
  expect(refused.output).toMatch(/is not empty/);

  const restoredDir = join(scratch, 'restored');
  const restore = await tool('restore', ['--from', file], { LAMAA_DATA_DIR: restoredDir });
  expect(restore, restore.output).toMatchObject({ code: 0 });
  // The copy carries the running server's lock file; the restored folder must not: a server
  // starts on it while the original still runs.
  const restored = startServer(restoredDir);
  await signInDemo(await restored.ready());
  await restored.stop();
  await server.stop();

  const database = await openDatabase({ dataDir: restoredDir });
  try {
    const found = await database.db
      .select({ id: orders.id, items: count(orderItems.id) })
      .from(orders)
      .leftJoin(orderItems, eq(orderItems.order_id, orders.id))
      .where(inArray(orders.id, writer.acknowledged))
      .groupBy(orders.id);
    const ids = found.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining(before));
    // Whatever came in while the copy was taken is there whole or not at all.
    expect(found.every((row) => row.items === 1)).toBe(true);
  } finally {
    await database.close();
  }
  // Three servers start and stop in this test; on a busy machine that takes minutes.
}, 240_000);

it('copies a folder no server holds, and names pg_dump on PostgreSQL', async () => {
  const file = join(scratch, 'stopped.tar.gz');
  const stopped = await tool('backup', ['--out', file], { LAMAA_DATA_DIR: folder.dataDir });
  expect(stopped, stopped.output).toMatchObject({ code: 0 });
  expect(stopped.output).not.toContain('from the running server');
  const postgres = await tool('backup', ['--out', file], {
    DATABASE_URL: 'postgres://lamaa@127.0.0.1:1/lamaa',
  });
  expect(postgres.code).toBe(0);
  expect(postgres.output).toContain('pg_dump');
});
