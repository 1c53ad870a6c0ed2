// A customer found by a plate: which of their vehicles the search named.

/** What a plate search reads of a vehicle: its plate code and numbers. */
export interface PlateOf {
  readonly code?: string | null;
  readonly numbers?: string | null;
}

const compact = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/**
 * The one vehicle whose plate the customer search named (its numbers, or code and numbers,
 * spaces ignored), so choosing a customer found by a plate chooses that vehicle too; null when
 * the search holds no digit or names none or several of them.
 * @example vehicleByPlateSearch([{ code: 'B', numbers: '40721' }, { code: 'C', numbers: '118' }], '40721') // the first
 */
export function vehicleByPlateSearch<V extends PlateOf>(
  cars: readonly V[],
  search: string,
): V | null {
  const text = compact(search);
  if (!/\d/.test(text)) return null;
  const named = cars.filter((car) => {
    const numbers = compact(car.numbers ?? '');
    return numbers.includes(text) || `${compact(car.code ?? '')}${numbers}`.includes(text);
  });
  return named.length === 1 ? (named[0] ?? null) : null;
}
