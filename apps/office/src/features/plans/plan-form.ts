import type { Plan, PlanInput } from '@lamaa/api-client';
import {
  PLAN_LIMIT_PERIODS,
  type PlanKind,
  type PlanLimitPeriod,
  planProblems,
} from '@lamaa/domain';
import type { GroupPriceText } from '../../shared/group-prices.js';
import { groupPriceText, typedGroupPrices } from '../../shared/group-prices.js';
import { priceTextOf, typedPrice } from '../../shared/price-text.js';

/** The plan form as typed: counts and amounts as text, coverage as `option:group` keys. */
export interface PlanDraft {
  readonly nameEn: string;
  readonly nameAr: string;
  readonly kind: PlanKind;
  readonly uses: string;
  readonly value: string;
  readonly validityUnit: 'days' | 'months';
  readonly validityCount: string;
  readonly limits: Readonly<Record<PlanLimitPeriod, string>>;
  /** Covered service options per car group, each `${optionId}:${carGroupId}`. */
  readonly coverage: ReadonlySet<string>;
  readonly branchIds: ReadonlySet<number>;
  readonly prices: GroupPriceText;
  readonly isArchived: boolean;
}

/** The key of one covered option for one car group. */
export const coverKey = (optionId: number, group: number) => `${optionId}:${group}`;

/** An empty form: a book of uses for a month, no limits, nothing covered yet. */
export const NEW_PLAN: PlanDraft = {
  nameEn: '',
  nameAr: '',
  kind: 'uses',
  uses: '10',
  value: '',
  validityUnit: 'months',
  validityCount: '1',
  limits: { day: '', week: '', month: '' },
  coverage: new Set(),
  branchIds: new Set(),
  prices: groupPriceText([]),
  isArchived: false,
};

const countText = (count: number | null) => (count === null ? '' : String(count));

/** The form filled with a plan as saved. */
export function planDraftOf(plan: Plan): PlanDraft {
  return {
    nameEn: plan.name.en ?? '',
    nameAr: plan.name.ar ?? '',
    kind: plan.kind,
    uses: countText(plan.uses),
    value: priceTextOf(plan.value ?? undefined),
    validityUnit: plan.validity.unit,
    validityCount: String(plan.validity.count),
    limits: {
      day: countText(plan.limits.day),
      week: countText(plan.limits.week),
      month: countText(plan.limits.month),
    },
    coverage: new Set(plan.coverage.map((entry) => coverKey(entry.option_id, entry.car_group_id))),
    branchIds: new Set(plan.branch_ids),
    prices: groupPriceText(plan.prices),
    isArchived: plan.is_archived,
  };
}

/** A typed whole number, NaN for text that is none (the domain then refuses it). */
function typedCount(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** What the form would send, or the fields (request paths) to correct first. */
export function checkPlan(
  draft: PlanDraft,
):
  | { readonly ok: true; readonly body: PlanInput }
  | { readonly ok: false; readonly errors: Readonly<Record<string, string>> } {
  const { prices, ruled, unreadable } = typedGroupPrices(draft.prices, 'prices');
  const valueFils = draft.kind === 'value' ? typedPrice(draft.value) : null;
  const limits = Object.fromEntries(
    PLAN_LIMIT_PERIODS.map((period) => {
      const text = draft.limits[period].trim();
      return [period, text === '' ? null : typedCount(text)];
    }),
  ) as Record<PlanLimitPeriod, number | null>;
  const coverage = [...draft.coverage].map((key) => {
    const [option = 0, group = 0] = key.split(':').map(Number);
    return { option_id: option, car_group_id: group };
  });
  const body: PlanInput = {
    name: { en: draft.nameEn.trim(), ar: draft.nameAr.trim() },
    kind: draft.kind,
    uses: draft.kind === 'uses' ? typedCount(draft.uses) : null,
    value: valueFils ?? null,
    validity: { unit: draft.validityUnit, count: typedCount(draft.validityCount) },
    limits,
    coverage,
    branch_ids: [...draft.branchIds],
    prices,
    is_archived: draft.isArchived,
  };
  const errors: Record<string, string> = {
    ...planProblems({
      name: body.name,
      kind: body.kind,
      uses: body.uses ?? null,
      value_fils: draft.kind === 'value' ? (valueFils ?? 0) : null,
      validity: body.validity,
      limits,
      coverage,
      branch_ids: body.branch_ids ?? [],
      prices: ruled,
    }),
    ...unreadable,
  };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body };
}
