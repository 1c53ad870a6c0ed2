// Sold plans after the sale: the office finds them by plate or customer, freezes, unfreezes,
// transfers and cancels them with a refund (the signed-in manager or owner approves); the
// counter transfers one with a manager's PIN. And the office's plan report.
import { addLocalDays, PLAN_REASON_MAX_LENGTH } from '@lamaa/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env.js';
import { choiceField, dateField, idField } from '../http/fields.js';
import { pathId } from '../http/path-id.js';
import { readJson, validate } from '../http/read-body.js';
import { requireAuth } from '../http/require-auth.js';
import { APPROVAL_HEADER, claimApproval } from '../services/approval-gate.js';
import { REFUND_METHODS } from '../refunds/refund-input.js';
import { cancelHeld } from '../services/entitlement-cancel.js';
import { searchSoldPlans } from '../services/sold-plans.js';
import { freezeHeld, todayOf, transferHeld, unfreezeHeld } from '../services/entitlement-manage.js';
import { planReport } from '../services/plan-report.js';
import { searchQuery } from './customer-routes.js';

export const transferBody = z.object({
  car_id: idField('vehicle'),
  reason: z.string({ error: 'The reason must be text.' }).max(PLAN_REASON_MAX_LENGTH, {
    error: `The reason may not be greater than ${PLAN_REASON_MAX_LENGTH} characters.`,
  }),
});

const cancelBody = z.object({
  reason: transferBody.shape.reason,
  method: choiceField('refund method', REFUND_METHODS),
});

const reportQuery = z
  .object({ from: dateField('from date').optional(), to: dateField('to date').optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'The from date must not be after the to date.',
    path: ['to'],
  });

/** The days of redemptions a report shows when none are asked for: the last 30, today included. */
const REPORT_DAYS = 30;

/** The routes of sold plans and the plan report. */
export function entitlementRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const entitlementId = (params: Record<string, string>) =>
    pathId(params, 'id', 'plan id', 'entitlement.not-found');

  routes.get('/office/entitlements', requireAuth('approval.grant'), async (c) => {
    const { q } = validate(searchQuery, c.req.query(), 400);
    const { auth } = c.var;
    const today = todayOf(auth, new Date());
    return c.json({ data: await searchSoldPlans(c.var.database.db, auth.businessId, q, today) });
  });
  routes.post('/office/entitlements/:id/freeze', requireAuth('approval.grant'), async (c) =>
    c.json({
      data: await freezeHeld(c.var.database.db, c.var.auth, entitlementId(c.req.param())),
    }),
  );
  routes.post('/office/entitlements/:id/unfreeze', requireAuth('approval.grant'), async (c) =>
    c.json({
      data: await unfreezeHeld(c.var.database.db, c.var.auth, entitlementId(c.req.param())),
    }),
  );
  routes.post('/office/entitlements/:id/transfer', requireAuth('approval.grant'), async (c) => {
    const id = entitlementId(c.req.param());
    const body = await readJson(c, transferBody);
    const { auth } = c.var;
    const data = await c.var.database.db.transaction((tx) =>
      transferHeld(tx, auth, id, body, auth.employeeId),
    );
    return c.json({ data });
  });
  routes.post('/office/entitlements/:id/cancel', requireAuth('approval.grant'), async (c) => {
    const id = entitlementId(c.req.param());
    const body = await readJson(c, cancelBody);
    const { auth } = c.var;
    const data = await c.var.database.db.transaction((tx) => cancelHeld(tx, auth, id, body));
    return c.json({ data });
  });
  routes.post('/pos/entitlements/:id/transfer', requireAuth('pos.sell'), async (c) => {
    const id = entitlementId(c.req.param());
    const body = await readJson(c, transferBody);
    const token = c.req.header(APPROVAL_HEADER);
    const { auth } = c.var;
    const data = await c.var.database.db.transaction(async (tx) => {
      const approval = await claimApproval(
        tx,
        auth,
        token,
        ['plan-transfer'],
        (approved) => approved.entitlement_id === id,
      );
      return transferHeld(tx, auth, id, body, approval?.approverId ?? auth.employeeId);
    });
    return c.json({ data });
  });
  routes.get('/office/plan-report', requireAuth('catalogue.manage'), async (c) => {
    const query = validate(reportQuery, c.req.query());
    const { auth } = c.var;
    const today = todayOf(auth, new Date());
    const to = query.to ?? today;
    const from = query.from ?? addLocalDays(to, 1 - REPORT_DAYS);
    const period = { from: from <= to ? from : to, to };
    return c.json({ data: await planReport(c.var.database.db, auth.businessId, today, period) });
  });
  return routes;
}
