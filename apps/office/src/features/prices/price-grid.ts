import type { OfficeService, PriceGridCell } from '@lamaa/api-client';
import { CAR_GROUP_IDS, type CarGroupId, catalogPriceProblem } from '@lamaa/domain';
import { priceTextOf, typedPrice } from '../../shared/price-text.js';

/** One row of the grid: an option on sale, with its service. */
export interface GridRow {
  readonly optionId: number;
  readonly service: { readonly en: string; readonly ar: string };
  readonly option: { readonly en: string; readonly ar: string };
}

/** The typed text of every cell, by `cellKey`. */
export type GridValues = Readonly<Record<string, string>>;

/** The key of the cell of an option and a car group. */
export const cellKey = (optionId: number, group: CarGroupId) => `${optionId}:${group}`;

/** The rows of the grid: every option on sale of every service on sale, in display order. */
export function gridRows(services: readonly OfficeService[]): GridRow[] {
  return services
    .filter((service) => !service.is_archived)
    .flatMap((service) =>
      service.options
        .filter((option) => !option.is_archived)
        .map((option) => ({
          optionId: option.id,
          service: { en: service.name.en ?? '', ar: service.name.ar ?? '' },
          option: { en: option.name.en ?? '', ar: option.name.ar ?? '' },
        })),
    );
}

/** The text every cell starts with: the saved price in AED, empty for "No Price". */
export function gridValues(services: readonly OfficeService[]): GridValues {
  const values: Record<string, string> = {};
  for (const service of services)
    for (const option of service.options)
      for (const group of CAR_GROUP_IDS)
        values[cellKey(option.id, group)] = priceTextOf(
          option.prices.find((price) => price.car_group_id === group)?.price,
        );
  return values;
}

/**
 * The cells whose typed price differs from the saved one, to save in one call, or the keys of
 * the cells whose text is no price (the domain's price rule).
 */
export function changedCells(
  rows: readonly GridRow[],
  saved: GridValues,
  typed: GridValues,
): { readonly cells: PriceGridCell[]; readonly invalid: readonly string[] } {
  const cells: PriceGridCell[] = [];
  const invalid: string[] = [];
  for (const row of rows)
    for (const group of CAR_GROUP_IDS) {
      const key = cellKey(row.optionId, group);
      const text = typed[key] ?? '';
      const fils = typedPrice(text);
      if (fils === undefined || catalogPriceProblem(fils) !== null) {
        invalid.push(key);
        continue;
      }
      if (fils !== (typedPrice(saved[key] ?? '') ?? 0))
        cells.push({ option_id: row.optionId, car_group_id: group, price: fils });
    }
  return { cells, invalid };
}

/** Where a key press moves the focus from (row, column), or null when the key moves nothing. */
export function moveFrom(
  at: { readonly row: number; readonly column: number },
  key: string,
  size: { readonly rows: number; readonly columns: number },
  isRtl: boolean,
): { row: number; column: number } | null {
  const forward = isRtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = isRtl ? 'ArrowRight' : 'ArrowLeft';
  const step =
    key === 'ArrowDown'
      ? { row: 1, column: 0 }
      : key === 'ArrowUp'
        ? { row: -1, column: 0 }
        : key === forward
          ? { row: 0, column: 1 }
          : key === backward
            ? { row: 0, column: -1 }
            : null;
  if (!step) return null;
  const row = at.row + step.row;
  const column = at.column + step.column;
  if (row < 0 || row >= size.rows || column < 0 || column >= size.columns) return null;
  return { row, column };
}
