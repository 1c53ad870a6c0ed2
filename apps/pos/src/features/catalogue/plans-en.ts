// The Plans catalogue page's strings in English, the source language (docs/product/memberships.md).

/** English strings of the Plans page: search, states and what a plan card says. */
export const plansEn = {
  'plans.search': 'Search plans',
  'plans.load-failed': 'Failed to load plans',
  'plans.none': 'No plans found',
  'plans.kind-uses': 'Washes: {{count}}',
  'plans.kind-value': 'Stored value: {{amount}}',
  'plans.kind-unlimited': 'Unlimited washes',
  'plans.validity-days': 'Valid for (days): {{count}}',
  'plans.validity-months': 'Valid for (months): {{count}}',
  'plans.limit-day': 'At most {{count}} a day',
  'plans.limit-week': 'At most {{count}} a week',
  'plans.limit-month': 'At most {{count}} a month',
  'plans.covers': 'Covers: {{items}}',
} as const;

/** A key of the Plans page's strings. */
export type PlansKey = keyof typeof plansEn;
