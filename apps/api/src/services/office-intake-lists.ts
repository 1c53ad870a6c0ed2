// The intake's suppliers and materials as the office lists, adds and edits them (the owner);
// every change is audited. The intake reads the same rows.
import { type Bilingual, materialProblems, supplierProblems } from '@lamaa/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { materials, suppliers } from '../db/schema/materials.js';
import { notFound } from '../http/api-error.js';
import type { AuthContext } from '../http/app-env.js';
import { refuseProblems } from '../http/problems-error.js';
import { changedValues, writeAudit } from './audit-log.js';
import { materialRows, supplierRows } from './intake-rows.js';

/** A supplier as the office sends it. */
export interface SupplierInput {
  name: Bilingual;
  description: string;
}

/** A material as the office sends it. */
export interface MaterialInput {
  name: Bilingual;
  description: Bilingual;
  unit: string;
}

const supplierView = (row: typeof suppliers.$inferSelect) => ({
  id: row.id,
  name: { en: row.name_en, ar: row.name_ar },
  description: row.description ?? '',
});

const materialView = (row: typeof materials.$inferSelect) => ({
  id: row.id,
  name: { en: row.name_en, ar: row.name_ar },
  description: { en: row.description_en, ar: row.description_ar },
  unit: row.unit,
});

const flatSupplier = (view: ReturnType<typeof supplierView>) => ({
  name_en: view.name.en,
  name_ar: view.name.ar,
  description: view.description,
});

const flatMaterial = (view: ReturnType<typeof materialView>) => ({
  name_en: view.name.en,
  name_ar: view.name.ar,
  description_en: view.description.en,
  description_ar: view.description.ar,
  unit: view.unit,
});

/** The business's suppliers, by id. */
export async function listOfficeSuppliers(db: Db, businessId: number) {
  return (await supplierRows(db, businessId)).map(supplierView);
}

/** The business's materials, by id. */
export async function listOfficeMaterials(db: Db, businessId: number) {
  return (await materialRows(db, businessId)).map(materialView);
}

const supplierColumns = (input: SupplierInput) => {
  refuseProblems(supplierProblems(input));
  return { name_en: input.name.en, name_ar: input.name.ar, description: input.description };
};

const materialColumns = (input: MaterialInput) => {
  refuseProblems(materialProblems(input));
  return {
    name_en: input.name.en,
    name_ar: input.name.ar,
    description_en: input.description.en,
    description_ar: input.description.ar,
    unit: input.unit,
  };
};

/** Adds a supplier (or, with `id`, replaces one) and audits the change. */
export async function saveSupplier(db: Db, auth: AuthContext, input: SupplierInput, id?: number) {
  const values = supplierColumns(input);
  return db.transaction(async (tx) => {
    const where = and(eq(suppliers.business_id, auth.businessId), eq(suppliers.id, id ?? 0));
    const [current] = id === undefined ? [] : await tx.select().from(suppliers).where(where);
    if (id !== undefined && !current) throw notFound('supplier.not-found');
    const [row] =
      id === undefined
        ? await tx
            .insert(suppliers)
            .values({ business_id: auth.businessId, ...values })
            .returning()
        : await tx.update(suppliers).set(values).where(where).returning();
    if (!row) throw new Error('The supplier row was not written.');
    const view = supplierView(row);
    const change = current
      ? changedValues(flatSupplier(supplierView(current)), flatSupplier(view))
      : { before: null, after: flatSupplier(view) };
    if (change)
      await writeAudit(tx, auth.businessId, auth.employeeId, {
        action: current ? 'supplier.update' : 'supplier.create',
        subject: 'supplier',
        subjectId: row.id,
        branchId: null,
        ...change,
      });
    return view;
  });
}

/** Adds a material (or, with `id`, replaces one) and audits the change. */
export async function saveMaterial(db: Db, auth: AuthContext, input: MaterialInput, id?: number) {
  const values = materialColumns(input);
  return db.transaction(async (tx) => {
    const where = and(eq(materials.business_id, auth.businessId), eq(materials.id, id ?? 0));
    const [current] = id === undefined ? [] : await tx.select().from(materials).where(where);
    if (id !== undefined && !current) throw notFound('intake.material-not-found');
    const [row] =
      id === undefined
        ? await tx
            .insert(materials)
            .values({ business_id: auth.businessId, ...values })
            .returning()
        : await tx.update(materials).set(values).where(where).returning();
    if (!row) throw new Error('The material row was not written.');
    const view = materialView(row);
    const change = current
      ? changedValues(flatMaterial(materialView(current)), flatMaterial(view))
      : { before: null, after: flatMaterial(view) };
    if (change)
      await writeAudit(tx, auth.businessId, auth.employeeId, {
        action: current ? 'material.update' : 'material.create',
        subject: 'material',
        subjectId: row.id,
        branchId: null,
        ...change,
      });
    return view;
  });
}
