// Measures the JavaScript a first visit to /scan downloads: the entry chunk of the Vite
// manifest and every chunk it imports statically (lazy chunks, such as the camera decoder,
// are left out), gzip-compressed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of a Vite manifest. */
interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}

/** What a first visit loads and what waits for a dynamic import. */
export interface InitialBundle {
  readonly initialFiles: readonly string[];
  readonly lazyFiles: readonly string[];
  readonly initialGzipBytes: number;
}

/** Reads a built app's manifest and weighs its initial JavaScript. */
export function measureInitialBundle(distDir: string): InitialBundle {
  const manifest = JSON.parse(
    readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const initial = new Set<string>();
  const visit = (key: string) => {
    if (initial.has(key)) return;
    initial.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  const initialFiles = [...initial]
    .map((key) => manifest[key]?.file ?? key)
    .filter((file) => file.endsWith('.js'));
  const lazyFiles = Object.entries(manifest)
    .filter(([key]) => !initial.has(key))
    .map(([, chunk]) => chunk.file);
  const initialGzipBytes = initialFiles.reduce(
    (total, file) => total + gzipSync(readFileSync(join(distDir, file))).length,
    0,
  );
  return { initialFiles, lazyFiles, initialGzipBytes };
}
