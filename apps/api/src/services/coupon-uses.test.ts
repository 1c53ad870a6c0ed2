import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { type Database, openDatabase } from '../db/database.js';
import { couponUses } from './coupon-uses.js';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe('couponUses', () => {
  let database: Database;
  let pglite: PGlite;

  beforeAll(async () => {
    database = await openDatabase({
      snapshot: new Blob([readFileSync(inject('snapshotPath'))]),
    });
    pglite = database.pglite as unknown as PGlite;
  });
  afterAll(() => database.close());

  it('counts nothing and holds nothing for a coupon without use limits', async () => {
    const statements: string[] = [];
    const db = drizzle({ client: pglite, logger: { logQuery: (sql) => statements.push(sql) } });
    const uses = await couponUses(
      db,
      { id: 1, total_uses: null, uses_per_customer: null },
      1,
      true,
    );
    expect(uses).toEqual({ usedTotal: 0, usedByCustomer: 0 });
    expect(statements).toEqual([]);
  });

  // Every cart priced with a coupon counts its uses. Read through every order, that count
  // cost ~56 ms of engine time per cart on the 100,000-order benchmark folder (its 200
  // carts/s fell to 14). The demo's few orders are planned as a scan whatever the indexes,
  // so the scan is priced out here to ask the planner only whether an index can serve it.
  it('reads the orders that used the coupon through an index, not every order', async () => {
    const statements: { sql: string; params: unknown[] }[] = [];
    const db = drizzle({
      client: pglite,
      logger: { logQuery: (sql, params) => statements.push({ sql, params }) },
    });
    await couponUses(db, { id: 1, total_uses: 100, uses_per_customer: 1 }, 1, false);
    const counts = statements.filter((statement) => /\bfrom "orders"/.test(statement.sql));
    expect(counts).toHaveLength(2);

    await pglite.exec('set enable_seqscan = off');
    try {
      for (const { sql, params } of counts) {
        const explained = await pglite.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
          `explain (format json) ${sql}`,
          params,
        );
        const plan = explained.rows[0]?.['QUERY PLAN'][0].Plan;
        if (!plan) throw new Error('EXPLAIN answered no plan.');
        const nodes = nodesOf(plan);
        // Without its own index the planner may still walk a whole other index of orders.
        expect(nodes.flatMap((node) => node['Index Name'] ?? [])).toEqual([
          'orders_coupon_live_idx',
        ]);
        expect(nodes.map((node) => node['Node Type'])).not.toContain('Seq Scan');
      }
    } finally {
      await pglite.exec('reset enable_seqscan');
    }
  });
});
