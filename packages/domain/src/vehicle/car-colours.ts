// The common car colours the Add Vehicle form offers by name, with the hex each stands for.
// A vehicle stores the colour's name (its key below) beside the hex; the screens word the
// name in their language. A colour outside the list is a custom one: a hex and no name.

/** The named car colours, most common first in the Gulf. */
export const CAR_COLOURS = [
  { name: 'white', hex: '#FFFFFF' },
  { name: 'black', hex: '#000000' },
  { name: 'silver', hex: '#C0C0C0' },
  { name: 'grey', hex: '#808080' },
  { name: 'red', hex: '#B22222' },
  { name: 'blue', hex: '#1F3A93' },
  { name: 'beige', hex: '#F5F5DC' },
  { name: 'brown', hex: '#8B4513' },
  { name: 'gold', hex: '#D4AF37' },
  { name: 'green', hex: '#2E8B57' },
  { name: 'yellow', hex: '#F2C400' },
  { name: 'orange', hex: '#E8700A' },
] as const;

/** The name of a named car colour ('white', 'black', ...). */
export type CarColourName = (typeof CAR_COLOURS)[number]['name'];

/** Every car colour name, for validators. */
export const CAR_COLOUR_NAMES = CAR_COLOURS.map((colour) => colour.name) as [
  CarColourName,
  ...CarColourName[],
];

/**
 * The named colour a stored name stands for, whatever its case ('White' from older rows), or
 * null for a custom colour or none.
 * @example carColourName('White') // 'white'
 * @example carColourName('Teal') // null
 */
export function carColourName(name: string | null | undefined): CarColourName | null {
  const key = typeof name === 'string' ? name.trim().toLowerCase() : '';
  return CAR_COLOURS.find((colour) => colour.name === key)?.name ?? null;
}

/**
 * The hex of a named colour.
 * @example carColourHex('silver') // '#C0C0C0'
 */
export function carColourHex(name: CarColourName): string {
  return CAR_COLOURS.find((colour) => colour.name === name)?.hex ?? '#000000';
}
