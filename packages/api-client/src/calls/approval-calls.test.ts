// The approval calls against answers the contract allows, through the real client: what each
// sends (money as AED on the wire) and what it reads back (money in fils).
import { describe, expect, it } from 'vitest';
import { serveContract } from '../test/serve-contract.js';

const rules = {
  large_discount: true,
  large_discount_percent: 20,
  large_discount_amount: 100,
  lowered_price: true,
  order_delete: false,
  refund: true,
};
const grant = {
  token: 'approval-token',
  expires_at: '2026-11-26T08:02:00Z',
  actions: ['large-discount'],
  approver: { id: 2, name: { en: 'Mona Manager', ar: 'منى المديرة' } },
};

/** Checks each answer against the contract, then serves them all. */
describe('approval calls', () => {
  it('sets and clears a PIN', async () => {
    const { api, server } = serveContract([
      ['PUT', '/pos/approval-pin', '/pos/approval-pin', 200, { data: { has_pin: true } }],
      [
        'DELETE',
        '/office/employees/{id}/approval-pin',
        '/office/employees/7/approval-pin',
        200,
        { data: { has_pin: false } },
      ],
    ]);
    expect((await api.setApprovalPin('2468')).data?.has_pin).toBe(true);
    expect(JSON.parse(server.last().text)).toEqual({ pin: '2468' });
    expect((await api.clearApprovalPin(7)).data?.has_pin).toBe(false);
    expect(server.last().method).toBe('DELETE');
  });

  it('reads the rules in fils and saves them in AED', async () => {
    const { api, server } = serveContract([
      ['GET', '/pos/approval-rules', '/pos/approval-rules', 200, { data: rules }],
      ['PUT', '/office/approval-rules', '/office/approval-rules', 200, { data: rules }],
    ]);
    const read = await api.getApprovalRules();
    expect(read.data?.large_discount_amount).toBe(10_000);
    expect(read.data?.order_delete).toBe(false);
    if (!read.data) throw new Error('the rules were not read');
    await api.updateApprovalRules({ ...read.data, large_discount_amount: 25_050 });
    expect(JSON.parse(server.last().text)).toEqual({ ...rules, large_discount_amount: 250.5 });
  });

  it('exchanges a PIN for a token, with the order or the cart it approves', async () => {
    const { api, server } = serveContract([
      ['POST', '/pos/approvals', '/pos/approvals', 201, { data: grant }],
    ]);
    const granted = await api.grantApproval({
      pin: '2468',
      actions: ['order-delete'],
      order_id: 9,
    });
    expect(granted.data?.token).toBe('approval-token');
    expect(granted.data?.approver.name.en).toBe('Mona Manager');
    expect(JSON.parse(server.last().text)).toEqual({
      pin: '2468',
      actions: ['order-delete'],
      order_id: 9,
    });
    await api.grantApproval({
      pin: '2468',
      actions: ['large-discount'],
      cart: {
        car_id: 3,
        user_id: 4,
        purchasables: [
          {
            purchasable_id: 5,
            purchasable_type: 'service',
            quantity: 1,
            option_ids: [6],
            discount_type: 'fixed',
            discount_value: 15_000,
          },
        ],
      },
    });
    const body = JSON.parse(server.last().text) as { cart: { purchasables: unknown[] } };
    expect(body.cart.purchasables[0]).toMatchObject({
      discount_type: 'fixed',
      discount_value: 150,
    });
  });
});
