// The office's plan body: the office's fils turned into the API's AED.
import { filsToAed } from '@lamaa/domain';
import type { components } from '../generated/api.js';
import type { GroupPriceDraft } from './office-catalogue-body.js';

type Wire = components['schemas'];

/** A plan as the office sends it: stored value and prices in fils. */
export type PlanInput = Omit<Wire['PlanInput'], 'prices' | 'value'> & {
  value: number | null;
  prices: GroupPriceDraft[];
};

/** The body of POST /office/plans and PUT /office/plans/{id}, in AED. */
export function toPlanBody(input: PlanInput): Wire['PlanInput'] {
  return {
    ...input,
    value: input.value === null ? null : filsToAed(input.value),
    prices: input.prices.map((price) => ({
      car_group_id: price.car_group_id,
      price: filsToAed(price.price),
    })),
  };
}
