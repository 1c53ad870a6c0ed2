import { toLocalText, type LocalText } from '../orders/order-label.js';

/** One entry of a look-up list (city, brand, group, type, plate type, model). */
export interface LookupItem {
  readonly id: number;
  readonly name: LocalText;
}

/** The look-up lists GET /meta/data gives the vehicle form. */
export interface VehicleFormData {
  readonly cities: readonly LookupItem[];
  readonly car_brands: readonly LookupItem[];
  readonly car_groups: readonly LookupItem[];
  readonly car_types: readonly LookupItem[];
}

/** True for a plain object. */
function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Unwraps `{ data: x }` to x; anything else as it is. */
function unwrap(value: unknown): unknown {
  return isRecord(value) && 'data' in value ? value['data'] : value;
}

/** Reads an id: a positive whole number or its digits as text. */
function toId(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * Reads a look-up list sent as an array or `{ data: [...] }`; entries without an id are
 * dropped and a missing name falls back to the id.
 * @example toLookupList({ data: [{ id: 3, name: { en: 'Dubai', ar: 'دبي' } }] })
 */
export function toLookupList(value: unknown): LookupItem[] {
  const list = unwrap(value);
  if (!Array.isArray(list)) return [];
  const items: LookupItem[] = [];
  for (const entry of list) {
    if (!isRecord(entry)) continue;
    const id = toId(entry['id']);
    if (id === undefined) continue;
    const name = toLocalText(entry['name']) ?? { en: String(id), ar: String(id) };
    items.push({ id, name });
  }
  return items;
}

/**
 * Reads GET /meta/data for the vehicle form, or null when it is not an object of lists
 * (the form then shows 'Failed to load form data').
 */
export function toVehicleFormData(value: unknown): VehicleFormData | null {
  const data = unwrap(value);
  if (!isRecord(data)) return null;
  return {
    cities: toLookupList(data['cities']),
    car_brands: toLookupList(data['car_brands']),
    car_groups: toLookupList(data['car_groups']),
    car_types: toLookupList(data['car_types']),
  };
}

/**
 * Plate letters as strings, in order, without blanks or repeats; the API may send them as
 * text, numbers or `{ id, name }` entries.
 * @example toPlateLetters(['A', 7, { id: 2, name: { en: 'B' } }]) // ['A', '7', 'B']
 */
export function toPlateLetters(value: unknown): string[] {
  const list = unwrap(value);
  if (!Array.isArray(list)) return [];
  const letters: string[] = [];
  for (const entry of list) {
    const raw =
      typeof entry === 'string' || typeof entry === 'number'
        ? entry
        : isRecord(entry)
          ? toLocalText(entry['name'])?.en
          : undefined;
    const letter =
      typeof raw === 'number' ? (Number.isFinite(raw) ? String(raw) : '') : (raw ?? '').trim();
    if (letter !== '' && !letters.includes(letter)) letters.push(letter);
  }
  return letters;
}

/** The plate code field: a dropdown when letters exist for the city and plate type, else free text. */
export function plateCodeInput(letters: readonly string[]): 'select' | 'text' {
  return letters.length > 0 ? 'select' : 'text';
}
