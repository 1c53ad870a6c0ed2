// The packages of the office: listed, added and edited with a price per car group; a package
// leaves the counter's "Active" list by `is_active`, and is never deleted. Every change is audited.
import { type Bilingual, filsToAed, packageProblems } from '@lamaa/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { packagePrices, packages } from '../db/schema/catalogue.js';
import { packagePriceRows } from './catalogue-service.js';
import { notFound } from '../http/api-error.js';
import type { AuthContext } from '../http/app-env.js';
import { refuseProblems } from '../http/problems-error.js';
import { changedValues, writeAudit } from './audit-log.js';
import { refuseForeignImage } from './office-images.js';
import type { GroupPriceInput } from './office-catalogue.js';

/** A package as the office sends it (prices in fils). */
export interface PackageInput {
  name: Bilingual;
  is_active: boolean;
  prices: GroupPriceInput[];
  /** An uploaded picture's URL; null removes it, undefined leaves it as it is. */
  image?: string | null | undefined;
}

/** Every package of the business, or those with the given ids, with prices above zero. */
export async function listOfficePackages(db: Db, businessId: number, ids?: number[]) {
  if (ids?.length === 0) return [];
  const rows = await db
    .select()
    .from(packages)
    .where(and(eq(packages.business_id, businessId), ids ? inArray(packages.id, ids) : undefined))
    .orderBy(asc(packages.id));
  const prices = await packagePriceRows(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: { en: row.name_en, ar: row.name_ar },
    is_active: row.is_active,
    image: row.image_url,
    prices: prices
      .filter((price) => price.package_id === row.id && price.price_fils > 0)
      .map((price) => ({ car_group_id: price.car_group_id, price: filsToAed(price.price_fils) })),
  }));
}

type PackageView = Awaited<ReturnType<typeof listOfficePackages>>[number];

const audited = (view: PackageView) => ({
  name_en: view.name.en,
  name_ar: view.name.ar,
  is_active: view.is_active,
  image: view.image,
  prices: Object.fromEntries(view.prices.map((price) => [price.car_group_id, price.price])),
});

function check(input: PackageInput) {
  refuseProblems(
    packageProblems({
      name: input.name,
      prices: input.prices.map((price) => ({
        car_group_id: price.car_group_id,
        price_fils: price.price,
      })),
    }),
  );
}

async function writePrices(tx: Db, packageId: number, prices: GroupPriceInput[]) {
  await tx.delete(packagePrices).where(eq(packagePrices.package_id, packageId));
  const kept = prices.filter((price) => price.price > 0);
  if (kept.length > 0)
    await tx.insert(packagePrices).values(
      kept.map((price) => ({
        package_id: packageId,
        car_group_id: price.car_group_id,
        price_fils: price.price,
      })),
    );
}

async function viewOf(tx: Db, businessId: number, id: number) {
  const [view] = await listOfficePackages(tx, businessId, [id]);
  if (!view) throw notFound('package.not-found', { id });
  return view;
}

/** Adds a package with its prices and audits it. */
export async function createPackage(db: Db, auth: AuthContext, input: PackageInput) {
  check(input);
  await refuseForeignImage(db, auth.businessId, input.image);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(packages)
      .values({
        business_id: auth.businessId,
        name_en: input.name.en,
        name_ar: input.name.ar,
        is_active: input.is_active,
        image_url: input.image ?? null,
      })
      .returning({ id: packages.id });
    if (!row) throw new Error('The package row was not written.');
    await writePrices(tx, row.id, input.prices);
    const view = await viewOf(tx, auth.businessId, row.id);
    await writeAudit(tx, auth.businessId, auth.employeeId, {
      action: 'package.create',
      subject: 'package',
      subjectId: row.id,
      branchId: null,
      before: null,
      after: audited(view),
    });
    return view;
  });
}

/** Replaces a package's names, active flag and prices, and audits what changed. */
export async function updatePackage(db: Db, auth: AuthContext, id: number, input: PackageInput) {
  check(input);
  await refuseForeignImage(db, auth.businessId, input.image);
  return db.transaction(async (tx) => {
    const where = and(eq(packages.business_id, auth.businessId), eq(packages.id, id));
    const [current] = await tx
      .select({ id: packages.id })
      .from(packages)
      .where(where)
      .for('update');
    if (!current) throw notFound('package.not-found', { id });
    const before = await viewOf(tx, auth.businessId, id);
    await tx
      .update(packages)
      .set({
        name_en: input.name.en,
        name_ar: input.name.ar,
        is_active: input.is_active,
        ...(input.image === undefined ? {} : { image_url: input.image }),
      })
      .where(where);
    await writePrices(tx, id, input.prices);
    const view = await viewOf(tx, auth.businessId, id);
    const change = changedValues(audited(before), audited(view));
    if (change)
      await writeAudit(tx, auth.businessId, auth.employeeId, {
        action: 'package.update',
        subject: 'package',
        subjectId: id,
        branchId: null,
        ...change,
      });
    return view;
  });
}
