// What a plan is: unlimited washes for a period, a book of N uses, or stored value in fils;
// what it covers (service options per car group), where (branches), how long from the sale,
// and how often it may be used per day, week and month.

/** The three kinds of plan. */
export const PLAN_KINDS = ['unlimited', 'uses', 'value'] as const;

/** A plan kind. */
export type PlanKind = (typeof PLAN_KINDS)[number];

/** The periods a plan limits redemptions in, on the branch's calendar. */
export const PLAN_LIMIT_PERIODS = ['day', 'week', 'month'] as const;

/** A limit period. */
export type PlanLimitPeriod = (typeof PLAN_LIMIT_PERIODS)[number];

/** The most redemptions per period; null means no limit for that period. */
export type PlanLimits = Readonly<Record<PlanLimitPeriod, number | null>>;

/** How long a plan runs from its sale. */
export interface PlanValidity {
  readonly unit: 'days' | 'months';
  readonly count: number;
}

/** One covered service option for one car group. */
export interface PlanCoverage {
  readonly option_id: number;
  readonly car_group_id: number;
}

/** The rules an entitlement carries, copied from its plan when it was sold. */
export interface PlanRules {
  readonly kind: PlanKind;
  readonly coverage: readonly PlanCoverage[];
  /** Branch ids where it may be used; empty means every branch. */
  readonly branchIds: readonly number[];
  readonly limits: PlanLimits;
}

/** No limit in any period. */
export const NO_PLAN_LIMITS: PlanLimits = { day: null, week: null, month: null };
