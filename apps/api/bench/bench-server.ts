// What the API's benchmarks share: the bundled server started on a data folder and stopped,
// requests over a bounded keep-alive pool, the process's memory and CPU from /proc, and
// percentiles. Loopback only.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { freePort } from '../test/postgres-cluster.js';

/** The API package's folder. */
export const appRoot = fileURLToPath(new URL('..', import.meta.url));

/** A server process started by `startServer`. */
export interface Started {
  readonly child: ChildProcess;
  readonly url: string;
  /** From the spawn to the first healthy answer. */
  readonly readyMs: number;
}

/** Bundles the server as `pnpm start` runs it (dist/main.mjs). */
export function buildServer(): void {
  console.log('Bundling the server (scripts/build.mjs)...');
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: appRoot, stdio: 'inherit' });
}

/** Starts the bundled server on `dataDir` with the seed named, and waits until it is healthy. */
export async function startServer(dataDir: string, seed: string): Promise<Started> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/main.mjs'], {
    cwd: appRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LAMAA_DATA_DIR: dataDir,
      LAMAA_SEED: seed,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}.`);
    const ok = await fetch(`${url}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return { child, url, readyMs: performance.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Stops the server as Ctrl-C would and waits for it to exit. */
export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Resident memory of a process in MB from /proc: now (VmRSS) or its peak (VmHWM). */
export function memoryMb(pid: number, which: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`${which}:\\s+(\\d+) kB`).exec(status);
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** CPU time (user + system, ms) a process has used so far, from /proc. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime and stime, in clock ticks
  return ticks * 10; // Linux's USER_HZ is 100
}

// A bounded keep-alive pool: the load comes from the schedule, not from thousands of sockets.
const agent = new Agent({ keepAlive: true, maxSockets: 32 });

/** Closes the pool's sockets so the process can end. */
export function closePool(): void {
  agent.destroy();
}

/** Sends one request over the pool and answers the status and body text. */
export function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string | Buffer,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The p-th percentile (nearest rank) of the values. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

/** Fetches JSON, failing loudly on anything but 2xx. */
export async function json<T>(url: string, init: RequestInit = {}): Promise<T> {
  const answer = await fetch(url, init);
  if (!answer.ok)
    throw new Error(
      `${init.method ?? 'GET'} ${url} answered ${answer.status}: ${await answer.text()}`,
    );
  return (await answer.json()) as T;
}

/** Signs in through the API and answers the headers of that session's JSON calls. */
export async function signIn(
  url: string,
  email: string,
  password = 'lamaa-demo-2026',
): Promise<Record<string, string>> {
  const login = await json<{ token: string }>(`${url}/api/pos/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return {
    authorization: `Bearer ${login.token}`,
    'content-type': 'application/json',
    accept: 'application/json',
  };
}
