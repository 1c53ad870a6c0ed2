// The vehicle form's look-up lists.
import type { RefusalCode } from '@lamaa/domain';
import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../db/database.js';
import {
  carBrands,
  carGroups,
  carModels,
  carTypes,
  cities,
  plateLetters,
  plateTypes,
} from '../db/schema/lookups.js';
import { notFound } from '../http/api-error.js';
import type { AppEnv } from '../http/app-env.js';
import { pathId } from '../http/path-id.js';
import { requireAuth } from '../http/require-auth.js';

type NamedTable = typeof cities | typeof carBrands | typeof carGroups | typeof carTypes;

const named = (rows: { id: number; name_en: string; name_ar: string }[]) =>
  rows.map((row) => ({ id: row.id, name: { en: row.name_en, ar: row.name_ar } }));

async function list(db: Db, table: NamedTable) {
  return named(await db.select().from(table).orderBy(asc(table.id)));
}

async function requireRow(
  db: Db,
  table: typeof cities | typeof carBrands | typeof plateTypes,
  id: number,
  code: RefusalCode,
) {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!row) throw notFound(code);
}

/** The routes of the meta tag. */
export function metaRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/meta/data', requireAuth('pos.sell'), async (c) => {
    const db = c.var.database.db;
    return c.json({
      data: {
        cities: await list(db, cities),
        car_brands: await list(db, carBrands),
        car_groups: await list(db, carGroups),
        car_types: await list(db, carTypes),
      },
    });
  });
  routes.get('/meta/car_models/:brandId', requireAuth('pos.sell'), async (c) => {
    const brandId = pathId(c.req.param(), 'brandId', 'brand id', 'car-brand.not-found');
    const db = c.var.database.db;
    await requireRow(db, carBrands, brandId, 'car-brand.not-found');
    const rows = await db
      .select()
      .from(carModels)
      .where(eq(carModels.car_brand_id, brandId))
      .orderBy(asc(carModels.name_en));
    return c.json({ data: named(rows) });
  });
  routes.get('/meta/get_plate_types_for_city/:cityId', requireAuth('pos.sell'), async (c) => {
    const cityId = pathId(c.req.param(), 'cityId', 'city id', 'city.not-found');
    const db = c.var.database.db;
    await requireRow(db, cities, cityId, 'city.not-found');
    const rows = await db
      .select()
      .from(plateTypes)
      .where(eq(plateTypes.city_id, cityId))
      .orderBy(asc(plateTypes.id));
    return c.json({ data: named(rows) });
  });
  routes.get(
    '/meta/city_plate_letters/:cityId/:plateTypeId',
    requireAuth('pos.sell'),
    async (c) => {
      const params = {
        cityId: pathId(c.req.param(), 'cityId', 'city id', 'city.not-found'),
        plateTypeId: pathId(c.req.param(), 'plateTypeId', 'plate type id', 'plate-type.not-found'),
      };
      const db = c.var.database.db;
      await requireRow(db, cities, params.cityId, 'city.not-found');
      await requireRow(db, plateTypes, params.plateTypeId, 'plate-type.not-found');
      const rows = await db
        .select({ code: plateLetters.name_en })
        .from(plateLetters)
        .where(
          and(
            eq(plateLetters.city_id, params.cityId),
            eq(plateLetters.plate_type_id, params.plateTypeId),
          ),
        )
        .orderBy(asc(plateLetters.id));
      // Abu Dhabi's and Sharjah's codes are numbers; the contract allows strings or integers.
      return c.json({
        data: rows.map((row) => (/^\d+$/.test(row.code) ? Number(row.code) : row.code)),
      });
    },
  );
  return routes;
}
