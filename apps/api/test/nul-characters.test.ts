// Contract tests of text holding U+0000, which PostgreSQL cannot store: search texts, body
// fields and attachment names used to reach the database and answer 500; now a search or a
// field is refused with the field named, and a file name loses its control characters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from '../src/http/read-body.js';
import { openTestServer, type TestServer } from './test-server.js';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await openTestServer();
  // The owner: these checks call the counter's paths and the intake's.
  token = await server.login('owner');
});
afterAll(async () => {
  await server.close();
});

describe('text holding U+0000', () => {
  it.each([
    ['/api/pos/customers?q=a%00b', 400],
    ['/api/services?q=%00', 400],
    ['/api/pos/order?q=LM%00', 422],
    ['/api/utils/places?lat=25.2&lng=55.27&query=%00', 422],
  ])('refuses the search %s with %i, naming the field', async (path, status) => {
    const answer = await server.call<{ message: string; errors: Record<string, string[]> }>(
      'GET',
      path,
      { token },
    );
    expect(answer.status).toBe(status);
    expect(answer.body.message).toBe(NUL_MESSAGE);
    expect(Object.keys(answer.body.errors)).toEqual([path.includes('places') ? 'query' : 'q']);
  });

  it('refuses a body field with 422, naming it', async () => {
    const answer = await server.call<{ errors: Record<string, string[]> }>(
      'POST',
      '/api/pos/customers',
      { token, json: { name: 'Nul\u0000Name', phone: '0501112233', phone_country: 'AE' } },
    );
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ name: [NUL_MESSAGE] });
  });

  it('keeps an attachment whose name holds control characters, under the printable name', async () => {
    const [material] = (
      await server.call<{ data: { id: number }[] }>('GET', '/api/pos/materials', { token })
    ).body.data;
    const [supplier] = (
      await server.call<{ data: { id: number }[] }>('GET', '/api/pos/materials/suppliers', {
        token,
      })
    ).body.data;
    const body = new FormData();
    body.set('supplier_id', String(supplier?.id));
    body.set('material_items[0][material_id]', String(material?.id));
    body.set('material_items[0][price]', '3');
    body.set('material_items[0][quantity]', '1');
    body.set('material_items[0][generate_barcode]', '1');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    body.set('attachments[0]', new Blob([png], { type: 'image/png' }), 're\u0000ceipt\u0007.png');
    const answer = await server.call<{ data: { attachments: { name: string }[] } }>(
      'POST',
      '/api/pos/materials/invoice',
      { token, body },
    );
    expect(answer.status).toBe(201);
    expect(answer.body.data.attachments.map((file) => file.name)).toEqual(['receipt.png']);
  });
});
