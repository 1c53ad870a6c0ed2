// Cash shifts at the counter: the open shifts, opening one, cash in and out, the X report,
// closing with a blind count into a Z report; the business's shift settings.
import { CASH_MOVEMENT_REASONS, MAX_SHIFT_NOTE, MAX_TILL_FILS } from '@lamaa/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env.js';
import { choiceField, idField, moneyField, optionalText } from '../http/fields.js';
import { pathId } from '../http/path-id.js';
import { readJson } from '../http/read-body.js';
import { requireAuth } from '../http/require-auth.js';
import { APPROVAL_HEADER } from '../services/approval-gate.js';
import {
  closeShift,
  listOpenShifts,
  moveCash,
  openShift,
  readShiftReport,
} from '../services/shift-service.js';
import {
  readShiftSettings,
  shiftSettingsView,
  updateShiftSettings,
} from '../services/shift-settings-store.js';

// Counts by note or coin; which keys are notes and coins is the domain's check (cashAmount).
const countsField = z
  .record(
    z.string(),
    z
      .number({ error: 'A count must be a number.' })
      .int({ error: 'A count must be a whole number.' })
      .min(0, { error: 'A count may not be negative.' }),
    { error: 'The counts must map a note or coin (in fils) to how many.' },
  )
  .optional();

export const openShiftBody = z.object({
  vault_id: idField('vault'),
  float: moneyField('float', MAX_TILL_FILS).optional(),
  float_counts: countsField,
});

export const movementBody = z.object({
  reason: choiceField('reason', CASH_MOVEMENT_REASONS),
  amount: moneyField('amount', MAX_TILL_FILS, 1),
  note: optionalText('note', MAX_SHIFT_NOTE),
});

export const closeShiftBody = z.object({
  counted: moneyField('counted cash', MAX_TILL_FILS),
  counted_counts: countsField,
  reason: optionalText('reason', MAX_SHIFT_NOTE),
});

export const shiftSettingsBody = z.object({
  cash_needs_shift: z.boolean({ error: 'The cash needs shift field must be true or false.' }),
  variance_threshold: moneyField('variance threshold', MAX_TILL_FILS),
});

const shiftId = (params: Record<string, string>) =>
  pathId(params, 'id', 'shift id', 'shift.not-found');

/** The routes of the shifts tag. */
export function shiftRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/pos/shifts/open', requireAuth('pos.sell'), async (c) =>
    c.json({ data: await listOpenShifts(c.var.database.db, c.var.auth) }),
  );
  routes.post('/pos/shifts', requireAuth('pos.sell'), async (c) => {
    const body = await readJson(c, openShiftBody);
    return c.json({ data: await openShift(c.var.database.db, c.var.auth, body) }, 201);
  });
  routes.get('/pos/shifts/:id{[0-9]+}', requireAuth('pos.sell'), async (c) =>
    c.json({ data: await readShiftReport(c.var.database.db, c.var.auth, shiftId(c.req.param())) }),
  );
  routes.post('/pos/shifts/:id{[0-9]+}/movements', requireAuth('pos.sell'), async (c) => {
    const id = shiftId(c.req.param());
    const body = await readJson(c, movementBody);
    return c.json({ data: await moveCash(c.var.database.db, c.var.auth, id, body) }, 201);
  });
  routes.post('/pos/shifts/:id{[0-9]+}/close', requireAuth('pos.sell'), async (c) => {
    const id = shiftId(c.req.param());
    const body = await readJson(c, closeShiftBody);
    const token = c.req.header(APPROVAL_HEADER);
    return c.json({ data: await closeShift(c.var.database.db, c.var.auth, id, body, token) });
  });
  routes.get('/pos/shift-settings', requireAuth('pos.sell'), async (c) =>
    c.json({
      data: shiftSettingsView(await readShiftSettings(c.var.database.db, c.var.auth.businessId)),
    }),
  );
  routes.put('/office/shift-settings', requireAuth('business.edit'), async (c) => {
    const body = await readJson(c, shiftSettingsBody);
    return c.json({
      data: await updateShiftSettings(c.var.database.db, c.var.auth.businessId, body),
    });
  });
  return routes;
}
