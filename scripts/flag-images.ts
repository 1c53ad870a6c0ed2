// The flag-icons package's 4:3 SVG flags where the kit's FlagImage asks for them
// (packages/ui/src/components/flag-files.ts): copied beside the build as files, not bundled,
// so a browser fetches only the flags it shows and the JavaScript stays as it was; served from
// the package by the dev server. apps/api serves the copies with the rest of the build,
// immutable like everything under assets/.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { viteStaticCopy } from 'vite-plugin-static-copy';
import { flagFolder } from '../packages/ui/src/components/flag-files.js';

/** The package as the kit resolves it (it is the kit's dependency). */
const packageJson = createRequire(new URL('../packages/ui/package.json', import.meta.url)).resolve(
  'flag-icons/package.json',
);
const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };

/** Copies the flags into the build's output and serves them in development. */
export function flagImages(): Plugin[] {
  return viteStaticCopy({
    targets: [
      {
        src: join(dirname(packageJson), 'flags', '4x3', '*.svg').replaceAll('\\', '/'),
        dest: flagFolder(version),
        rename: { stripBase: true },
      },
    ],
  });
}
