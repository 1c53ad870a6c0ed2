// A PGlite client for Drizzle that runs every top-level query as a named prepared statement.
//
// PGlite's own query() sends each query as six separate calls into the WebAssembly engine
// (Parse, Describe, Bind, Describe, Execute, Sync), parses the text and plans it again every
// time. On the POS hot paths that planning and those round trips cost more than the query
// itself (a cart call's car lookup: about 0.45 ms through query(), 0.12 ms prepared), and all
// of it is a trip to the engine's thread (./pglite-thread.ts). Here each distinct SQL text is
// parsed and described once, kept as a named statement (PostgreSQL switches it to a generic plan after a few
// runs when that plan is no dearer), and every later run is one Bind/Describe/Execute/Sync
// message. The results are parsed by PGlite's own parser with the caller's options, so
// Drizzle sees exactly what query() answers. Statements inside a transaction are prepared
// and cached the same way (BEGIN, COMMIT and ROLLBACK as PGlite's transaction() sends them).
//
// Both run through a DbGate (./deadline.ts): a call still waiting for the engine when its
// request's deadline passes is answered with a timeout and never runs, and a transaction
// whose deadline has passed, or whose database is closing, rolls back at its next query.
import {
  parse,
  type PGlite,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { DbGate } from './deadline.js';

/** The most statements kept prepared; the least recently used one is closed beyond that. */
export const STATEMENT_CACHE_SIZE = 256;

interface Statement {
  readonly name: string;
  readonly paramTypes: number[];
}

const { serialize } = protocol;

// Statement names are unique in the process, so several clients can share one PGlite.
let statementCounter = 0;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** The subset of PGlite that Drizzle's PGlite driver calls. */
export type DrizzlePgliteClient = Pick<PGlite, 'query' | 'transaction'>;

/** What the wrapper needs of a PGlite: PGlite itself, or PGliteThread (./pglite-thread.ts). */
export type PGliteEngine = Pick<
  PGlite,
  | 'execProtocolStream'
  | 'parsers'
  | 'serializers'
  | '_runExclusiveQuery'
  | '_runExclusiveTransaction'
>;

/** Wraps a PGlite instance so its top-level queries run as cached prepared statements. */
export function preparedStatementClient(
  pglite: PGliteEngine,
  cacheSize = STATEMENT_CACHE_SIZE,
  gate = new DbGate(),
): DrizzlePgliteClient & { readonly preparedCount: () => number } {
  const statements = new Map<string, Statement>();
  const exec = (parts: Uint8Array[], syncToFs = false) =>
    pglite.execProtocolStream(concat(parts), { syncToFs });

  async function prepare(text: string, options?: QueryOptions): Promise<Statement> {
    const cached = statements.get(text);
    if (cached) {
      // Most recently used last, so the first entry is the one to close when full.
      statements.delete(text);
      statements.set(text, cached);
      return cached;
    }
    statementCounter += 1;
    const name = `lamaa_s${statementCounter}`;
    const described = await exec([
      serialize.parse({
        name,
        text,
        ...(options?.paramTypes ? { types: options.paramTypes } : {}),
      }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    if (statements.size >= cacheSize) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestText);
      await exec([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]);
    }
    statements.set(text, statement);
    return statement;
  }

  /**
   * PGlite's parser of the answer, given the caller's parsers layered over PGlite's own.
   * (Handing it both makes it copy PGlite's hundreds of type parsers into a new object on
   * every query, which cost more than the query itself.)
   */
  function parseRows<T>(
    messages: Parameters<typeof parse.parseResults>[0],
    options?: QueryOptions,
  ) {
    if (!options?.parsers)
      return parse.parseResults(messages, pglite.parsers, options)[0] as Results<T>;
    const parsers = Object.assign(
      Object.create(pglite.parsers) as typeof pglite.parsers,
      options.parsers,
    );
    return parse.parseResults(messages, parsers, {
      ...options,
      parsers: undefined,
    })[0] as Results<T>;
  }

  /** Runs one statement as a cached prepared statement; the caller holds the engine. */
  async function runPrepared<T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    let statement: Statement | undefined;
    try {
      statement = await prepare(text, options);
      const { paramTypes } = statement;
      const values = params.map((param, index) => {
        if (param === null || param === undefined) return null;
        const oid = paramTypes[index] ?? 0;
        const serializer = options?.serializers?.[oid] ?? pglite.serializers[oid];
        return serializer ? serializer(param) : String(param);
      });
      // Synced to the files in the same call (one trip to the engine's thread, not two).
      const messages = await exec(
        [
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ],
        true,
      );
      return parseRows<T>(messages, options);
    } catch (error) {
      // A statement whose plan a schema change made unusable is prepared afresh next time.
      if (statement && (error as { code?: unknown }).code === '0A000') {
        statements.delete(text);
        await exec([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]);
      }
      // Like query(): the error names the query and its parameters.
      if (error instanceof Error) Object.assign(error, { query: text, params });
      throw error;
    }
  }

  /** A transaction-control command (BEGIN, COMMIT, ROLLBACK); answers the command tag. */
  async function control(command: 'BEGIN' | 'COMMIT' | 'ROLLBACK'): Promise<string | undefined> {
    const messages = await exec([serialize.query(command)], true);
    return parse.parseResults(messages, pglite.parsers)[0]?.command;
  }

  function query<T>(text: string, params?: unknown[], options?: QueryOptions) {
    // The same two locks query() takes: no interleaving with another query or a transaction.
    return gate.run((check) =>
      pglite._runExclusiveTransaction(() =>
        pglite._runExclusiveQuery(() => {
          check();
          return runPrepared<T>(text, params, options);
        }),
      ),
    );
  }

  /**
   * PGlite's transaction(), with every statement in it prepared and cached like a top-level
   * one: one trip to the engine per statement instead of six.
   */
  function transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return gate.run((check) =>
      pglite._runExclusiveTransaction(async () => {
        check();
        await pglite._runExclusiveQuery(() => control('BEGIN'));
        let closed = false;
        const open = () => {
          if (closed) throw new Error('Transaction is closed');
          check();
        };
        const tx = {
          query: <R>(text: string, params?: unknown[], options?: QueryOptions) => {
            open();
            return pglite._runExclusiveQuery(() => runPrepared<R>(text, params, options));
          },
          rollback: async () => {
            open();
            closed = true;
            await pglite._runExclusiveQuery(() => control('ROLLBACK'));
          },
          get closed() {
            return closed;
          },
        } as Transaction;
        try {
          const result = await callback(tx);
          if (!closed) {
            closed = true;
            // COMMIT of a transaction a failed statement aborted answers ROLLBACK.
            if ((await pglite._runExclusiveQuery(() => control('COMMIT'))) === 'ROLLBACK')
              throw Object.assign(new Error('Transaction was rolled back instead of committed'), {
                code: '25P02',
              });
          }
          return result;
        } catch (error) {
          if (!closed) {
            closed = true;
            await pglite._runExclusiveQuery(() => control('ROLLBACK'));
          }
          throw error;
        }
      }),
    );
  }

  return {
    query: query as PGlite['query'],
    transaction: transaction as PGlite['transaction'],
    preparedCount: () => statements.size,
  };
}
