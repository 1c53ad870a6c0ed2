// A PostgreSQL server that drops the API's idle connections (a restart, an administrator's
// pg_terminate_backend) must not take the API process down: the pool replaces them and the
// next request is answered. PGlite has no connections to drop: the postgres project runs this.
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { openTestServer, type TestServer } from './test-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await openTestServer();
});
afterAll(async () => {
  await server.close();
});

it('replaces a dropped database connection and answers the next request', async () => {
  const token = await server.login();
  expect((await server.call('GET', '/api/pos/customers', { token })).status).toBe(200);
  const pool = server.database.pool;
  if (!pool) throw new Error('This test needs the postgres engine.');
  const { rows } = await pool.query<{ name: string }>('select current_database() as name');
  expect(pool.idleCount).toBeGreaterThan(0);

  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  const dropped = await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
    [rows[0]?.name],
  );
  await admin.end();
  expect(dropped.rowCount).toBeGreaterThan(0);
  await expect.poll(() => pool.idleCount, { timeout: 5_000 }).toBe(0);

  expect((await server.call('GET', '/api/pos/customers', { token })).status).toBe(200);
});
