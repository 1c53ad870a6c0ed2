// The office vault calls against answers the contract allows, through the real client.
import { describe, expect, it } from 'vitest';
import { serveContract } from '../test/serve-contract.js';

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

describe('office vault calls', () => {
  it('lists, adds and edits vaults', async () => {
    const { api, server } = serveContract([
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
    const { api, server } = serveContract([
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
    const { api } = serveContract([
      ['POST', '/office/vaults/{id}/archive', '/office/vaults/7/archive', 409, refusal],
    ]);
    const { error } = await api.archiveOfficeVault(7);
    expect(error).toMatchObject({ kind: 'http', status: 409, body: { code: 'vault.shift-open' } });
  });
});
