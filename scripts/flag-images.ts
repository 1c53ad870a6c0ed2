// A Vite plugin that puts the flag-icons package's 4:3 SVG flags where the kit's FlagImage asks
// for them (packages/ui/src/components/flag-files.ts): copied into the build's output as
// files, not bundled, so a browser fetches only the flags it shows and the JavaScript stays
// as it was; served from the package by the dev server. apps/api serves the copies with the
// rest of the build, immutable like everything under assets/.
import { cpSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, normalize, sep } from 'node:path';
import type { Plugin } from 'vite';
import { flagFolder } from '../packages/ui/src/components/flag-files.js';

/** The package as the kit resolves it (it is the kit's dependency). */
const packageJson = createRequire(new URL('../packages/ui/package.json', import.meta.url)).resolve(
  'flag-icons/package.json',
);
const SOURCE = join(dirname(packageJson), 'flags', '4x3');
const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };
const FOLDER = flagFolder(version);

/** Copies the flags into the build's output and serves them in development. */
export function flagImages(): Plugin {
  let base = '/';
  return {
    name: 'lamaa-flag-images',
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      const prefix = `${base}${FOLDER}/`;
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        if (!path.startsWith(prefix)) return next();
        const file = normalize(join(SOURCE, decodeURIComponent(path.slice(prefix.length))));
        if (!file.startsWith(SOURCE + sep) || !file.endsWith('.svg')) return next();
        try {
          const body = readFileSync(file);
          response.setHeader('Content-Type', 'image/svg+xml');
          response.end(body);
        } catch {
          next();
        }
      });
    },
    writeBundle(options) {
      if (options.dir !== undefined) cpSync(SOURCE, join(options.dir, FOLDER), { recursive: true });
    },
  };
}
