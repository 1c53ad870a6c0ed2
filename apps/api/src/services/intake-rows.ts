// The business's suppliers and materials as stored, oldest first: one query each, which the
// intake (its lists) and the office (its lists and edits) shape into their own answers.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { materials, suppliers } from '../db/schema/materials.js';

/** The business's suppliers, by id. */
export function supplierRows(db: Db, businessId: number) {
  return db
    .select()
    .from(suppliers)
    .where(eq(suppliers.business_id, businessId))
    .orderBy(asc(suppliers.id));
}

/** The business's materials, by id. */
export function materialRows(db: Db, businessId: number) {
  return db
    .select()
    .from(materials)
    .where(eq(materials.business_id, businessId))
    .orderBy(asc(materials.id));
}
