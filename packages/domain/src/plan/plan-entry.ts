// What the office may save as a plan: bilingual names, a kind with its uses or value, a
// validity, limits, covered options per car group, branches and a price per car group.
import {
  addPriceProblems,
  catalogPriceProblem,
  catalogTextProblem,
  CATALOGUE_NAME_MAX_LENGTH,
  isCarGroupId,
  type Bilingual,
  type CatalogueCode,
  type GroupPrice,
} from '../catalogue/catalogue-entry.js';
import {
  PLAN_KINDS,
  PLAN_LIMIT_PERIODS,
  type PlanCoverage,
  type PlanKind,
  type PlanLimits,
  type PlanValidity,
} from './plan-terms.js';

/** The most uses a book may hold. */
export const PLAN_USES_MAX = 1000;
/** The longest validity: ten years, counted in days or months. */
export const PLAN_VALIDITY_MAX = { days: 3660, months: 120 } as const;
/** The highest limit per period. */
export const PLAN_LIMIT_MAX = 1000;

/** Why a plan entry is refused (beyond the catalogue's text and price codes). */
export type PlanEntryCode =
  | 'plan.kind-unknown'
  | 'plan.uses-invalid'
  | 'plan.value-invalid'
  | 'plan.validity-invalid'
  | 'plan.limit-invalid'
  | 'plan.coverage-required';

/** A plan as the office saves it (fils). */
export interface PlanEntry {
  readonly name: Bilingual;
  readonly kind: PlanKind;
  /** Uses of a 'uses' plan, else null. */
  readonly uses: number | null;
  /** Stored value of a 'value' plan in fils, else null. */
  readonly value_fils: number | null;
  readonly validity: PlanValidity;
  readonly limits: PlanLimits;
  readonly coverage: readonly PlanCoverage[];
  readonly branch_ids: readonly number[];
  readonly prices: readonly GroupPrice[];
}

/** Field path to what is wrong there. */
export type PlanProblems = Record<string, PlanEntryCode | CatalogueCode>;

function isCount(value: number, max: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= max;
}

/**
 * Every problem of a plan entry by field path; empty when it may be saved.
 * @example planProblems({ ...book, uses: 0 }) // { uses: 'plan.uses-invalid' }
 */
export function planProblems(plan: PlanEntry): PlanProblems {
  const problems: PlanProblems = {};
  for (const language of ['en', 'ar'] as const) {
    const problem = catalogTextProblem(plan.name[language], CATALOGUE_NAME_MAX_LENGTH);
    if (problem) problems[`name.${language}`] = problem;
  }
  if (!PLAN_KINDS.includes(plan.kind)) problems['kind'] = 'plan.kind-unknown';
  if (plan.kind === 'uses' && !isCount(plan.uses ?? 0, PLAN_USES_MAX))
    problems['uses'] = 'plan.uses-invalid';
  if (plan.kind === 'value') {
    const value = plan.value_fils ?? 0;
    if (value < 1 || catalogPriceProblem(value)) problems['value'] = 'plan.value-invalid';
  }
  const max = PLAN_VALIDITY_MAX[plan.validity.unit];
  if (max === undefined || !isCount(plan.validity.count, max))
    problems['validity'] = 'plan.validity-invalid';
  for (const period of PLAN_LIMIT_PERIODS) {
    const limit = plan.limits[period];
    if (limit !== null && !isCount(limit, PLAN_LIMIT_MAX))
      problems[`limits.${period}`] = 'plan.limit-invalid';
  }
  if (plan.coverage.length === 0) problems['coverage'] = 'plan.coverage-required';
  plan.coverage.forEach((entry, index) => {
    if (!isCarGroupId(entry.car_group_id))
      problems[`coverage.${index}`] = 'catalogue.car-group-unknown';
  });
  const prices: Record<string, CatalogueCode> = {};
  addPriceProblems(prices, 'prices', plan.prices);
  return { ...problems, ...prices };
}
