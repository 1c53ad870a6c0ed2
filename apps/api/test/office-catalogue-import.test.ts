// The catalogue's CSV files: only the owner exports and imports; a dry run names every problem
// by spreadsheet row; an import writes all rows or none and is audited once; exporting and
// importing the same file changes nothing, for every kind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ROLES, type OfficeWorld, officeWorld } from './office-helpers.js';
import { openTestServer, type TestServer } from './test-server.js';

interface Problem {
  line: number;
  column: string;
  code: string;
  params?: Record<string, string | number>;
}
interface Report {
  kind: string;
  dry_run: boolean;
  rows: number;
  added: number;
  updated: number;
  unchanged: number;
  problems: Problem[];
}
interface Product {
  id: number;
  name: { en: string; ar: string };
  price: number;
  before_discount_price: number | null;
}

let server: TestServer;
let world: OfficeWorld;

const PRODUCT_HEADER = 'id,name_en,name_ar,price,before_discount_price,archived';

const exportCsv = (kind: string, token = world.tokens.owner) =>
  server.call<string>('GET', `/api/office/catalogue/export?kind=${kind}`, { token });

const importCsv = (kind: string, csv: string, dryRun: boolean, token = world.tokens.owner) =>
  server.call<{ data: Report; code?: string; params?: Record<string, number> }>(
    'POST',
    `/api/office/catalogue/import?kind=${kind}&dry_run=${String(dryRun)}`,
    { token, body: csv, headers: { 'content-type': 'text/csv' } },
  );

const products = async () =>
  (
    await server.call<{ data: Product[] }>('GET', '/api/office/products', {
      token: world.tokens.owner,
    })
  ).body.data;

/** `count` new products, row k (from 1) named `${prefix} k`, its price k AED. */
function productRows(prefix: string, count: number, bad: Record<number, string> = {}): string[] {
  return Array.from(
    { length: count },
    (_, index) =>
      bad[index + 1] ?? `,${prefix} ${index + 1},${prefix} ع ${index + 1},${index + 1}.00,,no`,
  );
}

const auditCount = async () =>
  (
    await server.call<{ total: number }>(
      'GET',
      '/api/office/audit?action=catalogue.import&per_page=1',
      { token: world.tokens.owner },
    )
  ).body.total;

beforeAll(async () => {
  server = await openTestServer();
  world = await officeWorld(server);
});
afterAll(async () => {
  await server.close();
});

describe('the catalogue files as every role', () => {
  it.each(DEMO_ROLES)('lets only the owner export and import (%s)', async (role) => {
    const token = world.tokens[role];
    const exported = await exportCsv('products', token);
    const checked = await importCsv('products', `${PRODUCT_HEADER}\r\n`, true, token);
    const allowed = role === 'owner';
    expect(exported.status).toBe(allowed ? 200 : 403);
    expect(checked.status).toBe(allowed ? 200 : 403);
  });

  it("exports only the business's own rows, with a byte-order mark and AED amounts", async () => {
    const answer = await exportCsv('products');
    expect(answer.headers.get('content-type')).toContain('text/csv');
    expect(answer.headers.get('content-disposition')).toMatch(/lamaa-products-.*\.csv/);
    expect(answer.body.startsWith(`${PRODUCT_HEADER}\r\n`)).toBe(true);
    const raw = await fetch(`${server.url}/api/office/catalogue/export?kind=products`, {
      headers: { authorization: `Bearer ${world.tokens.owner}` },
    });
    const bytes = new Uint8Array(await raw.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const own = await products();
    expect(answer.body.trimEnd().split('\r\n')).toHaveLength(own.length + 1);
    const stranger = await exportCsv('products', world.stranger);
    const ids = (csv: string) =>
      csv
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((line) => Number(line.split(',')[0]));
    expect(ids(answer.body)).toEqual(own.map((product) => product.id));
    expect(ids(stranger.body).some((id) => ids(answer.body).includes(id))).toBe(false);
    expect(answer.body).toMatch(/,\d+\.\d{2},/);
  });

  it('refuses a kind it does not know', async () => {
    expect((await exportCsv('coupons')).status).toBe(422);
  });
});

describe('a dry run', () => {
  it('names every bad row by its spreadsheet row and writes nothing', async () => {
    const before = await products();
    const csv = [
      PRODUCT_HEADER,
      ...productRows('Dry', 200, {
        16: ',Dry 16,,16.00,,no',
        142: ',Dry 142,Dry ع 142,1.2.3,,no',
      }),
    ].join('\r\n');
    const answer = await importCsv('products', csv, true);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      kind: 'products',
      dry_run: true,
      rows: 200,
      added: 198,
      updated: 0,
      unchanged: 0,
      problems: [
        { line: 17, column: 'name_ar', code: 'catalogue.text-required' },
        { line: 143, column: 'price', code: 'import.amount-invalid' },
      ],
    });
    expect(await products()).toEqual(before);
  });

  it('counts a row whose cell spans lines as one spreadsheet row', async () => {
    const header = 'id,name_en,name_ar,included_en,included_ar,add_on,display_order,archived';
    const csv = `${header}\n,Wash,غسيل,"Foam\nDry","رغوة\nتجفيف",no,1,no\n,Wax,,,,no,1,no\n`;
    const answer = await importCsv('services', csv, true);
    expect(answer.body.data.problems).toEqual([
      { line: 3, column: 'name_ar', code: 'catalogue.text-required' },
    ]);
  });

  it('names ids of another business, a missing column and an unreadable row', async () => {
    const theirs = await server.call<{ data: Product[] }>('GET', '/api/office/products', {
      token: world.stranger,
    });
    const foreign = theirs.body.data[0]?.id ?? 999999;
    const unknown = await importCsv(
      'products',
      `${PRODUCT_HEADER}\n${foreign},Wax,شمع,5,,no\n`,
      true,
    );
    expect(unknown.body.data.problems).toEqual([
      { line: 2, column: 'id', code: 'import.id-unknown', params: { id: foreign } },
    ]);
    const missing = await importCsv('products', 'id,name_en,name_ar,price\n,Wax,شمع,5\n', true);
    expect(missing.body.data.problems.map((problem) => problem.column)).toEqual([
      'before_discount_price',
      'archived',
    ]);
    const unreadable = await importCsv(
      'products',
      `${PRODUCT_HEADER}\n,Wax,شمع,5,,no\n,"Polish,x,1,,no\n`,
      true,
    );
    expect(unreadable.body.data.problems).toEqual([
      { line: 3, column: '', code: 'import.file-unreadable' },
    ]);
  });

  it('refuses a file past the size cap', async () => {
    const answer = await importCsv(
      'products',
      `${PRODUCT_HEADER}\n${'x'.repeat(1024 * 1024)}`,
      true,
    );
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe('import.file-too-large');
  });
});

describe('an import', () => {
  it('writes nothing when one row is bad', async () => {
    const before = await products();
    const audits = await auditCount();
    const csv = [PRODUCT_HEADER, ...productRows('Half', 20, { 7: ',Half 7,Half ع 7,-1,,no' })].join(
      '\n',
    );
    const answer = await importCsv('products', csv, false);
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('import.rows-invalid');
    expect(answer.body.params).toEqual({ count: 1 });
    expect(await products()).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it('adds and updates by id in one go, audited once with its counts', async () => {
    const [first] = await products();
    if (!first) throw new Error('The demo business has no product.');
    const audits = await auditCount();
    const csv = [
      PRODUCT_HEADER,
      `${first.id},${first.name.en} renamed,${first.name.ar},7.25,9.99,no`,
      ...productRows('New', 3),
    ].join('\r\n');
    const answer = await importCsv('products', `\uFEFF${csv}`, false);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ dry_run: false, added: 3, updated: 1, problems: [] });
    const after = await products();
    expect(after.find((product) => product.id === first.id)).toMatchObject({
      name: { en: `${first.name.en} renamed` },
      price: 7.25,
      before_discount_price: 9.99,
    });
    expect(after.filter((product) => product.name.en.startsWith('New '))).toHaveLength(3);
    expect(await auditCount()).toBe(audits + 1);
    const audit = await server.call<{ data: { after: Record<string, unknown> }[] }>(
      'GET',
      '/api/office/audit?action=catalogue.import&per_page=1',
      { token: world.tokens.owner },
    );
    expect(audit.body.data[0]?.after).toEqual({
      kind: 'products',
      added: 3,
      updated: 1,
      unchanged: 0,
    });
  });

  it.each(['services', 'options', 'packages', 'products'])(
    'changes nothing when the %s file is exported and imported again',
    async (kind) => {
      const exported = await exportCsv(kind);
      const answer = await importCsv(kind, exported.body, false);
      expect(answer.status).toBe(200);
      const rows = exported.body.trimEnd().split('\r\n').length - 1;
      expect(rows).toBeGreaterThan(0);
      expect(answer.body.data).toMatchObject({
        rows,
        added: 0,
        updated: 0,
        unchanged: rows,
        problems: [],
      });
      expect((await exportCsv(kind)).body).toBe(exported.body);
    },
  );

  it('adds an option to a service with its prices per car group, read at the counter', async () => {
    const services = await exportCsv('services');
    const serviceId = Number(services.body.split('\r\n')[1]?.split(',')[0]?.replace('\uFEFF', ''));
    const header =
      'id,service_id,name_en,name_ar,exclusive,display_order,archived,price_small,price_medium,price_large';
    const answer = await importCsv(
      'options',
      `${header}\n,${serviceId},From a sheet,من ملف,no,99,no,10,20.5,\n`,
      false,
    );
    expect(answer.body.data).toMatchObject({ added: 1, problems: [] });
    const counter = await server.call<{
      data: { id: number; options: { name: { en: string }; prices: { price: number }[] }[] }[];
    }>('GET', '/api/services', { token: await server.login() });
    const option = counter.body.data
      .find((service) => service.id === serviceId)
      ?.options.find((entry) => entry.name.en === 'From a sheet');
    expect(option?.prices.map((price) => price.price)).toEqual([10, 20.5]);
  });
});
