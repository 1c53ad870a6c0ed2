// The catalogue file calls through the real client: the export's file, the import's text body
// and query, its report, and a refusal as its code.
import { describe, expect, it } from 'vitest';
import { createLamaaClient } from '../client/create-lamaa-client.js';
import { fakeServer } from '../test/fake-server.js';
import { serveContract } from '../test/serve-contract.js';

const csv =
  '\uFEFFid,name_en,name_ar,price,before_discount_price,archived\r\n,Wax,شمع,12.50,,no\r\n';
const report = {
  kind: 'products',
  dry_run: true,
  rows: 200,
  added: 198,
  updated: 0,
  unchanged: 0,
  problems: [
    { line: 17, column: 'name_ar', code: 'catalogue.text-required' },
    { line: 143, column: 'id', code: 'import.id-unknown', params: { id: 9 } },
  ],
};

describe('catalogue file calls', () => {
  it('exports one kind as the server sends the file', async () => {
    const server = fakeServer({
      'GET /office/catalogue/export': { raw: csv, headers: { 'content-type': 'text/csv' } },
    });
    const api = createLamaaClient({
      baseUrl: 'http://pos.test/api',
      getToken: () => 't',
      fetch: server.fetch,
    });
    const { data } = await api.exportCatalogue('products');
    expect(server.last().url.searchParams.get('kind')).toBe('products');
    const bytes = new Uint8Array((await data?.arrayBuffer()) ?? new ArrayBuffer(0));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('sends the file as text and reads the report', async () => {
    const { api, server } = serveContract([
      ['POST', '/office/catalogue/import', '/office/catalogue/import', 200, { data: report }],
    ]);
    const { data } = await api.importCatalogue('products', csv, true);
    expect(data).toEqual(report);
    // The byte-order mark goes over the wire; reading the body as text drops it.
    expect(server.last().text).toBe(csv.slice(1));
    expect(server.last().request.headers.get('content-type')).toBe('text/csv');
    expect(Object.fromEntries(server.last().url.searchParams)).toEqual({
      kind: 'products',
      dry_run: 'true',
    });
    await api.importCatalogue('products', csv, false);
    expect(server.last().url.searchParams.get('dry_run')).toBe('false');
  });

  it('answers a refused import as its code', async () => {
    const refusal = {
      code: 'import.rows-invalid',
      message: 'The file has 2 problems, so nothing was imported: run a dry run to see them.',
      params: { count: 2 },
    };
    const { api } = serveContract([
      ['POST', '/office/catalogue/import', '/office/catalogue/import', 422, refusal],
    ]);
    const { error } = await api.importCatalogue('products', csv, false);
    expect(error).toMatchObject({
      kind: 'http',
      status: 422,
      body: { code: 'import.rows-invalid' },
    });
  });
});
