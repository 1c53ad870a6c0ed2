// Writes a consistent copy of the embedded database, also while the server runs on it:
//
//   pnpm --filter @lamaa/api backup -- --out /var/backups/lamaa-$(date +%F).tar.gz
//
// On PostgreSQL (DATABASE_URL set) it says how to use pg_dump instead. See ADR 0009.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { backupDataDir } from '../src/backup/backup-file.js';
import { readConfig } from '../src/config.js';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { out: { type: 'string' } },
});
const config = readConfig();
if (config.databaseUrl) {
  console.log(
    'DATABASE_URL is set: back PostgreSQL up with its own tool, for example\n' +
      '  pg_dump --format=custom --file=lamaa-$(date +%F).dump "$DATABASE_URL"\n' +
      'and bring it back with pg_restore --dbname="$DATABASE_URL" lamaa-YYYY-MM-DD.dump.',
  );
  process.exit(0);
}
if (!values.out) {
  console.error('Usage: backup --out FILE (a gzip tarball of the embedded database).');
  process.exit(2);
}
// pnpm runs the script in apps/api; a relative path means where the command was typed.
const out = resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
try {
  const source = await backupDataDir(config.dataDir, out);
  console.log(
    `Backed up ${config.dataDir} to ${out}${source === 'server' ? ' (from the running server)' : ''}.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
