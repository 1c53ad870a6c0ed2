// Reads exactly what pricing a cart needs, in as few queries as possible (one per kind of
// line): the chosen options with their service and their price for the vehicle's group,
// the packages with their price for the group, and the products.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { plans } from '../db/schema/plans.js';
import {
  optionPrices,
  packagePrices,
  packages,
  products,
  serviceOptions,
  services,
} from '../db/schema/catalogue.js';

/** A chosen option with its service and its price (fils) for the car group, 0 when none. */
export interface CartOptionRow {
  id: number;
  serviceId: number;
  service: typeof services.$inferSelect;
  name: { en: string; ar: string };
  isExclusive: boolean;
  priceFils: number;
}

/** Options (with their service) by id for the given option ids: those of the business on sale (archived ones are off the counter). */
export async function cartOptions(
  db: Db,
  businessId: number,
  group: number,
  optionIds: number[],
): Promise<CartOptionRow[]> {
  if (optionIds.length === 0) return [];
  const rows = await db
    .select({ option: serviceOptions, service: services, price: optionPrices.price_fils })
    .from(serviceOptions)
    .innerJoin(services, eq(services.id, serviceOptions.service_id))
    .leftJoin(
      optionPrices,
      and(eq(optionPrices.option_id, serviceOptions.id), eq(optionPrices.car_group_id, group)),
    )
    .where(
      and(
        eq(serviceOptions.business_id, businessId),
        inArray(serviceOptions.id, optionIds),
        eq(serviceOptions.is_archived, false),
        eq(services.is_archived, false),
      ),
    );
  return rows.map(({ option, service, price }) => ({
    id: option.id,
    serviceId: option.service_id,
    service,
    name: { en: option.name_en, ar: option.name_ar },
    isExclusive: option.is_exclusive,
    priceFils: price ?? 0,
  }));
}

/** The business's services on sale with the given ids. */
export async function cartServices(db: Db, businessId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(services)
    .where(
      and(
        eq(services.business_id, businessId),
        inArray(services.id, ids),
        eq(services.is_archived, false),
      ),
    );
}

/** Packages with their price (fils) for the car group, 0 when none. */
export async function cartPackages(db: Db, businessId: number, group: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ pack: packages, price: packagePrices.price_fils })
    .from(packages)
    .leftJoin(
      packagePrices,
      and(eq(packagePrices.package_id, packages.id), eq(packagePrices.car_group_id, group)),
    )
    .where(and(eq(packages.business_id, businessId), inArray(packages.id, ids)));
  return rows.map(({ pack, price }) => ({ ...pack, priceFils: price ?? 0 }));
}

/** The business's products on sale with the given ids. */
export async function cartProducts(db: Db, businessId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(
      and(
        eq(products.business_id, businessId),
        inArray(products.id, ids),
        eq(products.is_archived, false),
      ),
    );
}

/** The live (not archived) plans with the given ids and their price for the car group, in fils. */
export async function cartPlans(db: Db, businessId: number, group: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(plans)
    .where(
      and(eq(plans.business_id, businessId), eq(plans.is_archived, false), inArray(plans.id, ids)),
    );
  return rows.map((row) => ({
    ...row,
    priceFils: row.prices.find((price) => price.car_group_id === group)?.price_fils ?? 0,
  }));
}
