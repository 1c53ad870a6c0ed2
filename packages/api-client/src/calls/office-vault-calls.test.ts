// The office vault calls against answers the contract allows, through the real client.
import { describe, expect, it } from 'vitest';
import { createLamaaClient } from '../client/create-lamaa-client.js';
import { contractErrors } from '../test/contract-validator.js';
import { fakeServer } from '../test/fake-server.js';

const terminal = {
  id: 7,
  branch_id: 1,
  title: { en: 'Mashreq Terminal', ar: 'جهاز المشرق' },
  methods: ['visa', 'online'],
  provider: 'Mashreq',
  is_cash_drawer: false,
  is_archived: false,
};
const input = {
  branch_id: 1,
  title: terminal.title,
  methods: ['visa', 'online'],
  provider: 'Mashreq',
};

function serve(
  answers: [method: string, spec: string, real: string, status: number, body: unknown][],
) {
  for (const [method, spec, , status, body] of answers)
    expect(contractErrors(method, spec, status, body)).toEqual([]);
  const server = fakeServer(
    Object.fromEntries(
      answers.map(([method, , real, status, body]) => [`${method} ${real}`, { status, body }]),
    ),
  );
  const api = createLamaaClient({
    baseUrl: 'http://pos.test/api',
    getToken: () => 't',
    fetch: server.fetch,
  });
  return { api, server };
}

describe('office vault calls', () => {
  it('lists, adds and edits vaults', async () => {
    const { api, server } = serve([
      ['GET', '/office/vaults', '/office/vaults', 200, { data: [terminal] }],
      ['POST', '/office/vaults', '/office/vaults', 201, { data: terminal }],
      ['PUT', '/office/vaults/{id}', '/office/vaults/7', 200, { data: terminal }],
    ]);
    expect((await api.listOfficeVaults()).data).toEqual([terminal]);
    expect(server.last().path).toBe('/office/vaults');

    expect((await api.createOfficeVault(input)).data?.id).toBe(7);
    expect(server.last().method).toBe('POST');
    expect(JSON.parse(server.last().text)).toEqual(input);

    expect((await api.updateOfficeVault(7, input)).data?.methods).toEqual(['visa', 'online']);
    expect(server.last().method).toBe('PUT');
    expect(server.last().path).toBe('/office/vaults/7');
  });

  it('archives and unarchives a vault by its own path', async () => {
    const { api, server } = serve([
      [
        'POST',
        '/office/vaults/{id}/archive',
        '/office/vaults/7/archive',
        200,
        { data: { ...terminal, is_archived: true } },
      ],
      [
        'POST',
        '/office/vaults/{id}/unarchive',
        '/office/vaults/7/unarchive',
        200,
        { data: terminal },
      ],
    ]);
    expect((await api.archiveOfficeVault(7)).data?.is_archived).toBe(true);
    expect(server.last().path).toBe('/office/vaults/7/archive');
    expect((await api.unarchiveOfficeVault(7)).data?.is_archived).toBe(false);
    expect(server.last().path).toBe('/office/vaults/7/unarchive');
  });

  it('answers a refusal as its code', async () => {
    const refusal = {
      code: 'vault.shift-open',
      message: 'This vault has an open shift.',
      params: { vault_id: 7 },
    };
    const { api } = serve([
      ['POST', '/office/vaults/{id}/archive', '/office/vaults/7/archive', 409, refusal],
    ]);
    const { error } = await api.archiveOfficeVault(7);
    expect(error).toMatchObject({ kind: 'http', status: 409, body: { code: 'vault.shift-open' } });
  });
});
