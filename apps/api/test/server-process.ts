// A real Lamaa server process for tests that must stop, kill -9 or double-start one:
// src/main.ts through tsx (no build needed), on a free loopback port and a data folder of
// the test's choosing. e2e/fixtures/own-server.ts does the same for the built bundle on
// fixed ports; this one reads the port the server prints, so test files never collide.
import { type ChildProcess, spawn } from 'node:child_process';

const MAIN = new URL('../src/main.ts', import.meta.url).pathname;
/** The last characters of output kept for failure messages. */
const LOG_LIMIT = 8_000;
const RUNNING_AT = /Lamaa is running at http:\/\/localhost:(\d+)/;

/** How a process ended. */
export interface Exit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

/** One `node --import tsx src/main.ts` with its output kept. */
export class ServerProcess {
  /** Everything it printed (the last LOG_LIMIT characters). */
  output = '';
  /** Settles when the process has exited and its output is read. */
  readonly exited: Promise<Exit>;
  private readonly child: ChildProcess;
  private readonly listening: Promise<string>;

  /** Spawns the server on `dataDir` with the demo data left as the folder has it. */
  constructor(dataDir: string, env: Readonly<Record<string, string>> = {}) {
    this.child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        LAMAA_DATA_DIR: dataDir,
        LAMAA_SEED: 'none',
        ...env,
      },
    });
    this.exited = new Promise((resolve) =>
      this.child.once('close', (code, signal) => resolve({ code, signal })),
    );
    this.listening = new Promise((resolve, reject) => {
      const keep = (chunk: Buffer) => {
        this.output = (this.output + chunk.toString()).slice(-LOG_LIMIT);
        const port = RUNNING_AT.exec(this.output)?.[1];
        if (port) resolve(`http://127.0.0.1:${port}`);
      };
      this.child.stdout?.on('data', keep);
      this.child.stderr?.on('data', keep);
      void this.exited.then(() =>
        reject(new Error(`The server exited while starting:\n${this.output}`)),
      );
    });
    // A test that never waits for the start must not see an unhandled rejection.
    this.listening.catch(() => undefined);
  }

  /** The process id, which the server writes into its data folder's lock. */
  get pid(): number {
    if (this.child.pid === undefined) throw new Error('The server process did not start.');
    return this.child.pid;
  }

  /** Waits until the server says where it listens; answers its base URL. */
  ready(): Promise<string> {
    return this.listening;
  }

  /** Stops it as Ctrl-C would (it closes its database); answers how it ended. */
  stop(): Promise<Exit> {
    this.child.kill('SIGTERM');
    return this.exited;
  }

  /** Kills it with SIGKILL, as a power cut or the OOM killer would. */
  kill(): Promise<Exit> {
    this.child.kill('SIGKILL');
    return this.exited;
  }
}
