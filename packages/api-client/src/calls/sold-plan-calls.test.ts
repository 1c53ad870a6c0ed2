// The sold-plan calls and the plan report against answers the contract allows, through the
// real client: AED on the wire read as fils, the approval token in its header.
import { describe, expect, it } from 'vitest';
import { serveContract } from '../test/serve-contract.js';

const held = {
  id: 7,
  plan_id: 3,
  car_id: 12,
  name: { en: '10-wash book', ar: 'دفتر ١٠ غسلات' },
  kind: 'uses',
  status: 'active',
  starts_on: '2026-03-01',
  ends_on: '2026-08-31',
  uses_total: 10,
  uses_left: 7,
  value_total: null,
  value_left: null,
  frozen_on: null,
  cancelled_on: null,
  limits: { day: 1, week: null, month: null },
  coverage: [{ option_id: 11, car_group_id: 2 }],
  branch_ids: [],
};
const plate = { id: 12, code: 'A', numbers: '12345' };
const sold = {
  ...held,
  price: 300.5,
  refund_if_cancelled: 210.35,
  vehicle: plate,
  customer: { id: 4, name: 'Sara', phone: '0501234567' },
  customer_vehicles: [plate, { id: 13, code: 'B', numbers: '54321' }],
};
const report = {
  today: '2026-03-10',
  period: { from: '2026-02-09', to: '2026-03-10' },
  active: { total: 2, frozen: 1, plans: [{ plan_id: 3, name: held.name, count: 2 }] },
  redemptions: [
    {
      branch_id: 1,
      branch_name: { en: 'Marina', ar: 'المارينا' },
      day: '2026-03-09',
      count: 3,
      value: 12.5,
    },
  ],
  expiring: [
    {
      id: 7,
      name: held.name,
      ends_on: '2026-03-20',
      uses_left: 7,
      value_left: null,
      vehicle: plate,
      customer: sold.customer,
    },
  ],
  liability: 210.35,
};

describe('sold plan calls', () => {
  it('finds sold plans, freezes, unfreezes and transfers one', async () => {
    const frozen = { ...held, status: 'frozen', frozen_on: '2026-03-10' };
    const { api, server } = serveContract([
      ['GET', '/office/entitlements', '/office/entitlements', 200, { data: [sold] }],
      [
        'POST',
        '/office/entitlements/{id}/freeze',
        '/office/entitlements/7/freeze',
        200,
        { data: frozen },
      ],
      [
        'POST',
        '/office/entitlements/{id}/unfreeze',
        '/office/entitlements/7/unfreeze',
        200,
        { data: held },
      ],
      [
        'POST',
        '/office/entitlements/{id}/transfer',
        '/office/entitlements/7/transfer',
        200,
        { data: { ...held, car_id: 13 } },
      ],
    ]);
    const [found] = (await api.listSoldPlans(' 12345 ')).data ?? [];
    expect(found).toMatchObject({
      price: 30050,
      refund_if_cancelled: 21035,
      customer_vehicles: [{ id: 12 }, { id: 13 }],
    });
    expect(server.last().url.search).toBe('?q=12345');
    await api.listSoldPlans('');
    expect(server.last().url.search).toBe('');
    expect((await api.freezeSoldPlan(7)).data?.frozen_on).toBe('2026-03-10');
    expect((await api.unfreezeSoldPlan(7)).data?.status).toBe('active');
    const moved = await api.transferSoldPlan(7, { car_id: 13, reason: 'New car' });
    expect(moved.data?.car_id).toBe(13);
    expect(JSON.parse(server.last().text)).toEqual({ car_id: 13, reason: 'New car' });
  });

  it('transfers at the counter with the approval token once there is one', async () => {
    const { api, server } = serveContract([
      [
        'POST',
        '/pos/entitlements/{id}/transfer',
        '/pos/entitlements/7/transfer',
        200,
        { data: { ...held, car_id: 13 } },
      ],
      [
        'POST',
        '/pos/approvals',
        '/pos/approvals',
        201,
        {
          data: {
            token: 'tok',
            expires_at: '2026-03-10T10:02:00Z',
            actions: ['plan-transfer'],
            approver: { id: 2, name: { en: 'Manager', ar: 'المدير' } },
          },
        },
      ],
    ]);
    await api.transferHeldPlan(7, { car_id: 13, reason: 'New car' }, null);
    expect(server.last().request.headers.get('approval-token')).toBeNull();
    await api.grantApproval({ pin: '2468', actions: ['plan-transfer'], entitlement_id: 7 });
    expect(JSON.parse(server.last().text)).toEqual({
      pin: '2468',
      actions: ['plan-transfer'],
      entitlement_id: 7,
    });
    const moved = await api.transferHeldPlan(7, { car_id: 13, reason: 'New car' }, 'tok');
    expect(moved.data?.car_id).toBe(13);
    expect(server.last().request.headers.get('approval-token')).toBe('tok');
  });

  it('reads the plan report with money in fils', async () => {
    const { api, server } = serveContract([
      ['GET', '/office/plan-report', '/office/plan-report', 200, { data: report }],
    ]);
    const read = await api.readPlanReport({ from: '2026-02-09', to: '2026-03-10' });
    expect(read.data).toMatchObject({
      liability: 21035,
      redemptions: [{ value: 1250, count: 3 }],
      expiring: [{ id: 7, ends_on: '2026-03-20' }],
    });
    expect(server.last().url.searchParams.get('from')).toBe('2026-02-09');
  });
});
