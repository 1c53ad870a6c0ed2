// The opening-hours calls against answers the contract allows, through the real client.
import { describe, expect, it } from 'vitest';
import { createLamaaClient } from '../client/create-lamaa-client.js';
import { contractErrors } from '../test/contract-validator.js';
import { fakeServer } from '../test/fake-server.js';

const input = {
  branch_id: 2,
  type: 'remote' as const,
  weekly: [null, ...Array.from({ length: 6 }, () => ({ from: '10:00', to: '18:00' }))],
  slot_minutes: 120,
  capacity: 2,
  closed_dates: ['2026-12-02'],
  special_hours: [{ date: '2026-12-03', from: '12:00', to: '16:00' }],
};
const hours = { ...input, time_zone: 'Asia/Dubai', today: '2026-11-26' };

describe('opening-hours calls', () => {
  it('reads a branch and type in the query, and saves the whole schedule', async () => {
    const answers = [
      ['GET', '/office/opening-hours', 200, { data: hours }],
      ['PUT', '/office/opening-hours', 200, { data: hours }],
    ] as const;
    for (const [method, path, status, body] of answers)
      expect(contractErrors(method, path, status, body)).toEqual([]);
    const server = fakeServer(
      Object.fromEntries(
        answers.map(([m, path, status, body]) => [`${m} ${path}`, { status, body }]),
      ),
    );
    const api = createLamaaClient({
      baseUrl: 'http://pos.test/api',
      getToken: () => 't',
      fetch: server.fetch,
    });
    const read = await api.getOpeningHours({ branch_id: 2, type: 'remote' });
    expect(read.data).toEqual(hours);
    expect(server.last().url.searchParams.get('branch_id')).toBe('2');
    expect(server.last().url.searchParams.get('type')).toBe('remote');
    expect((await api.saveOpeningHours(input)).data?.closed_dates).toEqual(['2026-12-02']);
    expect(JSON.parse(server.last().text)).toEqual(input);
  });
});
