// The plan calls against answers the contract allows, through the real client: AED on the
// wire read as fils, the office's fils sent as AED.
import { describe, expect, it } from 'vitest';
import { serveContract } from '../test/serve-contract.js';

const book = {
  id: 3,
  name: { en: '10-wash book', ar: 'دفتر ١٠ غسلات' },
  kind: 'uses',
  uses: 10,
  value: null,
  validity: { unit: 'months', count: 6 },
  limits: { day: 1, week: null, month: null },
  coverage: [{ option_id: 11, car_group_id: 2 }],
  branch_ids: [],
  prices: [{ car_group_id: 2, price: 250.5 }],
  is_archived: false,
};
const held = {
  id: 7,
  plan_id: 3,
  car_id: 12,
  name: book.name,
  kind: 'value',
  status: 'active',
  starts_on: '2026-03-01',
  ends_on: '2026-08-31',
  uses_total: null,
  uses_left: null,
  value_total: 500,
  value_left: 120.25,
  frozen_on: null,
  cancelled_on: null,
  limits: book.limits,
  coverage: book.coverage,
  branch_ids: [1],
};

describe('plan calls', () => {
  it('lists, adds and changes the office plans, prices in fils', async () => {
    const { api, server } = serveContract([
      ['GET', '/office/plans', '/office/plans', 200, { data: [book] }],
      ['POST', '/office/plans', '/office/plans', 201, { data: book }],
      [
        'PUT',
        '/office/plans/{id}',
        '/office/plans/3',
        200,
        { data: { ...book, is_archived: true } },
      ],
    ]);
    expect((await api.listOfficePlans()).data?.[0]?.prices).toEqual([
      { car_group_id: 2, price: 25050 },
    ]);
    const input = {
      name: book.name,
      kind: 'value' as const,
      uses: null,
      value: 50000,
      validity: { unit: 'months' as const, count: 6 },
      limits: { day: null, week: 2, month: null },
      coverage: book.coverage,
      branch_ids: [],
      prices: [{ car_group_id: 2 as const, price: 25050 }],
      is_archived: false,
    };
    expect((await api.createOfficePlan(input)).data?.id).toBe(3);
    expect(JSON.parse(server.last().text)).toMatchObject({
      value: 500,
      prices: [{ car_group_id: 2, price: 250.5 }],
    });
    const archived = await api.updateOfficePlan(3, { ...input, value: null, is_archived: true });
    expect(archived.data?.is_archived).toBe(true);
    expect(server.last().path).toBe('/office/plans/3');
    expect(JSON.parse(server.last().text)).toMatchObject({ value: null });
  });

  it('reads the plans on sale and a vehicle’s entitlements with balances in fils', async () => {
    const { api, server } = serveContract([
      ['GET', '/pos/plans', '/pos/plans', 200, { data: [book] }],
      ['GET', '/pos/cars/{id}/entitlements', '/pos/cars/12/entitlements', 200, { data: [held] }],
    ]);
    expect((await api.listPlans()).data?.map((plan) => plan.id)).toEqual([3]);
    const [entitlement] = (await api.listVehicleEntitlements(12)).data ?? [];
    expect(entitlement).toMatchObject({ value_total: 50000, value_left: 12025, status: 'active' });
    expect(server.last().path).toBe('/pos/cars/12/entitlements');
  });
});
