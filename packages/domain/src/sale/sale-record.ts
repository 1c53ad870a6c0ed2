import { type CartLine } from '../cart/cart-line.js';
import { type SelectedCoupon } from '../coupon/coupon-terms.js';
import { type CartDiscount, checkCartDiscount } from '../discount/cart-discount.js';
import { PURCHASABLE_KINDS } from '../cart/purchasable-kind.js';

/** The version of the kept sale's shape; an entry of another version is ignored. */
export const SALE_RECORD_VERSION = 1;

/** What of a sale survives a reload: the selection, the cart lines, the discount and the coupon. */
export interface SaleRecord<C, V> {
  readonly customer: C;
  readonly vehicle: V | null;
  readonly lines: readonly CartLine[];
  readonly discount: CartDiscount | null;
  readonly coupon: SelectedCoupon | null;
}

/** How the app recognises its own customer and vehicle records in a kept entry. */
export interface SaleRecordGuards<C, V> {
  readonly isCustomer: (value: unknown) => value is C;
  readonly isVehicle: (value: unknown) => value is V;
}

type Fields = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

const isKind = (value: unknown): boolean => PURCHASABLE_KINDS.some((kind) => kind === value);

function isOption(value: unknown): boolean {
  return (
    isObject(value) &&
    isCount(value['id']) &&
    typeof value['is_exclusive'] === 'boolean' &&
    isCount(value['price'])
  );
}

/** True for a kept line of the shape the cart needs (prices in whole fils). */
function isLine(value: unknown): value is CartLine {
  if (!isObject(value)) return false;
  const optionIds = value['option_ids'];
  const addOns = value['add_ons_price'];
  return (
    isCount(value['purchasable_id']) &&
    isKind(value['purchasable_type']) &&
    isCount(value['quantity']) &&
    (optionIds === null || (Array.isArray(optionIds) && optionIds.every(isCount))) &&
    Array.isArray(value['selectedOptions']) &&
    value['selectedOptions'].every(isOption) &&
    isCount(value['price']) &&
    typeof value['is_add_ons'] === 'boolean' &&
    (addOns === null || isCount(addOns))
  );
}

function readDiscount(value: unknown): CartDiscount | null | undefined {
  if (value === null) return null;
  if (!isObject(value)) return undefined;
  const type = value['type'];
  const amount = value['value'];
  if ((type !== 'percentage' && type !== 'fixed') || typeof amount !== 'number') return undefined;
  const checked = checkCartDiscount({ type, value: amount });
  return checked.ok ? checked.value : undefined;
}

function readCoupon(value: unknown): SelectedCoupon | null | undefined {
  if (value === null) return null;
  if (!isObject(value) || typeof value['code'] !== 'string' || !isCount(value['id']))
    return undefined;
  return { code: value['code'], id: value['id'] };
}

/**
 * The kept form of a sale: a versioned JSON text. The server's per-line verdicts are left out
 * (the restored cart is priced again).
 */
export function writeSaleRecord<C, V>(record: SaleRecord<C, V>): string {
  return JSON.stringify({
    version: SALE_RECORD_VERSION,
    customer: record.customer,
    vehicle: record.vehicle,
    lines: record.lines.map(({ payload: _payload, ...line }) => line),
    discount: record.discount,
    coupon: record.coupon,
  });
}

/**
 * Reads a kept sale back; anything that is not a whole, current-version record (corrupted text,
 * an older shape, a malformed line) gives null, so a bad entry is ignored rather than half-used.
 */
export function readSaleRecord<C, V>(
  text: string | null,
  guards: SaleRecordGuards<C, V>,
): SaleRecord<C, V> | null {
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(parsed) || parsed['version'] !== SALE_RECORD_VERSION) return null;
  const { customer, vehicle, lines } = parsed;
  const discount = readDiscount(parsed['discount']);
  const coupon = readCoupon(parsed['coupon']);
  if (!guards.isCustomer(customer)) return null;
  if (vehicle !== null && !guards.isVehicle(vehicle)) return null;
  if (!Array.isArray(lines) || !lines.every(isLine)) return null;
  if (discount === undefined || coupon === undefined) return null;
  return { customer, vehicle, lines, discount, coupon };
}
