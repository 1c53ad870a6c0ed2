// The coupon calls against answers the contract allows, through the real client: a percent or
// AED on the wire read as hundredths, the office's hundredths sent back as a percent or AED.
import { describe, expect, it } from 'vitest';
import { serveContract } from '../test/serve-contract.js';

const once = {
  id: 4,
  code: 'ONCE15',
  type: 'Percentage',
  value: 12.5,
  minimum_total: 100.5,
  valid_from: '2026-12-01',
  valid_to: null,
  total_uses: null,
  uses_per_customer: 1,
  branch_ids: [2],
  is_active: true,
  is_archived: false,
};

describe('coupon calls', () => {
  it('lists, adds and archives the office coupons, values in hundredths', async () => {
    const { api, server } = serveContract([
      ['GET', '/office/coupons', '/office/coupons', 200, { data: [once] }],
      ['POST', '/office/coupons', '/office/coupons', 201, { data: once }],
      [
        'PUT',
        '/office/coupons/{id}',
        '/office/coupons/4',
        200,
        { data: { ...once, is_archived: true } },
      ],
    ]);
    const [listed] = (await api.listOfficeCoupons()).data ?? [];
    expect(listed).toMatchObject({ value: 1250, minimum_total: 10050, uses_per_customer: 1 });
    const input = {
      code: 'ONCE15',
      type: 'Fixed' as const,
      value: 2550,
      minimum_total: 0,
      valid_from: null,
      valid_to: '2026-12-31',
      total_uses: 100,
      uses_per_customer: 1,
      branch_ids: [],
      is_active: true,
      is_archived: false,
    };
    expect((await api.createOfficeCoupon(input)).data?.id).toBe(4);
    expect(JSON.parse(server.last().text)).toMatchObject({ value: 25.5, minimum_total: 0 });
    const archived = await api.updateOfficeCoupon(4, { ...input, is_archived: true });
    expect(archived.data?.is_archived).toBe(true);
    expect(server.last().path).toBe('/office/coupons/4');
    expect(JSON.parse(server.last().text)).toMatchObject({
      is_archived: true,
      valid_to: '2026-12-31',
    });
  });
});
