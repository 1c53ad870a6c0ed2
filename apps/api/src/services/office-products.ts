// The products of the office: listed, added and edited with a price and a before-discount
// price (the counter's percent-off badge follows it); archived, never deleted. Audited.
import { type Bilingual, filsToAed, productProblems } from '@lamaa/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { products } from '../db/schema/catalogue.js';
import { notFound } from '../http/api-error.js';
import type { AuthContext } from '../http/app-env.js';
import { refuseProblems } from '../http/problems-error.js';
import { changedValues, writeAudit } from './audit-log.js';
import { refuseForeignImage } from './office-images.js';

/** A product as the office sends it (fils). */
export interface ProductInput {
  name: Bilingual;
  price: number;
  before_discount_price: number | null;
  is_archived: boolean;
  /** An uploaded picture's URL; null removes it, undefined leaves it as it is. */
  image?: string | null | undefined;
}

function productView(row: typeof products.$inferSelect) {
  return {
    id: row.id,
    name: { en: row.name_en, ar: row.name_ar },
    price: filsToAed(row.price_fils),
    before_discount_price:
      row.before_discount_fils === null ? null : filsToAed(row.before_discount_fils),
    is_archived: row.is_archived,
    image: row.image_url,
  };
}

const audited = (view: ReturnType<typeof productView>) => ({
  name_en: view.name.en,
  name_ar: view.name.ar,
  price: view.price,
  before_discount_price: view.before_discount_price,
  is_archived: view.is_archived,
  image: view.image,
});

/** Every product of the business, archived too, by id. */
export async function listOfficeProducts(db: Db, businessId: number) {
  const rows = await db
    .select()
    .from(products)
    .where(eq(products.business_id, businessId))
    .orderBy(asc(products.id));
  return rows.map(productView);
}

function columns(input: ProductInput) {
  refuseProblems(
    productProblems({
      name: input.name,
      price_fils: input.price,
      before_discount_fils: input.before_discount_price,
    }),
  );
  return {
    name_en: input.name.en,
    name_ar: input.name.ar,
    price_fils: input.price,
    before_discount_fils: input.before_discount_price,
    is_archived: input.is_archived,
    ...(input.image === undefined ? {} : { image_url: input.image }),
  };
}

/** Adds a product and audits it. */
export async function createProduct(db: Db, auth: AuthContext, input: ProductInput) {
  const values = columns(input);
  await refuseForeignImage(db, auth.businessId, input.image);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({ business_id: auth.businessId, ...values })
      .returning();
    if (!row) throw new Error('The product row was not written.');
    const view = productView(row);
    await writeAudit(tx, auth.businessId, auth.employeeId, {
      action: 'product.create',
      subject: 'product',
      subjectId: row.id,
      branchId: null,
      before: null,
      after: audited(view),
    });
    return view;
  });
}

/** Replaces a product's details and audits what changed. */
export async function updateProduct(db: Db, auth: AuthContext, id: number, input: ProductInput) {
  const values = columns(input);
  await refuseForeignImage(db, auth.businessId, input.image);
  return db.transaction(async (tx) => {
    const where = and(eq(products.business_id, auth.businessId), eq(products.id, id));
    const [current] = await tx.select().from(products).where(where).for('update');
    if (!current) throw notFound('product.not-found', { id });
    const [row] = await tx.update(products).set(values).where(where).returning();
    if (!row) throw notFound('product.not-found', { id });
    const view = productView(row);
    const change = changedValues(audited(productView(current)), audited(view));
    if (change)
      await writeAudit(tx, auth.businessId, auth.employeeId, {
        action: 'product.update',
        subject: 'product',
        subjectId: id,
        branchId: null,
        ...change,
      });
    return view;
  });
}
