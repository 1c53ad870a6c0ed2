// Brings a backup written by `backup` back into an empty data folder (LAMAA_DATA_DIR):
//
//   LAMAA_DATA_DIR=/srv/lamaa/data pnpm --filter @lamaa/api restore -- --from lamaa.tar.gz
//
// It refuses a folder that holds anything, and a folder a server holds. See ADR 0009.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { restoreDataDir } from '../src/backup/backup-file.js';
import { readConfig } from '../src/config.js';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { from: { type: 'string' } },
});
const config = readConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore.');
  process.exit(2);
}
if (!values.from) {
  console.error('Usage: restore --from FILE (a backup written by `backup`).');
  process.exit(2);
}
const from = resolve(process.env.INIT_CWD ?? process.cwd(), values.from);
try {
  await restoreDataDir(from, config.dataDir);
  console.log(`Restored ${from} into ${config.dataDir}. Start the server on it.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
