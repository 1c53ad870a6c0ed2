// The harness of the contract tests: the real app on an ephemeral loopback port over real
// HTTP, on a fresh copy of the seeded database (PGlite snapshot or a PostgreSQL database
// made from the seeded template). Every answer is checked against api.yaml.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp } from '../src/app.js';
import { type Database, openDatabase } from '../src/db/database.js';
import { listen } from '../src/http/listen.js';
import type { MailSettings } from '../src/mail/password-link-mail.js';
import { DEMO_PASSWORD, DEMO_SIGN_IN, SECOND_SIGN_IN } from '../src/seed/seed-demo.js';
import type { StaticRoots } from '../src/static-apps.js';
import { checkResponse } from './openapi-contract.js';

/** What a call answers. */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

/** Options of one call. */
export interface CallOptions {
  token?: string | undefined;
  json?: unknown;
  /** A raw body (text or form data) sent as is. */
  body?: string | FormData | Blob;
  headers?: Record<string, string>;
  /** Skip the contract check (for paths outside the contract, such as static files). */
  unchecked?: boolean;
}

/** The demo accounts a test signs in as. */
const ACCOUNTS = {
  main: DEMO_SIGN_IN,
  owner: { email: 'owner@lamaa.demo', password: DEMO_PASSWORD },
  store: { email: 'store@lamaa.demo', password: DEMO_PASSWORD },
  second: SECOND_SIGN_IN,
} as const;
type Account = keyof typeof ACCOUNTS;

/** A running test server with helpers. */
export interface TestServer {
  readonly url: string;
  readonly database: Database;
  readonly engine: 'pglite' | 'postgres';
  call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: CallOptions,
  ): Promise<Answer<T>>;
  /** Signs in the demo cashier (`main`), the demo owner or store-keeper, or the second business's owner. */
  login(who?: Account): Promise<string>;
  close(): Promise<void>;
}

async function openEngineDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (inject('engine') === 'pglite') {
    const database = await openDatabase({
      snapshot: new Blob([readFileSync(inject('snapshotPath'))]),
    });
    return { database, drop: () => Promise.resolve() };
  }
  const adminUrl = inject('pgAdminUrl');
  const name = `lamaa_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (let attempt = 0; ; attempt += 1) {
    try {
      await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
      break;
    } catch (error) {
      if (attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50));
    }
  }
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 20 });
  return {
    database,
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}

/** What a test server serves besides the API. */
export interface TestServerOptions {
  /** Built apps to serve at / and /scan (none by default). */
  staticRoots?: StaticRoots;
  /** The mail server set-password links are also sent through (none by default). */
  mail?: MailSettings;
  /** How long a request may wait for the database (the app's default when absent). */
  dbDeadlineMs?: number;
}

/** Starts the app on a free port over a fresh copy of the seeded database. */
export async function openTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { database, drop } = await openEngineDatabase();
  const faults: unknown[] = [];
  const app = createApp({
    database,
    staticRoots: options.staticRoots,
    mail: options.mail,
    dbDeadlineMs: options.dbDeadlineMs,
    logFault: (error) => faults.push(error),
  });
  const server = await listen(app.fetch, { port: 0, hostname: '127.0.0.1' });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const call = async <T>(
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<Answer<T>> => {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'business-id': '1',
      ...options.headers,
    };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${url}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body }),
    });
    const text = await response.text();
    const type = response.headers.get('content-type');
    const parsed: unknown = type?.includes('json') && text ? JSON.parse(text) : text;
    if (response.status >= 500)
      throw new Error(
        `${method} ${path} answered ${response.status}: ${text} ${String(faults.at(-1))}`,
      );
    if (!options.unchecked && path.startsWith('/api/')) {
      const problems = checkResponse(method, path, response.status, type, parsed);
      if (problems.length > 0)
        throw new Error(
          `Contract violation:\n${problems.join('\n')}\nBody: ${text.slice(0, 2000)}`,
        );
    }
    return { status: response.status, headers: response.headers, body: parsed as T };
  };

  const tokens = new Map<string, string>();
  return {
    url,
    database,
    engine: inject('engine'),
    call,
    login: async (who = 'main') => {
      const cached = tokens.get(who);
      if (cached) return cached;
      const credentials = ACCOUNTS[who];
      const answer = await call<{ token: string }>('POST', '/api/pos/login', { json: credentials });
      if (answer.status !== 200)
        throw new Error(`Demo sign-in failed: ${JSON.stringify(answer.body)}`);
      tokens.set(who, answer.body.token);
      return answer.body.token;
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
      await drop();
    },
  };
}
