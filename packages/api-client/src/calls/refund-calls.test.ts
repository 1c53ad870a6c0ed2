// The refund and VAT report calls against answers the contract allows, through the real client:
// what each sends (money as AED, the approval and idempotency headers) and reads (fils).
import { describe, expect, it } from 'vitest';
import { type ContractAnswer, serveContract } from '../test/serve-contract.js';

const order = {
  id: 9,
  status: 'pending',
  total_price: 105,
  created_at: '2026-11-26T08:00:00Z',
  payment_status: 'Partially refunded',
  refunded: 52.5,
  credit_notes: [{ number: 'CN-000001', url: '/c/abc', invoice_number: 'INV-000004' }],
};
const refund = {
  id: 1,
  order_id: 9,
  mode: 'lines',
  reason: 'customer-unhappy',
  method: 'cash',
  amount: 52.5,
  vat: 2.5,
  created_at: '2026-11-26T08:05:00Z',
};
const row = {
  emirate: 'dubai',
  sales_net: 100,
  sales_vat: 5,
  credit_net: 150,
  credit_vat: 7.5,
  net: -50,
  vat: -2.5,
};
const report = {
  from: '2026-11-26',
  to: '2026-11-26',
  rows: [row],
  total: { ...row, emirate: null },
  invoices: { first: 'INV-000001', last: 'INV-000004', count: 4 },
  credit_notes: null,
};

/** Serves one answer the contract allows and returns the client. */
const serve = (...answer: ContractAnswer) => serveContract([answer]);

describe('refund calls', () => {
  it('sends the refund in AED with its headers and reads it back in fils', async () => {
    const answer = { data: { refund, credit_note: order.credit_notes[0], order } };
    const { api, server } = serve('POST', '/pos/refunds', '/pos/refunds', 201, answer);
    const made = await api.refundOrder(
      {
        order_id: 9,
        mode: 'amount',
        amount: 5250,
        reason: 'customer-unhappy',
        method: 'cash',
      },
      { idempotencyKey: 'key-1', approvalToken: 'approval' },
    );
    expect(JSON.parse(server.last().text)).toEqual({
      order_id: 9,
      mode: 'amount',
      amount: 52.5,
      reason: 'customer-unhappy',
      method: 'cash',
    });
    expect(server.last().request.headers.get('approval-token')).toBe('approval');
    expect(server.last().request.headers.get('idempotency-key')).toBe('key-1');
    expect(made.data?.data.refund.amount).toBe(5250);
    expect(made.data?.data.order.refunded).toBe(5250);
    expect(made.data?.data.credit_note?.number).toBe('CN-000001');
    await api.refundOrder({
      order_id: 9,
      mode: 'lines',
      line_ids: [3],
      reason: 'other',
      method: 'original',
    });
    expect(JSON.parse(server.last().text)).toMatchObject({ line_ids: [3] });
    expect(server.last().request.headers.get('approval-token')).toBeNull();
  });

  it('reads the VAT report in fils, below 0 where credits pass sales', async () => {
    const { api, server } = serve('GET', '/office/vat-report', '/office/vat-report', 200, {
      data: report,
    });
    const read = await api.getVatReport({ from: '2026-11-26', to: '2026-11-26' });
    expect(read.data?.data.rows[0]).toMatchObject({ sales_vat: 500, vat: -250 });
    expect(read.data?.data.invoices?.count).toBe(4);
    expect(server.last().url.searchParams.get('from')).toBe('2026-11-26');
  });
});
