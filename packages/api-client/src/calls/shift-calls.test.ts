// The shift calls against answers the contract allows, through the real client: what each
// sends (money as AED on the wire, the approval token as a header) and what it reads back
// (money in fils).
import { describe, expect, it } from 'vitest';
import { serveContract } from '../test/serve-contract.js';

const shift = {
  id: 4,
  vault_id: 1,
  vault_title: 'Cash Drawer',
  branch_id: 1,
  opened_by: 3,
  opened_at: '2026-11-26T05:00:00Z',
  float: 200.5,
};
const person = { id: 3, name: 'Cara Cashier', name_ar: 'كارا' };
const report = {
  id: 4,
  kind: 'Z',
  z_number: 7,
  status: 'closed',
  vault: { id: 1, title: 'Cash Drawer' },
  branch_id: 1,
  opened_by: person,
  opened_at: '2026-11-26T05:00:00Z',
  closed_by: person,
  closed_at: '2026-11-26T17:00:00Z',
  float: 200,
  float_counts: { '10000': 2 },
  sales: [{ method: 'cash', count: 2, amount: 150.25 }],
  refunds: { count: 0, amount: 0 },
  voids: { count: 0, amount: 0 },
  discounts: 10,
  vat: 0,
  cash: {
    tendered: 160.25,
    change: 10,
    cash_sales: 150.25,
    refunds: 0,
    cash_in: 0,
    cash_out: 50,
    expected: 300.25,
  },
  movements: [
    {
      id: 9,
      shift_id: 4,
      reason: 'bank-drop',
      amount: 50,
      note: 'bag 1',
      employee: person,
      created_at: '2026-11-26T12:00:00Z',
    },
  ],
  counted: 295.25,
  counted_counts: null,
  variance: -5,
  variance_reason: 'change given twice',
  approved_by: { id: 2, name: 'Mona Manager', name_ar: 'منى' },
  first_invoice: 'INV-000001',
  last_invoice: 'INV-000002',
  report_url: '/z/abcdefghijklmnopqrstuvwx',
};
const settings = { cash_needs_shift: true, variance_threshold: 2.5 };

describe('shift calls', () => {
  it('lists and opens shifts, the float in fils on our side and AED on the wire', async () => {
    const { api, server } = serveContract([
      ['GET', '/pos/shifts/open', '/pos/shifts/open', 200, { data: [shift] }],
      ['POST', '/pos/shifts', '/pos/shifts', 201, { data: shift }],
    ]);
    expect((await api.listOpenShifts()).data?.[0]?.float).toBe(20_050);
    const opened = await api.openShift({ vault_id: 1, float: 20_050, float_counts: { 10_000: 2 } });
    expect(opened.data?.id).toBe(4);
    expect(JSON.parse(server.last().text)).toEqual({
      vault_id: 1,
      float: 200.5,
      float_counts: { '10000': 2 },
    });
  });

  it('records a movement and reads the X or Z report in fils', async () => {
    const { api, server } = serveContract([
      [
        'POST',
        '/pos/shifts/{id}/movements',
        '/pos/shifts/4/movements',
        201,
        { data: report.movements[0] },
      ],
      ['GET', '/pos/shifts/{id}', '/pos/shifts/4', 200, { data: report }],
    ]);
    const moved = await api.moveShiftCash(4, { reason: 'bank-drop', amount: 5_000, note: 'bag 1' });
    expect(moved.data?.amount).toBe(5_000);
    expect(JSON.parse(server.last().text)).toEqual({
      reason: 'bank-drop',
      amount: 50,
      note: 'bag 1',
    });
    const read = await api.getShiftReport(4);
    expect(read.data).toMatchObject({ z_number: 7, variance: -500, counted: 29_525 });
    expect(read.data?.cash.expected).toBe(30_025);
  });

  it('closes with the count in AED and the approval token as a header', async () => {
    const { api, server } = serveContract([
      ['POST', '/pos/shifts/{id}/close', '/pos/shifts/4/close', 200, { data: report }],
    ]);
    const closed = await api.closeShift(4, {
      counted: 29_525,
      counted_counts: { 500: 3 },
      reason: 'change given twice',
      approvalToken: 'tok',
    });
    expect(closed.data?.report_url).toBe('/z/abcdefghijklmnopqrstuvwx');
    expect(JSON.parse(server.last().text)).toEqual({
      counted: 295.25,
      counted_counts: { '500': 3 },
      reason: 'change given twice',
    });
    expect(server.last().request.headers.get('approval-token')).toBe('tok');
    await api.closeShift(4, { counted: 0 });
    expect(JSON.parse(server.last().text)).toEqual({ counted: 0 });
    expect(server.last().request.headers.get('approval-token')).toBeNull();
  });

  it('reads and saves the settings, the threshold in fils', async () => {
    const { api, server } = serveContract([
      ['GET', '/pos/shift-settings', '/pos/shift-settings', 200, { data: settings }],
      ['PUT', '/office/shift-settings', '/office/shift-settings', 200, { data: settings }],
    ]);
    expect((await api.getShiftSettings()).data?.variance_threshold).toBe(250);
    await api.updateShiftSettings({ cash_needs_shift: true, variance_threshold: 250 });
    expect(JSON.parse(server.last().text)).toEqual(settings);
  });

  it("lists the office's shifts with the filters as query, money in fils", async () => {
    const listed = {
      id: 4,
      status: 'closed',
      z_number: 7,
      branch: { id: 1, name: 'Al Quoz', name_ar: 'القوز' },
      vault: { id: 1, title: 'Cash Drawer', title_ar: 'درج النقد' },
      time_zone: 'Asia/Dubai',
      opened_by: person,
      opened_at: '2026-11-26T05:00:00Z',
      opened_local: '2026-11-26 09:00',
      closed_by: person,
      closed_at: '2026-11-26T17:00:00Z',
      closed_local: '2026-11-26 21:00',
      float: 200,
      expected: 300.25,
      counted: 295.25,
      variance: -5,
      variance_reason: 'change given twice',
      over_threshold: true,
      approved_by: report.approved_by,
      report_url: report.report_url,
    };
    const open = {
      ...listed,
      id: 5,
      status: 'open',
      z_number: null,
      closed_by: null,
      closed_at: null,
      closed_local: null,
      counted: null,
      variance: null,
      variance_reason: null,
      over_threshold: false,
      approved_by: null,
      report_url: null,
    };
    const body = {
      data: { from: '2026-11-26', to: '2026-11-26', variance_threshold: 2, shifts: [open, listed] },
    };
    const { api, server } = serveContract([['GET', '/office/shifts', '/office/shifts', 200, body]]);
    const read = await api.listOfficeShifts({ from: '2026-11-26', to: '2026-11-26', vault_id: 1 });
    expect(read.data?.variance_threshold).toBe(200);
    expect(read.data?.shifts[1]).toMatchObject({ expected: 30_025, variance: -500 });
    expect(read.data?.shifts[0]).toMatchObject({ status: 'open', counted: null });
    expect(Object.fromEntries(server.last().url.searchParams)).toEqual({
      from: '2026-11-26',
      to: '2026-11-26',
      vault_id: '1',
    });
  });

  it('asks a shift-variance approval for the shift it names', async () => {
    const grant = {
      token: 'tok',
      expires_at: '2026-11-26T08:02:00Z',
      actions: ['shift-variance'],
      approver: { id: 2, name: { en: 'Mona Manager', ar: 'منى المديرة' } },
    };
    const { api, server } = serveContract([
      ['POST', '/pos/approvals', '/pos/approvals', 201, { data: grant }],
    ]);
    await api.grantApproval({ pin: '2468', actions: ['shift-variance'], shift_id: 4 });
    expect(JSON.parse(server.last().text)).toEqual({
      pin: '2468',
      actions: ['shift-variance'],
      shift_id: 4,
    });
  });
});
