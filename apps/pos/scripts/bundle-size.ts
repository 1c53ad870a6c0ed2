// Measures the initial JavaScript of a route on a Vite production build: the entry (or a
// route's chunk) and every chunk it imports statically, each gzipped with node:zlib.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's `.vite/manifest.json`. */
export interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}

/** Vite's manifest: chunks by their key (the source path for entries). */
export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** Reads the manifest of a build folder. */
export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The JS files a page needs before it runs: the given chunks and their static imports, each once. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`No chunk '${key}' in the manifest.`);
    files.push(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return files.filter((file) => file.endsWith('.js'));
}

/** The gzip size in bytes of a set of built files. */
export function gzipBytes(distDir: string, files: readonly string[]): number {
  return files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length,
    0,
  );
}
