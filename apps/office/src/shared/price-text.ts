import { filsToAed, parseAedInput } from '@lamaa/domain';

/** The AED text a price cell shows: empty for "No Price". */
export function priceTextOf(fils: number | undefined): string {
  return fils === undefined || fils <= 0 ? '' : String(filsToAed(fils));
}

/** A typed price in fils: empty is 0 ("No Price"), text that is no amount is undefined. */
export function typedPrice(text: string): number | undefined {
  if (text.trim() === '') return 0;
  const read = parseAedInput(text.trim());
  return read.ok ? read.value : undefined;
}
