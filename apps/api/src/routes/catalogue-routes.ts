// Services, packages, products, coupons and vaults.
import { can, couponOnOffer, filsToAed, localDateTime } from '@lamaa/domain';
import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { coupons } from '../db/schema/catalogue.js';
import { openVaults } from '../services/vault-lookup.js';
import type { AppEnv } from '../http/app-env.js';
import { choiceField } from '../http/fields.js';
import { validate } from '../http/read-body.js';
import { requireAuth } from '../http/require-auth.js';
import { listPackages, listProducts, listServices } from '../services/catalogue-service.js';
import { searchQuery } from './customer-routes.js';

const vaultQuery = z.object({
  type: choiceField('payment method', [
    'cash',
    'visa',
    'online',
    'bank_account',
    'others',
  ]).optional(),
});

/** The routes of the catalogue tag plus coupons and vaults. */
export function catalogueRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/services', requireAuth('pos.sell'), async (c) => {
    const { q } = validate(searchQuery, c.req.query(), 400);
    return c.json({ data: await listServices(c.var.database.db, c.var.auth.businessId, q) });
  });
  routes.get('/packages', requireAuth('pos.sell'), async (c) => {
    const { q } = validate(searchQuery, c.req.query(), 400);
    return c.json({ data: await listPackages(c.var.database.db, c.var.auth.businessId, q) });
  });
  routes.get('/products', requireAuth('pos.sell'), async (c) => {
    const { q } = validate(searchQuery, c.req.query(), 400);
    return c.json({ data: await listProducts(c.var.database.db, c.var.auth.businessId, q) });
  });
  routes.get('/pos/coupons', requireAuth('pos.sell'), async (c) => {
    const { auth } = c.var;
    // The counter offers what applies here today; uses are counted when one is applied.
    const at = { today: localDateTime(new Date(), auth.timeZone).date, branchId: auth.branchId };
    const rows = await c.var.database.db
      .select()
      .from(coupons)
      .where(
        and(
          eq(coupons.business_id, c.var.auth.businessId),
          eq(coupons.is_active, true),
          eq(coupons.is_archived, false),
        ),
      )
      .orderBy(asc(coupons.id));
    return c.json({
      data: rows
        .filter((row) => couponOnOffer(row, at))
        .map((row) => ({
          id: row.id,
          code: row.code,
          type: row.type,
          value: row.type === 'Percentage' ? row.value / 100 : filsToAed(row.value),
          minimum_total_price:
            row.minimum_total_fils > 0 ? filsToAed(row.minimum_total_fils) : null,
        })),
    });
  });
  routes.get('/pos/vaults', requireAuth('pos.sell'), async (c) => {
    const { type } = validate(vaultQuery, c.req.query(), 400);
    const method = type === 'others' ? 'cash' : type;
    // The chooser offers the open vaults of the employee's branch that take the method.
    const rows = await openVaults(c.var.database.db, c.var.auth.businessId, {
      method,
      branchId: c.var.auth.branchId,
    });
    // A cashier chooses where the money goes, not what the branch holds.
    const showsBalance = can(c.var.auth, 'vault.balance.read');
    return c.json({
      data: rows.map((row) => ({
        id: row.id,
        business_id: row.business_id,
        vaultable_type: row.vaultable_type,
        vaultable_id: row.branch_id ?? row.vaultable_id,
        vault_provider: row.vault_provider,
        title: row.title,
        name: { en: row.title, ar: row.title_ar || row.title },
        ...(showsBalance ? { balance: filsToAed(row.balance_fils) } : {}),
        type: row.sub_type ?? row.type,
        sub_type: row.sub_type,
        created_at: row.created_at.toISOString(),
        updated_at: row.updated_at.toISOString(),
      })),
    });
  });
  return routes;
}
