// The business's legal and tax details, read by the office and edited by the owner.
import { businessTaxProblem } from '@lamaa/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { businesses } from '../db/schema/people.js';
import { invalidField } from '../http/api-error.js';
import type { AuthContext } from '../http/app-env.js';
import { changedValues, writeAudit } from './audit-log.js';

/** The business as the office edits it. */
export interface BusinessInput {
  legal_name: { en: string; ar: string };
  address: string;
  trn: string | null;
  vat_registered: boolean;
  prices_include_vat: boolean;
}

function view(row: typeof businesses.$inferSelect) {
  return {
    id: row.id,
    legal_name: { en: row.legal_name_en, ar: row.legal_name_ar },
    address: row.address,
    trn: row.trn,
    vat_registered: row.vat_registered,
    prices_include_vat: row.prices_include_vat,
    logo_url: row.logo_url,
  };
}

/** The flat values the audit log compares. */
const audited = (business: BusinessInput & { logo_url?: string | null }) => ({
  legal_name_en: business.legal_name.en,
  legal_name_ar: business.legal_name.ar,
  address: business.address,
  trn: business.trn,
  vat_registered: business.vat_registered,
  prices_include_vat: business.prices_include_vat,
  logo_url: business.logo_url ?? null,
});

async function readBusiness(db: Db, businessId: number, lock = false) {
  const query = db.select().from(businesses).where(eq(businesses.id, businessId));
  const [row] = lock ? await query.for('update') : await query;
  // A session always belongs to a business that exists: rows are never deleted.
  if (!row) throw new Error(`Business ${businessId} of a live session is missing.`);
  return row;
}

/** The signed-in employee's business. */
export async function getBusiness(db: Db, businessId: number) {
  return view(await readBusiness(db, businessId));
}

/** Changes the business row and audits what changed as a business update, in one transaction. */
async function changeBusiness(
  db: Db,
  auth: AuthContext,
  values: Partial<typeof businesses.$inferInsert>,
) {
  return db.transaction(async (tx) => {
    const before = view(await readBusiness(tx, auth.businessId, true));
    const [row] = await tx
      .update(businesses)
      .set({ ...values, updated_at: new Date() })
      .where(eq(businesses.id, auth.businessId))
      .returning();
    if (!row) throw new Error(`Business ${auth.businessId} of a live session is missing.`);
    const after = view(row);
    const change = changedValues(audited(before), audited(after));
    if (change) {
      await writeAudit(tx, auth.businessId, auth.employeeId, {
        action: 'business.update',
        subject: 'business',
        subjectId: row.id,
        branchId: null,
        ...change,
      });
    }
    return after;
  });
}

/** Saves the business's details and audits what changed, in one transaction. */
export async function updateBusiness(db: Db, auth: AuthContext, input: BusinessInput) {
  const problem = businessTaxProblem({ trn: input.trn, vatRegistered: input.vat_registered });
  if (problem) throw invalidField('trn', problem);
  return changeBusiness(db, auth, {
    legal_name_en: input.legal_name.en,
    legal_name_ar: input.legal_name.ar,
    address: input.address,
    trn: input.trn,
    vat_registered: input.vat_registered,
    prices_include_vat: input.prices_include_vat,
  });
}

/**
 * Sets the business's logo to an uploaded logo's URL, or removes it (null), and audits the
 * change as a business update, in one transaction.
 */
export async function setBusinessLogo(db: Db, auth: AuthContext, logoUrl: string | null) {
  return changeBusiness(db, auth, { logo_url: logoUrl });
}
