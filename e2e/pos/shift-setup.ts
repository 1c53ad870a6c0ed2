// The business's shift settings and open shifts, set by the API: every spec that works a cash
// drawer starts from closed drawers, whatever an earlier spec (or a failed one) left behind.
import type { APIRequestContext } from '@playwright/test';
import { DEMO_OWNER } from '../fixtures/lamaa-server.js';
import { expect } from '../fixtures/lamaa-test.js';
import { bearer } from './api-as.js';

/** Switches the business's "cash payments need an open shift" setting, as the owner. */
export async function cashNeedsShift(request: APIRequestContext, isOn: boolean): Promise<void> {
  const saved = await request.put('/api/office/shift-settings', {
    headers: await bearer(request, DEMO_OWNER),
    data: { cash_needs_shift: isOn, variance_threshold: 2 },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Closes every open shift with its expected cash counted (no variance). */
export async function closeOpenShifts(request: APIRequestContext): Promise<void> {
  const headers = await bearer(request);
  const open = await request.get('/api/pos/shifts/open', { headers });
  expect(open.status(), await open.text()).toBe(200);
  for (const shift of ((await open.json()) as { data: { id: number }[] }).data) {
    const report = await request.get(`/api/pos/shifts/${shift.id}`, { headers });
    const expected = ((await report.json()) as { data: { cash: { expected: number } } }).data.cash
      .expected;
    const closed = await request.post(`/api/pos/shifts/${shift.id}/close`, {
      headers,
      data: { counted: expected },
    });
    expect(closed.status(), await closed.text()).toBe(200);
  }
}
