// The counter's plans: the plans on sale, and the entitlements a vehicle holds.
import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { plans } from '../db/schema/plans.js';
import { cars } from '../db/schema/people.js';
import { notFound } from '../http/api-error.js';
import type { AppEnv } from '../http/app-env.js';
import { pathId } from '../http/path-id.js';
import { requireAuth } from '../http/require-auth.js';
import { listCarEntitlements } from '../services/entitlement-store.js';
import { planView } from '../services/office-plans.js';
import { redeemContextOf } from '../services/plan-redemption.js';

/** The routes of the plans tag. */
export function planRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/pos/plans', requireAuth('pos.sell'), async (c) => {
    const rows = await c.var.database.db
      .select()
      .from(plans)
      .where(and(eq(plans.business_id, c.var.auth.businessId), eq(plans.is_archived, false)))
      .orderBy(asc(plans.id));
    return c.json({ data: rows.map(planView) });
  });
  routes.get('/pos/cars/:id/entitlements', requireAuth('pos.sell'), async (c) => {
    const id = pathId(c.req.param(), 'id', 'vehicle id', 'vehicle.not-found');
    const { db } = c.var.database;
    const { auth } = c.var;
    const [car] = await db
      .select({ id: cars.id })
      .from(cars)
      .where(and(eq(cars.business_id, auth.businessId), eq(cars.id, id)));
    if (!car) throw notFound('vehicle.not-found');
    const { today } = redeemContextOf(auth, new Date(), false);
    return c.json({ data: await listCarEntitlements(db, auth.businessId, car.id, today) });
  });
  return routes;
}
