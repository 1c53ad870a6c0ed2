// A throwaway PostgreSQL 15 cluster for the contract tests: initdb into a temp folder as
// the postgres OS user, listen on 127.0.0.1 and a free port, stop and delete afterwards.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where Debian's PostgreSQL 15 server binaries live. */
export const PG_BIN = '/usr/lib/postgresql/15/bin';

/** A running cluster: its admin URL and a stop function. */
export interface PostgresCluster {
  readonly adminUrl: string;
  stop(): void;
}

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function asPostgres(args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [command, ...rest] = asRoot ? ['runuser', '-u', 'postgres', '--', ...args] : args;
  execFileSync(command ?? '', rest, { stdio: 'pipe' });
}

/** Starts the cluster; fails with a clear message when the binaries are not installed. */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  if (!existsSync(join(PG_BIN, 'postgres')) || !existsSync(join(PG_BIN, 'initdb'))) {
    throw new Error(
      `PostgreSQL 15 is not installed (no ${PG_BIN}/postgres). Install Debian's package ` +
        '(apt-get install -y postgresql) or set DATABASE_URL to a server the tests may create databases on.',
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'lamaa-pg-'));
  const owner =
    process.getuid?.() === 0
      ? Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
      : undefined;
  if (owner !== undefined) chownSync(dir, owner, owner);
  const data = join(dir, 'data');
  const port = await freePort();
  asPostgres([
    join(PG_BIN, 'initdb'),
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  asPostgres([
    join(PG_BIN, 'pg_ctl'),
    '-D',
    data,
    '-o',
    options,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-t',
    '60',
    'start',
  ]);
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        asPostgres([join(PG_BIN, 'pg_ctl'), '-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
