// The office's coupons, for the owner and managers (`coupon.manage`), scoped to the business.
// The zod schema reads the shape the contract declares; what may be saved is the domain's
// couponProblems, answered with its codes.
import { MAX_UNIT_PRICE_FILS } from '@lamaa/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env.js';
import { idField, moneyField } from '../http/fields.js';
import { pathId } from '../http/path-id.js';
import { readJson } from '../http/read-body.js';
import { requireAuth } from '../http/require-auth.js';
import { createCoupon, listOfficeCoupons, updateCoupon } from '../services/office-coupons.js';

const day = (label: string) =>
  z
    .string({ error: `The ${label} must be a date (YYYY-MM-DD).` })
    .max(10, { error: `The ${label} must be a date (YYYY-MM-DD).` })
    .nullable()
    .default(null)
    .transform((value) => value || null);

const useLimit = (label: string) =>
  z
    .number({ error: `The ${label} must be a number.` })
    .int({ error: `The ${label} must be a whole number.` })
    .nullable()
    .default(null);

const flag = (label: string, fallback: boolean) =>
  z.boolean({ error: `The ${label} must be true or false.` }).default(fallback);

export const couponBody = z.object({
  code: z
    .string({ error: 'The code must be text.' })
    .max(64, { error: 'The code may not be greater than 64 characters.' }),
  type: z.enum(['Percentage', 'Fixed'], { error: 'The type must be Percentage or Fixed.' }),
  // A percent or an AED amount, both with at most two decimals: read as hundredths (fils).
  value: moneyField('value', MAX_UNIT_PRICE_FILS),
  minimum_total: moneyField('minimum order total', MAX_UNIT_PRICE_FILS).default(0),
  valid_from: day('first day'),
  valid_to: day('last day'),
  total_uses: useLimit('total uses'),
  uses_per_customer: useLimit('uses per customer'),
  branch_ids: z
    .array(idField('branch'), { error: 'The branches must be a list.' })
    .max(100, { error: 'The branches may hold at most 100 entries.' })
    .default([]),
  is_active: flag('active flag', true),
  is_archived: flag('archived flag', false),
});

/** The routes of the office's coupons. */
export function officeCouponRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/office/coupons', requireAuth('coupon.manage'), async (c) =>
    c.json({ data: await listOfficeCoupons(c.var.database.db, c.var.auth) }),
  );
  routes.post('/office/coupons', requireAuth('coupon.manage'), async (c) => {
    const body = await readJson(c, couponBody);
    return c.json({ data: await createCoupon(c.var.database.db, c.var.auth, body) }, 201);
  });
  routes.put('/office/coupons/:id', requireAuth('coupon.manage'), async (c) => {
    const id = pathId(c.req.param(), 'id', 'coupon id', 'coupon.not-found');
    const body = await readJson(c, couponBody);
    return c.json({ data: await updateCoupon(c.var.database.db, c.var.auth, id, body) });
  });
  return routes;
}
