// The prepared-statement client against a real in-memory PGlite: the same answers as
// PGlite's query(), errors that leave it usable, a bounded set of prepared statements, and
// Drizzle on top of it.
import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedStatementClient } from './pglite-statements.js';

let pglite: PGlite;

beforeAll(async () => {
  pglite = await PGlite.create();
  await pglite.exec(`
    create table things (
      id serial primary key,
      name text not null unique,
      tags integer[] not null default '{}',
      meta jsonb,
      seen_at timestamptz,
      price_fils integer
    );
    insert into things (name, tags, meta, seen_at, price_fils) values
      ('one', '{1,2}', '{"a":1}', '2026-01-02T03:04:05Z', 1500),
      ('two', '{}', null, null, null);
  `);
});

afterAll(async () => {
  await pglite.close();
});

const preparedNames = async () =>
  (await pglite.query<{ name: string }>('select name from pg_prepared_statements')).rows.map(
    (row) => row.name,
  );

describe('preparedStatementClient', () => {
  it('answers exactly what query() answers, in both row modes and with custom parsers', async () => {
    const client = preparedStatementClient(pglite);
    const text = 'select * from things where id = any($1::int[]) or name = $2 order by id';
    const params = [[1], 'two'];
    const drizzleLike = {
      rowMode: 'array' as const,
      parsers: { [types.TIMESTAMPTZ]: (value: string) => value },
    };
    for (const options of [undefined, { rowMode: 'array' as const }, drizzleLike]) {
      // Several runs: PostgreSQL moves a prepared statement to a generic plan after five.
      for (let run = 0; run < 7; run += 1) {
        expect(await client.query(text, params, options)).toEqual(
          await pglite.query(text, params, options),
        );
      }
    }
    const [row] = (await client.query<unknown[]>(text, [[1], 'none'], drizzleLike)).rows;
    expect(row?.[4]).toBe('2026-01-02 03:04:05+00');
    const [parsed] = (await client.query<{ seen_at: Date; meta: unknown }>(text, [[1], 'none']))
      .rows;
    expect(parsed?.seen_at).toBeInstanceOf(Date);
    expect(parsed?.meta).toEqual({ a: 1 });
  });

  it('serialises dates, arrays, objects and nulls as query() does, and counts affected rows', async () => {
    const client = preparedStatementClient(pglite);
    const inserted = await client.query<{ id: number }>(
      'insert into things (name, tags, meta, seen_at, price_fils) values ($1, $2, $3, $4, $5) returning id',
      ['three', [7, 8], { b: [1, 2] }, new Date('2026-05-06T07:08:09.000Z'), null],
    );
    expect(inserted.affectedRows).toBe(1);
    const id = inserted.rows[0]?.id;
    const stored = await pglite.query<Record<string, unknown>>(
      'select tags, meta, seen_at, price_fils from things where id = $1',
      [id],
    );
    expect(stored.rows[0]).toEqual({
      tags: [7, 8],
      meta: { b: [1, 2] },
      seen_at: new Date('2026-05-06T07:08:09.000Z'),
      price_fils: null,
    });
    const updated = await client.query('update things set price_fils = $1 where id = $2', [10, id]);
    expect(updated.affectedRows).toBe(1);
    expect(updated.rows).toEqual([]);
  });

  it('throws the database error naming the query, and keeps working afterwards', async () => {
    const client = preparedStatementClient(pglite);
    const text = 'insert into things (name) values ($1)';
    await expect(client.query(text, ['one'])).rejects.toMatchObject({
      code: '23505',
      query: text,
      params: ['one'],
    });
    await expect(client.query('select from nowhere_at_all')).rejects.toMatchObject({
      code: '42P01',
    });
    expect((await client.query<{ n: number }>('select $1::int + 1 as n', [41])).rows).toEqual([
      { n: 42 },
    ]);
    // Nothing was left open: an ordinary transaction still begins and commits.
    await pglite.transaction(async (tx) => {
      await tx.query('select 1');
    });
  });

  it('prepares the statements of a transaction, and refuses to commit one a failure aborted', async () => {
    const client = preparedStatementClient(pglite);
    await client.transaction(async (tx) => {
      await tx.query('select $1::int as n', [1]);
      await tx.query('select $1::text as t', ['a']);
    });
    expect(client.preparedCount()).toBe(2);
    await expect(
      client.transaction(async (tx) => {
        await tx.query('select 1 / 0').catch(() => undefined);
      }),
    ).rejects.toMatchObject({ code: '25P02' });
    expect((await client.query<{ n: number }>('select $1::int as n', [7])).rows).toEqual([
      { n: 7 },
    ]);
  });

  it('keeps at most the configured number of statements prepared, closing the oldest', async () => {
    const before = (await preparedNames()).length;
    const client = preparedStatementClient(pglite, 3);
    for (let index = 0; index < 10; index += 1)
      await client.query(`select ${index}::int + $1::int as n`, [1]);
    expect(client.preparedCount()).toBe(3);
    expect((await preparedNames()).length - before).toBe(3);
    // A statement used again is kept; a closed one is prepared afresh.
    expect((await client.query<{ n: number }>('select 9::int + $1::int as n', [1])).rows).toEqual([
      { n: 10 },
    ]);
    expect((await client.query<{ n: number }>('select 0::int + $1::int as n', [1])).rows).toEqual([
      { n: 1 },
    ]);
    expect((await preparedNames()).length - before).toBe(3);
  });

  it('serves Drizzle, including its transactions and rollbacks', async () => {
    const db = drizzle({ client: preparedStatementClient(pglite) as unknown as PGlite });
    const count = async () =>
      Number(
        (await db.execute<{ n: string }>(sql`select count(*)::int as n from things`)).rows[0]?.n,
      );
    const start = await count();
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into things (name) values (${'in-tx'})`);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into things (name) values (${'rolled-back'})`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await count()).toBe(start + 1);
    // A nested transaction is a savepoint: its rollback keeps the outer one's work.
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into things (name) values (${'outer'})`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(sql`insert into things (name) values (${'inner'})`);
          throw new Error('inner only');
        }),
      ).rejects.toThrow('inner only');
    });
    expect(await count()).toBe(start + 2);
    // Queries from concurrent callers are serialised, never interleaved.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        db.execute<{ n: number }>(sql`select ${index}::int as n`),
      ),
    );
    expect(answers.map((answer) => answer.rows[0]?.n)).toEqual(
      Array.from({ length: 20 }, (_, index) => index),
    );
  });
});
