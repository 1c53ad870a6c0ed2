/** A name in both interface languages. */
export interface LocalText {
  readonly en: string;
  readonly ar: string;
}

/** A name as the API may send it: plain text, `{ en, ar }`, or an object holding `name`. */
export type NameLike =
  | string
  | { readonly en?: string | null; readonly ar?: string | null }
  | { readonly name?: NameLike | null }
  | null
  | undefined;

/** The parts of an order's car that its label is built from. */
export interface OrderLabelCar {
  readonly brand?: NameLike;
  readonly model?: NameLike;
  /** The same as `brand`, as the vehicle look-ups name it. */
  readonly car_brand?: NameLike;
  /** The same as `model`, as the vehicle look-ups name it. */
  readonly car_model?: NameLike;
  readonly code?: string | number | null;
  readonly numbers?: string | number | null;
}

/** An order's label as data: brand, model and plate (code plus numbers), each possibly absent. */
export interface OrderLabel {
  readonly brand: LocalText | null;
  readonly model: LocalText | null;
  readonly plate: string | null;
}

/** Reads a name in both languages, each falling back to the other; null when empty or not a name. */
export function toLocalText(name: unknown): LocalText | null {
  if (typeof name === 'string') {
    const text = name.trim();
    return text === '' ? null : { en: text, ar: text };
  }
  if (typeof name !== 'object' || name === null) return null;
  if ('name' in name) return toLocalText(name.name);
  const en = 'en' in name && typeof name.en === 'string' ? name.en.trim() : '';
  const ar = 'ar' in name && typeof name.ar === 'string' ? name.ar.trim() : '';
  if (en === '' && ar === '') return null;
  return { en: en === '' ? ar : en, ar: ar === '' ? en : ar };
}

/** Trims a plate part, numbers included. */
function platePart(value: string | number | null | undefined): string {
  return String(value ?? '').trim();
}

/**
 * The label of an order's car: brand, model and the plate code plus numbers, as data the UI
 * joins in the interface language.
 * @example orderLabel({ brand: { en: 'Toyota' }, code: 'A', numbers: 12345 }).plate // 'A 12345'
 */
export function orderLabel(car: OrderLabelCar | null | undefined): OrderLabel {
  const plate = [platePart(car?.code), platePart(car?.numbers)]
    .filter((part) => part !== '')
    .join(' ');
  return {
    brand: toLocalText(car?.brand) ?? toLocalText(car?.car_brand),
    model: toLocalText(car?.model) ?? toLocalText(car?.car_model),
    plate: plate === '' ? null : plate,
  };
}
