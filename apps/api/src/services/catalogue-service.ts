// The catalogue of a business: services with their options and per-group prices, packages
// and products, read for the catalogue screens (AED) and for pricing (fils).
import { filsToAed } from '@lamaa/domain';
import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.js';
import {
  optionPrices,
  packagePrices,
  packages,
  products,
  serviceOptions,
  services,
} from '../db/schema/catalogue.js';

/** The most catalogue entries one list answers; search narrows larger catalogues. */
export const CATALOGUE_LIST_LIMIT = 500;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function nameMatches(
  table: { name_en: PgColumn; name_ar: PgColumn },
  q: string | undefined,
): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  return or(ilike(table.name_en, pattern), ilike(table.name_ar, pattern));
}

/** A service option with its prices in fils by car group. */
export interface OptionRecord {
  id: number;
  service_id: number;
  name: { en: string; ar: string };
  is_exclusive: boolean;
  display_order: number;
  is_archived: boolean;
  prices: Map<number, number>;
}

/** Loads options (with their prices) of the given services; archived ones only when asked. */
export async function loadOptions(
  db: Db,
  businessId: number,
  filter: { serviceIds?: number[]; optionIds?: number[]; withArchived?: boolean },
): Promise<OptionRecord[]> {
  const ids = filter.serviceIds ?? filter.optionIds ?? [];
  if (ids.length === 0) return [];
  const condition = filter.serviceIds
    ? inArray(serviceOptions.service_id, ids)
    : inArray(serviceOptions.id, ids);
  const rows = await db
    .select()
    .from(serviceOptions)
    .where(
      and(
        eq(serviceOptions.business_id, businessId),
        condition,
        filter.withArchived ? undefined : eq(serviceOptions.is_archived, false),
      ),
    )
    .orderBy(asc(serviceOptions.display_order), asc(serviceOptions.id));
  const prices = await optionPriceRows(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    service_id: row.service_id,
    name: { en: row.name_en, ar: row.name_ar },
    is_exclusive: row.is_exclusive,
    display_order: row.display_order,
    is_archived: row.is_archived,
    prices: new Map(
      prices
        .filter((price) => price.option_id === row.id)
        .map((price) => [price.car_group_id, price.price_fils]),
    ),
  }));
}

const priceList = (prices: Map<number, number>) =>
  [...prices.entries()]
    .sort(([a], [b]) => a - b)
    .map(([group, fils]) => ({ group_type_car_id: group, price: filsToAed(fils) }));

/** Lists the services on sale (not archived) with their options on sale, for the counter (AED on the wire). */
export async function listServices(db: Db, businessId: number, q: string | undefined) {
  const rows = await db
    .select()
    .from(services)
    .where(
      and(
        eq(services.business_id, businessId),
        eq(services.is_archived, false),
        nameMatches(services, q),
      ),
    )
    .orderBy(asc(services.display_order), asc(services.id))
    .limit(CATALOGUE_LIST_LIMIT);
  const options = await loadOptions(db, businessId, { serviceIds: rows.map((row) => row.id) });
  return rows.map((row) => ({
    id: row.id,
    name: { en: row.name_en, ar: row.name_ar },
    icon: row.icon_url ? { url: row.icon_url } : null,
    included: row.included,
    is_add_ons: row.is_add_ons,
    options: options
      .filter((option) => option.service_id === row.id)
      .map((option) => ({
        id: option.id,
        name: option.name,
        is_exclusive: option.is_exclusive ? 1 : 0,
        prices: priceList(option.prices),
      })),
  }));
}

/** Loads packages with their prices in fils by car group. */
export async function loadPackages(
  db: Db,
  businessId: number,
  filter: { q?: string | undefined; ids?: number[] },
) {
  const condition = filter.ids ? inArray(packages.id, filter.ids) : nameMatches(packages, filter.q);
  if (filter.ids?.length === 0) return [];
  const rows = await db
    .select()
    .from(packages)
    .where(and(eq(packages.business_id, businessId), condition))
    .orderBy(asc(packages.id))
    .limit(CATALOGUE_LIST_LIMIT);
  const prices = await packagePriceRows(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    row,
    prices: new Map(
      prices
        .filter((price) => price.package_id === row.id)
        .map((price) => [price.car_group_id, price.price_fils]),
    ),
  }));
}

/** The price rows of these service options, by car group. */
export async function optionPriceRows(db: Db, optionIds: number[]) {
  if (optionIds.length === 0) return [];
  return db
    .select()
    .from(optionPrices)
    .where(inArray(optionPrices.option_id, optionIds))
    .orderBy(asc(optionPrices.car_group_id));
}

/** The price rows of these packages, by car group. */
export async function packagePriceRows(db: Db, packageIds: number[]) {
  if (packageIds.length === 0) return [];
  return db
    .select()
    .from(packagePrices)
    .where(inArray(packagePrices.package_id, packageIds))
    .orderBy(asc(packagePrices.car_group_id));
}

/** Lists packages for the catalogue screen (AED; price `id` is the car group id). */
export async function listPackages(db: Db, businessId: number, q: string | undefined) {
  return (await loadPackages(db, businessId, { q })).map(({ row, prices }) => ({
    id: row.id,
    name: { en: row.name_en, ar: row.name_ar },
    image: row.image_url ? { url: row.image_url } : null,
    is_active: row.is_active ? 1 : 0,
    prices: [...prices.entries()]
      .sort(([a], [b]) => a - b)
      .map(([group, fils]) => ({ id: group, price: filsToAed(fils) })),
  }));
}

/** Loads products by ids or by search; archived ones only when asked. */
export async function loadProducts(
  db: Db,
  businessId: number,
  filter: { q?: string | undefined; ids?: number[]; withArchived?: boolean },
) {
  if (filter.ids?.length === 0) return [];
  const condition = filter.ids ? inArray(products.id, filter.ids) : nameMatches(products, filter.q);
  const onSale = filter.withArchived ? undefined : eq(products.is_archived, false);
  return db
    .select()
    .from(products)
    .where(and(eq(products.business_id, businessId), condition, onSale))
    .orderBy(asc(products.id))
    .limit(CATALOGUE_LIST_LIMIT);
}

/** Lists products for the catalogue screen (AED). */
export async function listProducts(db: Db, businessId: number, q: string | undefined) {
  return (await loadProducts(db, businessId, { q })).map((row) => ({
    id: row.id,
    name: { en: row.name_en, ar: row.name_ar },
    image: row.image_url ? { url: row.image_url } : null,
    price: filsToAed(row.price_fils),
    before_discount_price:
      row.before_discount_fils === null ? null : filsToAed(row.before_discount_fils),
  }));
}

/** Loads the services with the given ids. */
export async function loadServices(db: Db, businessId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(services)
    .where(and(eq(services.business_id, businessId), inArray(services.id, ids)));
}
