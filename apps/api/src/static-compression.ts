// Compression of the built apps' text files (JavaScript, CSS, HTML, WebAssembly...) for
// browsers that accept it: Brotli, else gzip, made once per version of a file and kept in
// memory, so a phone on a slow network downloads a third of the bytes.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The content encodings the server sends, best first. */
export type Encoding = 'br' | 'gzip';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.webmanifest',
  '.wasm',
]);
/** Smaller files gain less than the header costs. */
const MIN_BYTES = 1024;
/** Brotli's best quality takes seconds on megabytes (the camera decoder): a fast one above this. */
const BEST_QUALITY_MAX_BYTES = 512 * 1024;

/** Whether a file of this extension and size is worth compressing. */
export function isCompressible(extension: string, bytes: number): boolean {
  return COMPRESSIBLE.has(extension) && bytes >= MIN_BYTES;
}

/** The best encoding an Accept-Encoding header allows (`q=0` refuses one), if any. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((token) => token.trim().toLowerCase());
    const quality = params.find((param) => param.startsWith('q='));
    if (quality === undefined || Number(quality.slice(2)) > 0) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

async function compress(body: Uint8Array, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  const quality = body.length > BEST_QUALITY_MAX_BYTES ? 5 : constants.BROTLI_MAX_QUALITY;
  const compressed =
    encoding === 'gzip'
      ? await gzipAsync(body, { level: 9 })
      : await brotliAsync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: quality,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        });
  // A plain copy: a response body cannot be a view into Node's shared buffer pool.
  return Uint8Array.from(compressed);
}

/** Compressed bodies by encoding and path, each with the version of the file it was made from. */
const cache = new Map<
  string,
  { readonly version: string; readonly body: Promise<Uint8Array<ArrayBuffer>> }
>();

/**
 * The compressed bytes of one version of a file (its path, modification time and size), made
 * on the first request (off the main thread) and reused until the file changes.
 */
export function compressedBody(
  path: string,
  version: string,
  body: Uint8Array,
  encoding: Encoding,
): Promise<Uint8Array<ArrayBuffer>> {
  const key = `${encoding} ${path}`;
  const cached = cache.get(key);
  if (cached?.version === version) return cached.body;
  const made = compress(body, encoding);
  cache.set(key, { version, body: made });
  made.catch(() => cache.delete(key));
  return made;
}
