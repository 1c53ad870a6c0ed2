// The plans of the office: memberships, wash books and stored value, listed, added and
// changed by the owner; a plan is archived, never deleted. Every change is audited.
import {
  type Bilingual,
  filsToAed,
  type GroupPrice,
  type PlanCoverage,
  type PlanKind,
  type PlanLimits,
  planProblems,
  type PlanValidity,
} from '@lamaa/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { plans } from '../db/schema/plans.js';
import { notFound } from '../http/api-error.js';
import type { AuthContext } from '../http/app-env.js';
import { refuseProblems } from '../http/problems-error.js';
import { changedValues, writeAudit } from './audit-log.js';

/** A plan as the office sends it (money in fils). */
export interface PlanInput {
  name: Bilingual;
  kind: PlanKind;
  uses: number | null;
  value: number | null;
  validity: PlanValidity;
  limits: PlanLimits;
  coverage: PlanCoverage[];
  branch_ids: number[];
  prices: { car_group_id: number; price: number }[];
  is_archived: boolean;
}

type PlanRow = typeof plans.$inferSelect;

/** A plan row as the API answers it (AED on the wire). */
export function planView(row: PlanRow) {
  return {
    id: row.id,
    name: { en: row.name_en, ar: row.name_ar },
    kind: row.kind,
    uses: row.uses,
    value: row.value_fils === null ? null : filsToAed(row.value_fils),
    validity: { unit: row.validity_unit, count: row.validity_count },
    limits: { day: row.limit_day, week: row.limit_week, month: row.limit_month },
    coverage: row.coverage,
    branch_ids: row.branch_ids,
    prices: row.prices
      .filter((price) => price.price_fils > 0)
      .map((price) => ({ car_group_id: price.car_group_id, price: filsToAed(price.price_fils) })),
    is_archived: row.is_archived,
  };
}

/** Every plan of the business (archived ones too), or those with the given ids. */
export async function listOfficePlans(db: Db, businessId: number, ids?: number[]) {
  if (ids?.length === 0) return [];
  const rows = await db
    .select()
    .from(plans)
    .where(and(eq(plans.business_id, businessId), ids ? inArray(plans.id, ids) : undefined))
    .orderBy(asc(plans.id));
  return rows.map(planView);
}

function columnsOf(input: PlanInput) {
  const prices: GroupPrice[] = input.prices
    .filter((price) => price.price > 0)
    .map((price) => ({ car_group_id: price.car_group_id, price_fils: price.price }));
  return {
    name_en: input.name.en,
    name_ar: input.name.ar,
    kind: input.kind,
    uses: input.kind === 'uses' ? input.uses : null,
    value_fils: input.kind === 'value' ? input.value : null,
    validity_unit: input.validity.unit,
    validity_count: input.validity.count,
    limit_day: input.limits.day,
    limit_week: input.limits.week,
    limit_month: input.limits.month,
    coverage: input.coverage,
    branch_ids: [...new Set(input.branch_ids)],
    prices,
    is_archived: input.is_archived,
  };
}

function check(input: PlanInput) {
  refuseProblems(
    planProblems({
      name: input.name,
      kind: input.kind,
      uses: input.uses,
      value_fils: input.value,
      validity: input.validity,
      limits: input.limits,
      coverage: input.coverage,
      branch_ids: input.branch_ids,
      prices: input.prices.map((price) => ({
        car_group_id: price.car_group_id,
        price_fils: price.price,
      })),
    }),
  );
}

const audited = (view: ReturnType<typeof planView>) => ({
  name_en: view.name.en,
  name_ar: view.name.ar,
  kind: view.kind,
  uses: view.uses,
  value: view.value,
  validity: view.validity,
  limits: view.limits,
  coverage: view.coverage,
  branch_ids: view.branch_ids,
  prices: view.prices,
  is_archived: view.is_archived,
});

/** Adds a plan and audits it. */
export async function createPlan(db: Db, auth: AuthContext, input: PlanInput) {
  check(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(plans)
      .values({ business_id: auth.businessId, ...columnsOf(input) })
      .returning();
    if (!row) throw new Error('The plan row was not written.');
    const view = planView(row);
    await writeAudit(tx, auth.businessId, auth.employeeId, {
      action: 'plan.create',
      subject: 'plan',
      subjectId: row.id,
      branchId: null,
      before: null,
      after: audited(view),
    });
    return view;
  });
}

/** Replaces a plan (archiving is `is_archived`); entitlements already sold keep their rules. */
export async function updatePlan(db: Db, auth: AuthContext, id: number, input: PlanInput) {
  check(input);
  return db.transaction(async (tx) => {
    const where = and(eq(plans.business_id, auth.businessId), eq(plans.id, id));
    const [current] = await tx.select().from(plans).where(where).for('update');
    if (!current) throw notFound('plan.not-found', { id });
    const [row] = await tx.update(plans).set(columnsOf(input)).where(where).returning();
    if (!row) throw notFound('plan.not-found', { id });
    const view = planView(row);
    const change = changedValues(audited(planView(current)), audited(view));
    if (change)
      await writeAudit(tx, auth.businessId, auth.employeeId, {
        action: 'plan.update',
        subject: 'plan',
        subjectId: id,
        branchId: null,
        ...change,
      });
    return view;
  });
}
