// PGlite with its engine on a worker thread (ADR 0008), for the server's thread to stay free
// whatever the engine does.
//
// PGlite's own query(), exec() and transaction() are written once, in the class both of its
// transports extend (PGlite in this thread, PGliteWorker in a browser's worker): they speak
// to the engine only through execProtocolStream, syncToFs and two locks. PGliteThread extends
// that class and carries those calls to pglite-engine-worker.mjs as wire-protocol bytes, so
// Drizzle, the prepared-statement client and the backups see a PGlite. The browser's
// PGliteWorker itself cannot serve here: it elects a leader among tabs with Web Locks and
// BroadcastChannel, which a Node worker thread does not have.
import { Worker } from 'node:worker_threads';
import {
  Mutex,
  type PGlite,
  protocol,
  type ExecProtocolOptions,
  type ExecProtocolResult,
} from '@electric-sql/pglite';
import { PGliteWorker } from '@electric-sql/pglite/worker';
import { DatabaseUnavailableError } from './deadline.js';

type BackendMessage = ExecProtocolResult['messages'][number];

/** What PGlite's shared base class gives its transports. */
type PGliteBase = Pick<
  PGlite,
  'query' | 'sql' | 'exec' | 'transaction' | 'describeQuery' | 'runExclusive'
> & {
  serializers: PGlite['serializers'];
  parsers: PGlite['parsers'];
  _initArrayTypes(): Promise<void>;
};

// The base class is not exported by name; it is the parent of the exported PGliteWorker.
const PGliteBase = Object.getPrototypeOf(PGliteWorker) as abstract new () => PGliteBase;

/** Where the engine's data lives: a folder, or memory (optionally from a dump). */
export interface EngineOptions {
  readonly dataDir?: string | undefined;
  readonly snapshot?: Blob | undefined;
  readonly settings: readonly string[];
}

interface Pending {
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: Error) => void;
}

type EngineAnswer =
  | { readonly ready: true }
  | { readonly failed: { readonly name: string; readonly message: string } }
  | { readonly id: number; readonly result?: unknown; readonly error?: { message: string } };

const WORKER_URL = new URL('./pglite-engine-worker.mjs', import.meta.url);

/** PGlite whose engine runs on a worker thread; close() ends the thread, terminate() kills it. */
export class PGliteThread extends PGliteBase {
  readonly debug = 0;
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #queryMutex = new Mutex();
  readonly #transactionMutex = new Mutex();
  #nextId = 0;
  #gone: Error | undefined;
  /** When the engine last answered anything (performance.now()). */
  #answeredAt = Number.NEGATIVE_INFINITY;

  private constructor(worker: Worker) {
    super();
    this.#worker = worker;
    worker.on('message', (answer: EngineAnswer) => {
      if (!('id' in answer)) return;
      this.#answeredAt = performance.now();
      const pending = this.#pending.get(answer.id);
      this.#pending.delete(answer.id);
      if (answer.error)
        pending?.reject(Object.assign(new Error(answer.error.message), answer.error));
      else pending?.resolve(answer.result);
    });
    // An engine that fails or exits unasked leaves the server answering 503 (health: down).
    worker.on('error', (error) => {
      console.error(`The database engine failed: ${error.message}`);
      this.#end(new DatabaseUnavailableError('The database engine has failed.'));
    });
    worker.on('exit', () =>
      this.#end(new DatabaseUnavailableError('The database engine has stopped.')),
    );
  }

  /** Starts the engine thread and waits until the database is open. */
  static async start(options: EngineOptions): Promise<PGliteThread> {
    const snapshot = options.snapshot ? await options.snapshot.arrayBuffer() : undefined;
    const worker = new Worker(WORKER_URL, {
      workerData: { dataDir: options.dataDir, snapshot, settings: [...options.settings] },
      transferList: snapshot ? [snapshot] : [],
    });
    await new Promise<void>((resolve, reject) => {
      const onExit = (code: number) =>
        reject(new Error(`The database engine thread exited with ${code} while starting.`));
      worker.once('error', reject);
      worker.once('exit', onExit);
      worker.once('message', (answer: EngineAnswer) => {
        worker.off('error', reject);
        worker.off('exit', onExit);
        if ('failed' in answer) {
          void worker.terminate();
          reject(Object.assign(new Error(answer.failed.message), answer.failed));
        } else resolve();
      });
    });
    const thread = new PGliteThread(worker);
    await thread._initArrayTypes();
    return thread;
  }

  /** Whether the engine answered a call (rows or an error) in the last `ms`. */
  answeredWithin(ms: number): boolean {
    return this.#gone === undefined && performance.now() - this.#answeredAt <= ms;
  }

  #call<T>(op: string, request: Record<string, unknown> = {}, transfer: ArrayBuffer[] = []) {
    if (this.#gone) return Promise.reject(this.#gone);
    const id = (this.#nextId += 1);
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ id, op, ...request }, transfer);
    });
  }

  #end(error: Error) {
    this.#gone ??= error;
    for (const pending of this.#pending.values()) pending.reject(this.#gone);
    this.#pending.clear();
  }

  execProtocolRaw(message: Uint8Array, { syncToFs = true }: ExecProtocolOptions = {}) {
    // A copy: the caller's bytes may be a view of a buffer it reuses.
    const copy = message.slice();
    return this.#call<Uint8Array>('raw', { message: copy, syncToFs }, [copy.buffer]);
  }

  async execProtocolStream(
    message: Uint8Array,
    { syncToFs, throwOnError = true, onNotice }: ExecProtocolOptions = {},
  ): Promise<BackendMessage[]> {
    const data = await this.execProtocolRaw(message, { syncToFs });
    const messages: BackendMessage[] = [];
    let failure: InstanceType<typeof protocol.messages.DatabaseError> | undefined;
    // As PGlite reads its engine's answer: the first error is kept and what follows it dropped.
    new protocol.Parser().parse(data, (parsed) => {
      if (failure) return;
      if (parsed instanceof protocol.messages.DatabaseError) failure = parsed;
      else if (parsed instanceof protocol.messages.NoticeMessage) onNotice?.(parsed);
      messages.push(parsed);
    });
    if (failure && throwOnError) throw failure;
    return messages;
  }

  async execProtocol(message: Uint8Array, options: ExecProtocolOptions = {}) {
    const data = await this.execProtocolRaw(message, options);
    const messages: BackendMessage[] = [];
    new protocol.Parser().parse(data, (parsed) => messages.push(parsed));
    const failure = messages.find((parsed) => parsed instanceof protocol.messages.DatabaseError);
    if (failure && options.throwOnError !== false) throw failure;
    return { messages, data };
  }

  execProtocolRawStream(): Promise<void> {
    return Promise.reject(new Error('Streaming raw protocol is not used by Lamaa.'));
  }

  async syncToFs() {
    await this.#call('sync');
  }

  _handleBlob(blob?: Blob) {
    return blob
      ? Promise.reject(new Error('COPY to or from files is not used by Lamaa.'))
      : Promise.resolve();
  }

  _getWrittenBlob() {
    return Promise.resolve(undefined);
  }

  _cleanupBlob() {
    return Promise.resolve();
  }

  _checkReady() {
    return this.#gone ? Promise.reject(this.#gone) : Promise.resolve();
  }

  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
    return this.#queryMutex.runExclusive(fn);
  }

  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    return this.#transactionMutex.runExclusive(fn);
  }

  listen(): Promise<never> {
    return Promise.reject(new Error('LISTEN is not used by Lamaa.'));
  }

  /** A tarball of the data folder, taken by the engine under its own query lock. */
  async dumpDataDir(compression: 'gzip' | 'none' | 'auto' = 'gzip'): Promise<Blob> {
    return new Blob([await this.#call<Uint8Array>('dump', { compression })]);
  }

  /** Closes the database (a checkpoint, then the files) and ends the thread. */
  async close(): Promise<void> {
    try {
      if (!this.#gone) await this.#call('close');
    } finally {
      await this.terminate();
    }
  }

  /** Ends the thread at once, even mid-statement; the write-ahead log keeps committed work. */
  async terminate(): Promise<void> {
    this.#end(new DatabaseUnavailableError('The database engine was stopped.'));
    await this.#worker.terminate();
  }
}
