import { describe, expect, it } from 'vitest';
import { type CartLine } from '../cart/cart-line.js';
import { amal, type TestCustomer, type TestVehicle } from '../test/sale-harness.js';
import { readSaleRecord, SALE_RECORD_VERSION, writeSaleRecord } from './sale-record.js';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const guards = {
  isCustomer: (value: unknown): value is TestCustomer =>
    isObject(value) && typeof value['id'] === 'number' && typeof value['name'] === 'string',
  isVehicle: (value: unknown): value is TestVehicle =>
    isObject(value) && typeof value['id'] === 'number' && typeof value['plate'] === 'string',
};

const line: CartLine = {
  purchasable_id: 1,
  purchasable_type: 'service',
  quantity: 1,
  option_ids: [10],
  selectedOptions: [{ id: 10, is_exclusive: false, price: 8000 }],
  price: 8000,
  is_add_ons: false,
  add_ons_price: null,
  name: { en: 'Wash', ar: 'غسيل' },
};

const record = {
  customer: amal,
  vehicle: amal.cars[0] ?? null,
  lines: [line],
  discount: { type: 'percentage', value: 10 } as const,
  coupon: { code: 'EID10', id: 3 },
};

describe('the kept sale', () => {
  it('reads back what was written', () => {
    expect(readSaleRecord(writeSaleRecord(record), guards)).toEqual(record);
  });

  it('leaves out the server verdict of each line (it is priced again)', () => {
    const priced = {
      ...record,
      lines: [{ ...line, payload: { price: 1, status: 'ok', conflicts: [], message: null } }],
    };
    expect(readSaleRecord(writeSaleRecord(priced), guards)?.lines).toEqual([line]);
  });

  it('keeps a customer with no vehicle yet', () => {
    const chosen = { ...record, vehicle: null, lines: [], discount: null, coupon: null };
    expect(readSaleRecord(writeSaleRecord(chosen), guards)).toEqual(chosen);
  });

  it('ignores no entry, broken text and another version', () => {
    expect(readSaleRecord(null, guards)).toBeNull();
    expect(readSaleRecord('{"version":1,', guards)).toBeNull();
    const written = JSON.parse(writeSaleRecord(record)) as Record<string, unknown>;
    const older = JSON.stringify({ ...written, version: SALE_RECORD_VERSION - 1 });
    expect(readSaleRecord(older, guards)).toBeNull();
  });

  it.each([
    ['a customer the app does not recognise', { customer: { id: 'x' } }],
    ['a malformed vehicle', { vehicle: { id: 2 } }],
    ['a line with a fractional price', { lines: [{ ...line, price: 80.5 }] }],
    ['a line of an unknown kind', { lines: [{ ...line, purchasable_type: 'gift' }] }],
    ['lines that are not a list', { lines: 'wash' }],
    ['a percentage discount above 100', { discount: { type: 'percentage', value: 120 } }],
    ['a coupon without a code', { coupon: { id: 3 } }],
  ])('ignores an entry with %s', (_, change) => {
    const written = JSON.parse(writeSaleRecord(record)) as Record<string, unknown>;
    expect(readSaleRecord(JSON.stringify({ ...written, ...change }), guards)).toBeNull();
  });
});
