// The coupons of the office: listed, added and edited by the owner or a manager; a coupon is
// archived, never deleted (orders refer to it). Codes are kept upper-case, one per business.
// What may be saved is the domain's couponProblems; a manager sees the coupons that apply at
// their branch and changes only those for it alone (couponWithinReach); every change is audited.
import { couponAppliesAt, couponProblems, couponWithinReach, filsToAed } from '@lamaa/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { coupons } from '../db/schema/catalogue.js';
import { branches } from '../db/schema/people.js';
import { uniqueViolation } from '../db/unique-violation.js';
import { ApiError, invalidField, notFound } from '../http/api-error.js';
import type { AuthContext } from '../http/app-env.js';
import { refuseProblems } from '../http/problems-error.js';
import { changedValues, writeAudit } from './audit-log.js';
import { branchReach } from './office-scope.js';

/** A coupon as the office sends it: value in hundredths of a percent or fils, totals in fils. */
export interface CouponInput {
  code: string;
  type: 'Percentage' | 'Fixed';
  value: number;
  minimum_total: number;
  valid_from: string | null;
  valid_to: string | null;
  total_uses: number | null;
  uses_per_customer: number | null;
  branch_ids: number[];
  is_active: boolean;
  is_archived: boolean;
}

type CouponRow = typeof coupons.$inferSelect;

/** A coupon as the API answers it: a percent or AED value, AED minimum total. */
function couponView(row: CouponRow) {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    value: row.value / 100,
    minimum_total: filsToAed(row.minimum_total_fils),
    valid_from: row.valid_from,
    valid_to: row.valid_to,
    total_uses: row.total_uses,
    uses_per_customer: row.uses_per_customer,
    branch_ids: row.branch_ids,
    is_active: row.is_active,
    is_archived: row.is_archived,
  };
}

/** The coupons of the business the reader reaches (a manager: those of their branch), by id. */
export async function listOfficeCoupons(db: Db, auth: AuthContext) {
  const rows = await db
    .select()
    .from(coupons)
    .where(eq(coupons.business_id, auth.businessId))
    .orderBy(asc(coupons.id));
  const reach = branchReach(auth);
  return rows
    .filter((row) => reach === undefined || couponAppliesAt(row.branch_ids, reach))
    .map(couponView);
}

/** Refuses branches the reader may not give a coupon (422 on the field, the reader can fix it). */
function refuseBeyondReach(auth: AuthContext, branchIds: number[]): void {
  if (!couponWithinReach(auth, branchIds))
    throw invalidField('branch_ids', 'coupon.branch-beyond-reach');
}

function columnsOf(input: CouponInput) {
  const code = input.code.trim().toUpperCase();
  refuseProblems(
    couponProblems({
      code,
      type: input.type,
      value: input.value,
      minimum_total_fils: input.minimum_total,
      valid_from: input.valid_from,
      valid_to: input.valid_to,
      total_uses: input.total_uses,
      uses_per_customer: input.uses_per_customer,
    }),
  );
  return {
    code,
    type: input.type,
    value: input.value,
    minimum_total_fils: input.minimum_total,
    valid_from: input.valid_from,
    valid_to: input.valid_to,
    total_uses: input.total_uses,
    uses_per_customer: input.uses_per_customer,
    branch_ids: [...new Set(input.branch_ids)],
    is_active: input.is_active,
    is_archived: input.is_archived,
  };
}

const audited = ({ id: _, ...rest }: ReturnType<typeof couponView>) => rest;

/** Refuses branches that are not the business's with 422 `branch.not-found`. */
async function refuseOtherBranches(db: Db, businessId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.business_id, businessId), inArray(branches.id, ids)));
  const missing = ids.find((id) => !found.some((row) => row.id === id));
  if (missing !== undefined) throw invalidField('branch_ids', 'branch.not-found', { id: missing });
}

/** Runs a save, answering a code another coupon of the business has as `coupon.code-taken`. */
async function refusingTakenCode<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (uniqueViolation(error, 'coupons_business_code_unique') !== undefined)
      throw invalidField('code', 'coupon.code-taken');
    throw error;
  }
}

/** Adds a coupon and audits it. */
export async function createCoupon(db: Db, auth: AuthContext, input: CouponInput) {
  const values = columnsOf(input);
  refuseBeyondReach(auth, values.branch_ids);
  await refuseOtherBranches(db, auth.businessId, values.branch_ids);
  return refusingTakenCode(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(coupons)
        .values({ business_id: auth.businessId, ...values })
        .returning();
      if (!row) throw new Error('The coupon row was not written.');
      const view = couponView(row);
      await writeAudit(tx, auth.businessId, auth.employeeId, {
        action: 'coupon.create',
        subject: 'coupon',
        subjectId: row.id,
        branchId: null,
        before: null,
        after: audited(view),
      });
      return view;
    }),
  );
}

/** Replaces a coupon's terms (archiving is `is_archived`) and audits what changed. */
export async function updateCoupon(db: Db, auth: AuthContext, id: number, input: CouponInput) {
  const values = columnsOf(input);
  refuseBeyondReach(auth, values.branch_ids);
  await refuseOtherBranches(db, auth.businessId, values.branch_ids);
  return refusingTakenCode(() =>
    db.transaction(async (tx) => {
      const where = and(eq(coupons.business_id, auth.businessId), eq(coupons.id, id));
      const [current] = await tx.select().from(coupons).where(where).for('update');
      if (!current) throw notFound('coupon.not-found', { id });
      if (!couponWithinReach(auth, current.branch_ids))
        throw new ApiError(403, 'access.forbidden', { params: { action: 'coupon.manage' } });
      const [row] = await tx.update(coupons).set(values).where(where).returning();
      if (!row) throw notFound('coupon.not-found', { id });
      const view = couponView(row);
      const change = changedValues(audited(couponView(current)), audited(view));
      if (change)
        await writeAudit(tx, auth.businessId, auth.employeeId, {
          action: 'coupon.update',
          subject: 'coupon',
          subjectId: id,
          branchId: null,
          ...change,
        });
      return view;
    }),
  );
}
