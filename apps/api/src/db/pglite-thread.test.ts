// PGliteThread against PGlite on this thread, both real and in memory: the same answers
// (rows, types, arrays, errors with their codes), transactions that commit and roll back, a
// dump that another engine opens, and a thread that can be ended mid-statement.
import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DatabaseUnavailableError } from './deadline.js';
import { PGliteThread } from './pglite-thread.js';

const SCHEMA = `
  create table things (
    id serial primary key,
    name text not null unique,
    tags integer[] not null default '{}',
    meta jsonb,
    seen_at timestamptz,
    price_fils bigint
  );
  insert into things (name, tags, meta, seen_at, price_fils) values
    ('one', '{1,2}', '{"a":1}', '2026-01-02T03:04:05Z', 9007199254740991),
    ('two', '{}', null, null, null);
`;

let local: PGlite;
let thread: PGliteThread;

beforeAll(async () => {
  [local, thread] = await Promise.all([PGlite.create(), PGliteThread.start({ settings: [] })]);
  await local.exec(SCHEMA);
  await thread.exec(SCHEMA);
});

afterAll(async () => {
  await Promise.all([local.close(), thread.close()]);
});

/** What a call answered, or the fields of its error that callers read. */
async function outcome(call: () => Promise<unknown>) {
  try {
    return { answer: await call() };
  } catch (error) {
    const { name, message, code, constraint, detail } = error as Record<string, unknown>;
    return { error: { name, message, code, constraint, detail } };
  }
}

describe('PGliteThread', () => {
  it('answers what PGlite answers: rows, types, arrays, row modes, parsers and errors', async () => {
    const cases: [string, unknown[], Parameters<PGlite['query']>[2]][] = [
      ['select * from things order by id', [], undefined],
      ['select * from things where id = any($1::int[])', [[1, 2]], { rowMode: 'array' }],
      [
        'select seen_at from things where name = $1',
        ['one'],
        { parsers: { [types.TIMESTAMPTZ]: (value: string) => value } },
      ],
      ['select $1::text[] as list, $2::jsonb as doc', [['a', 'b'], { b: [1] }], undefined],
      ["insert into things (name) values ('one')", [], undefined],
      ['select 1 / 0', [], undefined],
      ['select * from nowhere', [], undefined],
    ];
    for (const [text, params, options] of cases) {
      expect(await outcome(() => thread.query(text, params, options)), text).toEqual(
        await outcome(() => local.query(text, params, options)),
      );
    }
    const refused = await outcome(() => thread.query("insert into things (name) values ('two')"));
    expect(refused.error).toMatchObject({ code: '23505', constraint: 'things_name_key' });
  });

  it('commits a transaction, and rolls back one that throws', async () => {
    await thread.transaction(async (tx) => {
      await tx.query("insert into things (name) values ('three')");
    });
    const failed = await outcome(() =>
      thread.transaction(async (tx) => {
        await tx.query("insert into things (name) values ('four')");
        throw new Error('changed my mind');
      }),
    );
    expect(failed.error?.message).toBe('changed my mind');
    const names = await thread.query<{ name: string }>(
      "select name from things where name in ('three', 'four')",
    );
    expect(names.rows).toEqual([{ name: 'three' }]);
  });

  it('dumps a data folder another engine opens with the same rows', async () => {
    const dump = await thread.dumpDataDir('gzip');
    const copy = await PGlite.create({ loadDataDir: dump });
    try {
      const count = 'select count(*)::int as n from things';
      expect((await copy.query(count)).rows).toEqual((await thread.query(count)).rows);
    } finally {
      await copy.close();
    }
  });

  it('ends its thread mid-statement, and answers later calls as unavailable', async () => {
    const stuck = await PGliteThread.start({ settings: [] });
    const sent = vi.spyOn(stuck, 'execProtocolRaw');
    const spinning = outcome(() => stuck.query('select pg_sleep(120)'));
    // query() sends Parse, Describe, Bind, Describe, then Execute: the fifth runs the sleep.
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(5), { timeout: 60_000 });
    await stuck.terminate();
    expect((await spinning).error?.name).toBe('DatabaseUnavailableError');
    await expect(stuck.query('select 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
  });

  it('says whether the engine answered within a time, and not once it is gone', async () => {
    await thread.query('select 1');
    const answered = performance.now();
    vi.spyOn(performance, 'now').mockReturnValue(answered + 1_000);
    expect(thread.answeredWithin(5_000)).toBe(true);
    expect(thread.answeredWithin(500)).toBe(false);
    vi.restoreAllMocks();
    const ended = await PGliteThread.start({ settings: [] });
    expect(ended.answeredWithin(60_000)).toBe(true);
    await ended.terminate();
    expect(ended.answeredWithin(60_000)).toBe(false);
  });
});
