// @ts-check
// The embedded database engine on a thread of its own (ADR 0008). PGlite runs PostgreSQL as
// WebAssembly, synchronously: a statement that spins inside it blocks the thread it runs on.
// Here that is this worker, never the server's thread, which keeps answering health checks,
// deadlines and signals, and can end this thread when it will not stop.
//
// The protocol is PGlite's own wire messages: the server's PGliteThread sends a message's
// bytes, this side answers the engine's bytes. Plain JavaScript so that a worker can load it
// from the sources (tsx, vitest) and from the bundle alike.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** @typedef {{ dataDir?: string, snapshot?: ArrayBuffer, settings: string[] }} EngineOptions */

if (!parentPort) throw new Error('pglite-engine-worker runs only as a worker thread.');
const port = parentPort;
const options = /** @type {EngineOptions} */ (workerData);

/**
 * Runs one wire message and answers the engine's bytes, copied out of its memory (safe to
 * transfer). Through execProtocolRawStream, not execProtocolRaw: in PGlite 0.5.16 the latter
 * also parses every answer into a results list that only execProtocol empties, so a server
 * that only ever sends raw messages kept every row it was ever answered (the worker's heap grew
 * about 0.5 MB a second under the soak's 20 cashiers).
 * @param {PGlite} pglite
 * @param {Uint8Array} message
 * @param {boolean} syncToFs
 */
async function answerOf(pglite, message, syncToFs) {
  /** @type {Uint8Array[]} */
  const chunks = [];
  let length = 0;
  await pglite.execProtocolRawStream(message, {
    syncToFs,
    onRawData: (chunk) => {
      chunks.push(chunk.slice());
      length += chunk.length;
    },
  });
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const answer = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    answer.set(chunk, offset);
    offset += chunk.length;
  }
  return answer;
}

try {
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.snapshot ? { loadDataDir: new Blob([options.snapshot]) } : {}),
    extensions: { pg_trgm },
    postgresqlconf: options.settings,
  });

  /** @type {Record<string, (request: any) => Promise<unknown>>} */
  const operations = {
    raw: ({ message, syncToFs }) => answerOf(pglite, message, syncToFs),
    sync: () => pglite.syncToFs(),
    dump: async ({ compression }) =>
      new Uint8Array(await (await pglite.dumpDataDir(compression)).arrayBuffer()),
    close: () => pglite.close(),
  };

  port.on('message', (/** @type {{ id: number, op: string }} */ request) => {
    const operation = operations[request.op];
    const answer = operation
      ? operation(request)
      : Promise.reject(new Error(`Unknown engine operation ${request.op}`));
    answer.then(
      (result) =>
        port.postMessage(
          { id: request.id, result },
          result instanceof Uint8Array ? [result.buffer] : [],
        ),
      (/** @type {unknown} */ error) =>
        port.postMessage({
          id: request.id,
          error: error instanceof Error ? { name: error.name, message: error.message } : error,
        }),
    );
  });
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({
    failed: error instanceof Error ? { name: error.name, message: error.message } : error,
  });
}
