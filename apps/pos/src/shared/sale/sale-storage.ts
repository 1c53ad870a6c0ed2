import type { Customer, Vehicle } from '@lamaa/api-client';
import { readSaleRecord, type SaleRecord, writeSaleRecord } from '@lamaa/domain';

/** The localStorage key prefix of the kept sale; one entry per signed-in employee. */
export const SALE_STORAGE_PREFIX = 'lamaa.pos.sale.';

type SaleStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

type Fields = Readonly<Record<string, unknown>>;
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;

/** The fields the POS reads of a kept vehicle (the record was written by this app). */
const isVehicle = (value: unknown): value is Vehicle =>
  isObject(value) &&
  typeof value['id'] === 'number' &&
  typeof value['code'] === 'string' &&
  typeof value['numbers'] === 'string';

/** The fields the POS reads of a kept customer, with every vehicle well formed. */
const isCustomer = (value: unknown): value is Customer =>
  isObject(value) &&
  typeof value['id'] === 'number' &&
  typeof value['name'] === 'string' &&
  typeof value['phone'] === 'string' &&
  Array.isArray(value['cars']) &&
  value['cars'].every(isVehicle);

const keyOf = (employeeId: number | string) => `${SALE_STORAGE_PREFIX}${employeeId}`;

/** The employee's kept sale, or null when there is none or it cannot be read. */
export function loadSale(
  storage: SaleStorage,
  employeeId: number | string,
): SaleRecord<Customer, Vehicle> | null {
  try {
    return readSaleRecord(storage.getItem(keyOf(employeeId)), { isCustomer, isVehicle });
  } catch {
    return null;
  }
}

/** Keeps the employee's sale; with no customer there is no sale to keep, so it is removed. */
export function saveSale(
  storage: SaleStorage,
  employeeId: number | string,
  record: SaleRecord<Customer, Vehicle> | null,
): void {
  try {
    if (record === null) storage.removeItem(keyOf(employeeId));
    else storage.setItem(keyOf(employeeId), writeSaleRecord(record));
  } catch {
    // Full or blocked storage: the sale still lives on screen, so nothing is lost now.
  }
}

/** Forgets every kept sale (on sign-out: the next employee starts clean). */
export function forgetSales(storage: SaleStorage): void {
  try {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) if (key?.startsWith(SALE_STORAGE_PREFIX)) storage.removeItem(key);
  } catch {
    // Nothing to do: the entry is ignored once it no longer reads.
  }
}

/** The browser's localStorage; none in the first-paint pre-render or when storage is blocked. */
export function browserStorage(): SaleStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
