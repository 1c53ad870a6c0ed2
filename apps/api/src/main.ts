// Entry point of `pnpm --filter @lamaa/api serve`: starts the server and stops it cleanly
// (closing the database) on Ctrl-C or a termination signal.
import { readConfig } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { type RunningServer, startServer } from './server.js';

const started = Date.now();
let server: RunningServer;
try {
  server = await startServer(readConfig(process.env, process.argv.slice(2)));
} catch (error) {
  // Another process holds the data folder: the message says which and what to do; a stack
  // trace would only hide it.
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
}
console.log(`Ready in ${Date.now() - started} ms.`);

/** A stop that takes longer than this exits with status 1 (the lock is taken over at the next start). */
const STOP_LIMIT_MS = 4_500;

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping Lamaa...`);
  setTimeout(() => {
    console.error(`Lamaa did not stop within ${STOP_LIMIT_MS} ms; exiting anyway.`);
    process.exit(1);
  }, STOP_LIMIT_MS).unref();
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
