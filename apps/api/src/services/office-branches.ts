// The branches as the office lists, adds and edits them; every change is audited.
import { type BranchTimeZone, branchPlaceProblem, type Emirate, keptPlace } from '@lamaa/domain';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { branches } from '../db/schema/people.js';
import { invalidField, notFound } from '../http/api-error.js';
import type { AuthContext } from '../http/app-env.js';
import { changedValues, writeAudit } from './audit-log.js';
import { branchReach } from './office-scope.js';

/** A branch as the office sends it. */
export interface BranchInput {
  name: { en: string; ar: string };
  emirate: Emirate | null;
  city: string | null;
  address: string;
  time_zone: BranchTimeZone;
  phone: string;
}

/** A branch as the contract answers it. */
export function branchView(row: typeof branches.$inferSelect) {
  return {
    id: row.id,
    name: { en: row.name_en, ar: row.name_ar },
    emirate: row.emirate,
    city: row.city,
    address: row.address,
    time_zone: row.time_zone as BranchTimeZone,
    phone: row.phone,
  };
}

/** The flat values the audit log compares. */
const audited = (view: ReturnType<typeof branchView>) => ({
  name_en: view.name.en,
  name_ar: view.name.ar,
  emirate: view.emirate,
  city: view.city,
  address: view.address,
  time_zone: view.time_zone,
  phone: view.phone,
});

/** The branches the reader reaches, by id. */
export async function listBranches(db: Db, auth: AuthContext) {
  const reach = branchReach(auth);
  const where: SQL[] = [eq(branches.business_id, auth.businessId)];
  if (reach !== undefined) where.push(eq(branches.id, reach));
  const rows = await db
    .select()
    .from(branches)
    .where(and(...where))
    .orderBy(asc(branches.id));
  return rows.map(branchView);
}

/** The columns a branch input writes, once its place is whole. */
function columns(input: BranchInput) {
  const place = { timeZone: input.time_zone, emirate: input.emirate, city: input.city };
  const problem = branchPlaceProblem(place);
  if (problem) throw invalidField(problem === 'branch.city-required' ? 'city' : 'emirate', problem);
  return {
    name_en: input.name.en,
    name_ar: input.name.ar,
    ...keptPlace(place),
    address: input.address,
    time_zone: input.time_zone,
    phone: input.phone,
  };
}

/** Adds a branch to the business and audits it. */
export async function createBranch(db: Db, auth: AuthContext, input: BranchInput) {
  const values = columns(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(branches)
      .values({ business_id: auth.businessId, ...values })
      .returning();
    if (!row) throw new Error('The branch row was not written.');
    const view = branchView(row);
    await writeAudit(tx, auth.businessId, auth.employeeId, {
      action: 'branch.create',
      subject: 'branch',
      subjectId: row.id,
      branchId: row.id,
      before: null,
      after: audited(view),
    });
    return view;
  });
}

/** Replaces a branch's details and audits what changed; 404 for a branch not in the business. */
export async function updateBranch(db: Db, auth: AuthContext, id: number, input: BranchInput) {
  const values = columns(input);
  return db.transaction(async (tx) => {
    const where = and(eq(branches.business_id, auth.businessId), eq(branches.id, id));
    const [current] = await tx.select().from(branches).where(where).for('update');
    if (!current) throw notFound('branch.not-found');
    const [row] = await tx
      .update(branches)
      .set({ ...values, updated_at: new Date() })
      .where(where)
      .returning();
    if (!row) throw notFound('branch.not-found');
    const view = branchView(row);
    const change = changedValues(audited(branchView(current)), audited(view));
    if (change) {
      await writeAudit(tx, auth.businessId, auth.employeeId, {
        action: 'branch.update',
        subject: 'branch',
        subjectId: row.id,
        branchId: row.id,
        ...change,
      });
    }
    return view;
  });
}
