// The office's catalogue bodies: the office's fils turned into the API's AED.
import { filsToAed } from '@lamaa/domain';
import type { components } from '../generated/api.js';

type Wire = components['schemas'];
type CarGroupId = Wire['CarGroupId'];

/** A price for one car group in fils (0: no price). */
export interface GroupPriceDraft {
  car_group_id: CarGroupId;
  price: number;
}

/** An option as the office sends it, prices in fils. */
export type OfficeOptionInput = Omit<Wire['OfficeServiceOptionInput'], 'prices'> & {
  prices: GroupPriceDraft[];
};

/** A service as the office sends it, prices in fils. */
export type OfficeServiceInput = Omit<Wire['OfficeServiceInput'], 'options'> & {
  options: OfficeOptionInput[];
};

/** A package as the office sends it, prices in fils. */
export type OfficePackageInput = Omit<Wire['OfficePackageInput'], 'prices'> & {
  prices: GroupPriceDraft[];
};

/** A product as the office sends it, prices in fils. */
export type OfficeProductInput = Wire['OfficeProductInput'] & {
  before_discount_price: number | null;
};

/** One cell of the price grid, in fils. */
export interface PriceGridCell {
  option_id: number;
  car_group_id: CarGroupId;
  price: number;
}

const aedPrices = (prices: GroupPriceDraft[]) =>
  prices.map((price) => ({ car_group_id: price.car_group_id, price: filsToAed(price.price) }));

/** The body of POST /office/services and PUT /office/services/{id}, in AED. */
export function toServiceBody(input: OfficeServiceInput): Wire['OfficeServiceInput'] {
  return {
    ...input,
    options: input.options.map((option) => ({ ...option, prices: aedPrices(option.prices) })),
  };
}

/** The body of PUT /office/service-prices, in AED. */
export function toPriceGridBody(cells: PriceGridCell[]): Wire['PriceGridInput'] {
  return { prices: cells.map((cell) => ({ ...cell, price: filsToAed(cell.price) })) };
}

/** The body of POST /office/packages and PUT /office/packages/{id}, in AED. */
export function toPackageBody(input: OfficePackageInput): Wire['OfficePackageInput'] {
  return { ...input, prices: aedPrices(input.prices) };
}

/** The body of POST /office/products and PUT /office/products/{id}, in AED. */
export function toProductBody(input: OfficeProductInput): Wire['OfficeProductInput'] {
  return {
    ...input,
    price: filsToAed(input.price),
    before_discount_price:
      input.before_discount_price === null ? null : filsToAed(input.before_discount_price),
  };
}
