// Entry point of `pnpm --filter @lamaa/api serve`: starts the server and stops it cleanly
// (closing the database) on Ctrl-C or a termination signal.
import { readConfig } from './config.js';
import { startServer } from './server.js';

const started = Date.now();
const server = await startServer(readConfig(process.env, process.argv.slice(2)));
console.log(`Ready in ${Date.now() - started} ms.`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping Lamaa...`);
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
