// `pnpm --filter @lamaa/api serve`: runs the bundled server (dist/main.mjs, made by `build`),
// or the TypeScript sources through tsx when it has not been built.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const bundle = new URL('../dist/main.mjs', import.meta.url).pathname;
const args = existsSync(bundle)
  ? ['--enable-source-maps', bundle]
  : ['--import', 'tsx', new URL('../src/main.ts', import.meta.url).pathname];
const server = spawn(process.execPath, [...args, ...process.argv.slice(2)], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
