// The intake's suppliers and materials in the office: the owner only, scoped to the business,
// read by the intake as saved, every change audited, bad input answered with the domain's code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ROLES, type OfficeWorld, officeWorld } from './office-helpers.js';
import { openTestServer, type TestServer } from './test-server.js';

let server: TestServer;
let world: OfficeWorld;
beforeAll(async () => {
  server = await openTestServer();
  world = await officeWorld(server);
});
afterAll(async () => {
  await server.close();
});

type Refusal = { code: string; errors?: Record<string, string[]> };
const asOwner = <T>(method: string, path: string, json?: unknown) =>
  server.call<T>(method, path, { token: world.tokens.owner, json });

const supplier = { name: { en: 'Gulf Chemicals', ar: 'الخليج للكيماويات' }, description: 'Wax' };
const material = {
  name: { en: 'Ceramic coat', ar: 'طلاء سيراميك' },
  description: { en: '50 ml bottle', ar: 'عبوة 50 مل' },
  unit: 'ml',
};

describe('suppliers and materials', () => {
  it.each(DEMO_ROLES)('answers the %s 2xx only when they own the business', async (role) => {
    const calls: [string, string, unknown][] = [
      ['GET', '/api/office/suppliers', undefined],
      ['POST', '/api/office/suppliers', supplier],
      ['GET', '/api/office/materials', undefined],
      ['POST', '/api/office/materials', material],
    ];
    const wrong: string[] = [];
    for (const [method, path, json] of calls) {
      const answer = await server.call<{ code?: string }>(method, path, {
        token: world.tokens[role],
        json,
      });
      const ok =
        role === 'owner'
          ? answer.status >= 200 && answer.status < 300
          : answer.status === 403 && answer.body.code === 'access.forbidden';
      if (!ok) wrong.push(`${method} ${path}: ${answer.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('saves a supplier the intake then lists, audits the edit, and keeps strangers out', async () => {
    const created = await asOwner<{ data: { id: number } }>(
      'POST',
      '/api/office/suppliers',
      supplier,
    );
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const edited = await asOwner<{ data: unknown }>('PUT', `/api/office/suppliers/${id}`, {
      ...supplier,
      description: 'Wax and polish',
    });
    expect(edited.body.data).toEqual({ id, name: supplier.name, description: 'Wax and polish' });
    const intake = await server.call<{ data: { id: number }[] }>(
      'GET',
      '/api/pos/materials/suppliers',
      {
        token: world.tokens['store-keeper'],
      },
    );
    expect(intake.body.data.map((row) => row.id)).toContain(id);
    const log = await asOwner<{ data: { subject: { id: number }; after: unknown }[] }>(
      'GET',
      '/api/office/audit?action=supplier.update',
    );
    expect(log.body.data.find((row) => row.subject.id === id)?.after).toEqual({
      description: 'Wax and polish',
    });
    const stranger = await server.call<Refusal>('PUT', `/api/office/suppliers/${id}`, {
      token: world.stranger,
      json: supplier,
    });
    expect([stranger.status, stranger.body.code]).toEqual([404, 'supplier.not-found']);
  });

  it('saves a material with its unit, and refuses one without an Arabic name', async () => {
    const created = await asOwner<{ data: { id: number; unit: string } }>(
      'POST',
      '/api/office/materials',
      material,
    );
    expect(created.body.data.unit).toBe('ml');
    const id = created.body.data.id;
    const edited = await asOwner<{ data: { unit: string } }>('PUT', `/api/office/materials/${id}`, {
      ...material,
      unit: 'bottle',
    });
    expect(edited.body.data.unit).toBe('bottle');
    const listed = await asOwner<{ data: { id: number; unit: string }[] }>(
      'GET',
      '/api/office/materials',
    );
    expect(listed.body.data.find((row) => row.id === id)?.unit).toBe('bottle');
    const refused = await asOwner<Refusal>('POST', '/api/office/materials', {
      ...material,
      name: { en: 'Pads', ar: '' },
      unit: 'u'.repeat(21),
    });
    expect([refused.status, refused.body.code]).toEqual([422, 'catalogue.text-required']);
    expect(Object.keys(refused.body.errors ?? {}).sort()).toEqual(['name.ar', 'unit']);
    const stranger = await server.call<Refusal>('PUT', `/api/office/materials/${id}`, {
      token: world.stranger,
      json: material,
    });
    expect([stranger.status, stranger.body.code]).toEqual([404, 'intake.material-not-found']);
  });
});
