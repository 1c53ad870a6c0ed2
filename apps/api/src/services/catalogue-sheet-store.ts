// The business's catalogue as sheet entries (fils, every row, archived too), for the export and
// for the import to compare with; and the writes of imported entries, inside a transaction.
import type {
  OptionSheetEntry,
  PackageSheetEntry,
  ProductSheetEntry,
  ServiceSheetEntry,
  SheetEntry,
  SheetEntryOf,
  SheetKind,
} from '@lamaa/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import {
  optionPrices,
  packagePrices,
  packages,
  products,
  serviceOptions,
  services,
} from '../db/schema/catalogue.js';
import { optionPriceRows, packagePriceRows } from './catalogue-service.js';

/** Prices per car group 1–3 in fils, No Price as 0, from price rows. */
function groupPrices(rows: readonly { car_group_id: number; price_fils: number }[]) {
  return [1, 2, 3].map((group) => ({
    car_group_id: group,
    price_fils: rows.find((row) => row.car_group_id === group)?.price_fils ?? 0,
  }));
}

async function serviceEntries(db: Db, businessId: number): Promise<ServiceSheetEntry[]> {
  const rows = await db
    .select()
    .from(services)
    .where(eq(services.business_id, businessId))
    .orderBy(asc(services.display_order), asc(services.id));
  return rows.map((row) => ({
    kind: 'services',
    id: row.id,
    name: { en: row.name_en, ar: row.name_ar },
    included: row.included,
    is_add_ons: row.is_add_ons,
    display_order: row.display_order,
    is_archived: row.is_archived,
  }));
}

async function optionEntries(db: Db, businessId: number): Promise<OptionSheetEntry[]> {
  const order = await db
    .select({ id: services.id })
    .from(services)
    .where(eq(services.business_id, businessId))
    .orderBy(asc(services.display_order), asc(services.id));
  const rows = await db
    .select()
    .from(serviceOptions)
    .where(eq(serviceOptions.business_id, businessId))
    .orderBy(asc(serviceOptions.display_order), asc(serviceOptions.id));
  const prices = await optionPriceRows(
    db,
    rows.map((row) => row.id),
  );
  const rank = new Map(order.map((service, index) => [service.id, index]));
  return rows
    .map((row) => ({
      kind: 'options' as const,
      id: row.id,
      service_id: row.service_id,
      name: { en: row.name_en, ar: row.name_ar },
      is_exclusive: row.is_exclusive,
      display_order: row.display_order,
      is_archived: row.is_archived,
      prices: groupPrices(prices.filter((price) => price.option_id === row.id)),
    }))
    .sort((a, b) => (rank.get(a.service_id) ?? 0) - (rank.get(b.service_id) ?? 0));
}

async function packageEntries(db: Db, businessId: number): Promise<PackageSheetEntry[]> {
  const rows = await db
    .select()
    .from(packages)
    .where(eq(packages.business_id, businessId))
    .orderBy(asc(packages.id));
  const prices = await packagePriceRows(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    kind: 'packages',
    id: row.id,
    name: { en: row.name_en, ar: row.name_ar },
    is_active: row.is_active,
    prices: groupPrices(prices.filter((price) => price.package_id === row.id)),
  }));
}

async function productEntries(db: Db, businessId: number): Promise<ProductSheetEntry[]> {
  const rows = await db
    .select()
    .from(products)
    .where(eq(products.business_id, businessId))
    .orderBy(asc(products.id));
  return rows.map((row) => ({
    kind: 'products',
    id: row.id,
    name: { en: row.name_en, ar: row.name_ar },
    price_fils: row.price_fils,
    before_discount_fils: row.before_discount_fils,
    is_archived: row.is_archived,
  }));
}

const LOADERS: { [K in SheetKind]: (db: Db, businessId: number) => Promise<SheetEntryOf<K>[]> } = {
  services: serviceEntries,
  options: optionEntries,
  packages: packageEntries,
  products: productEntries,
};

/** Every entry of one kind the business has, archived too, in the office's order. */
export function sheetEntries<K extends SheetKind>(
  db: Db,
  businessId: number,
  kind: K,
): Promise<SheetEntryOf<K>[]> {
  return LOADERS[kind](db, businessId);
}

/** The English names of the business's services by id (the options file names them). */
export async function serviceNames(db: Db, businessId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: services.id, name: services.name_en })
    .from(services)
    .where(eq(services.business_id, businessId));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Replaces the prices of one option or package: the groups above zero. */
async function writeGroupPrices(
  tx: Db,
  entry: OptionSheetEntry | PackageSheetEntry,
  id: number,
): Promise<void> {
  const kept = entry.prices.filter((price) => price.price_fils > 0);
  if (entry.kind === 'options') {
    await tx.delete(optionPrices).where(eq(optionPrices.option_id, id));
    if (kept.length > 0)
      await tx.insert(optionPrices).values(kept.map((price) => ({ option_id: id, ...price })));
  } else {
    await tx.delete(packagePrices).where(eq(packagePrices.package_id, id));
    if (kept.length > 0)
      await tx.insert(packagePrices).values(kept.map((price) => ({ package_id: id, ...price })));
  }
}

const names = (entry: SheetEntry) => ({ name_en: entry.name.en, name_ar: entry.name.ar });

/** Inserts one entry (no id) or updates the business's row with its id. */
export async function writeSheetEntry(tx: Db, businessId: number, entry: SheetEntry) {
  const business_id = businessId;
  switch (entry.kind) {
    case 'services': {
      const values = {
        ...names(entry),
        included: [...entry.included],
        is_add_ons: entry.is_add_ons,
        display_order: entry.display_order,
        is_archived: entry.is_archived,
      };
      if (entry.id === null) await tx.insert(services).values({ business_id, ...values });
      else
        await tx
          .update(services)
          .set(values)
          .where(and(eq(services.business_id, businessId), eq(services.id, entry.id)));
      return;
    }
    case 'options': {
      const values = {
        ...names(entry),
        service_id: entry.service_id,
        is_exclusive: entry.is_exclusive,
        display_order: entry.display_order,
        is_archived: entry.is_archived,
      };
      let id = entry.id;
      if (id === null) {
        const [row] = await tx
          .insert(serviceOptions)
          .values({ business_id, ...values })
          .returning({ id: serviceOptions.id });
        id = row?.id ?? null;
      } else
        await tx
          .update(serviceOptions)
          .set(values)
          .where(and(eq(serviceOptions.business_id, businessId), eq(serviceOptions.id, id)));
      if (id === null) throw new Error('The option row was not written.');
      await writeGroupPrices(tx, entry, id);
      return;
    }
    case 'packages': {
      const values = { ...names(entry), is_active: entry.is_active };
      let id = entry.id;
      if (id === null) {
        const [row] = await tx
          .insert(packages)
          .values({ business_id, ...values })
          .returning({ id: packages.id });
        id = row?.id ?? null;
      } else
        await tx
          .update(packages)
          .set(values)
          .where(and(eq(packages.business_id, businessId), eq(packages.id, id)));
      if (id === null) throw new Error('The package row was not written.');
      await writeGroupPrices(tx, entry, id);
      return;
    }
    case 'products': {
      const values = {
        ...names(entry),
        price_fils: entry.price_fils,
        before_discount_fils: entry.before_discount_fils,
        is_archived: entry.is_archived,
      };
      if (entry.id === null) await tx.insert(products).values({ business_id, ...values });
      else
        await tx
          .update(products)
          .set(values)
          .where(and(eq(products.business_id, businessId), eq(products.id, entry.id)));
      return;
    }
  }
}
