// GET /office/shifts: the shifts of each branch and cash vault for a period (JSON, or CSV with
// format=csv). The owner reads every branch, a manager their own.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env.js';
import { dateField, optionalId } from '../http/fields.js';
import { validate } from '../http/read-body.js';
import { requireAuth } from '../http/require-auth.js';
import { branchReach, demand } from '../services/office-scope.js';
import { shiftListCsv } from './shift-list-csv.js';
import { listShifts } from './shift-list-service.js';

const shiftListQuery = z
  .object({
    from: dateField('from date'),
    to: dateField('to date'),
    branch_id: optionalId('branch'),
    vault_id: optionalId('vault'),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .refine((query) => query.from <= query.to, {
    error: 'The from date must not be after the to date.',
    path: ['to'],
  });

/** The routes of the office's shift list. */
export function shiftListRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/office/shifts', requireAuth('vault.balance.read'), async (c) => {
    const query = validate(shiftListQuery, c.req.query());
    const auth = c.var.auth;
    if (query.branch_id !== undefined) demand(auth, 'vault.balance.read', query.branch_id);
    const list = await listShifts(c.var.database.db, auth, {
      from: query.from,
      to: query.to,
      branchId: query.branch_id ?? branchReach(auth),
      vaultId: query.vault_id,
    });
    if (query.format === 'csv') {
      return c.body(shiftListCsv(list), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="lamaa-shifts-${query.from}-${query.to}.csv"`,
      });
    }
    return c.json({ data: list });
  });
  return routes;
}
