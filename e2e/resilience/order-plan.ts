// What the order tests submit: a fresh customer with a car, one service line, the cash vault
// and the free places of the next days' time slots, read from the server itself.
import type { ApiSession } from './api-session.js';

/** Places per slot by location type (apps/api SLOT_PLAN: 3 indoors, 2 outdoors). */
export const SLOT_CAPACITY = { in_shop: 3, remote: 2 } as const;

/** A bookable time slot as the availability call shows it. */
export interface Slot {
  readonly type: keyof typeof SLOT_CAPACITY;
  readonly date: string;
  readonly from: string;
}

/** A customer and car made for one test, so its orders are easy to find and count. */
/** A car whose city, brand, plate type, car type and group exist in the demo seed's look-ups. */
export const TEST_CAR = {
  city_id: 3,
  car_brand_id: 2,
  plate_type_id: 8,
  car_type_id: 2,
  car_group_id: 2,
  color: '#C0C0C0',
  year: 2020,
  code: '3',
} as const;

export interface TestCustomer {
  readonly id: number;
  readonly name: string;
  readonly carId: number;
  readonly plate: string;
}

/** Everything needed to write order bodies. */
export interface OrderPlan {
  readonly customer: TestCustomer;
  /** Every slot that is still available, in the server's order. */
  readonly slots: readonly Slot[];
  /** Every free place: each available slot repeated by its capacity. */
  readonly places: readonly Slot[];
  /** A valid full cash order for a slot; `extra` overrides fields. */
  order(slot: Slot, extra?: Readonly<Record<string, unknown>>): Record<string, unknown>;
}

interface WireService {
  id: number;
  name: { en: string };
  options: { id: number }[];
}

/** Creates a customer with a UAE mobile number made from `seed` and a Dubai car. */
export async function createTestCustomer(
  session: ApiSession,
  name: string,
  seed: number,
): Promise<TestCustomer> {
  const phone = `050${String(1_000_000 + (seed % 9_000_000)).padStart(7, '0')}`;
  const customer = await session.post<{ data: { id: number } }>('/api/pos/customers', {
    name,
    phone,
    phone_country: 'AE',
  });
  if (customer.status !== 201) throw new Error(`Customer not created: ${customer.text}`);
  const car = await session.post<{ data: { id: number } }>('/api/pos/cars', {
    ...TEST_CAR,
    user_id: customer.body.data.id,
    numbers: String(10_000 + (seed % 90_000)),
  });
  if (car.status !== 201) throw new Error(`Car not created: ${car.text}`);
  return {
    id: customer.body.data.id,
    name,
    carId: car.body.data.id,
    plate: `3 ${String(10_000 + (seed % 90_000))}`,
  };
}

/** Reads the catalogue, vaults and availability and makes a customer for the test. */
export async function makeOrderPlan(
  session: ApiSession,
  name: string,
  seed: number,
): Promise<OrderPlan> {
  const customer = await createTestCustomer(session, name, seed);
  const services = (await session.read<{ data: WireService[] }>('/api/services')).data;
  const wash = services.find((service) => service.name.en === 'Exterior Wash');
  const option = wash?.options[0];
  if (!wash || !option) throw new Error('The demo seed has no Exterior Wash with an option.');
  const vaults = (await session.read<{ data: { id: number; type: string }[] }>('/api/pos/vaults'))
    .data;
  const cash = vaults.find((vault) => vault.type === 'cash');
  if (!cash) throw new Error('The demo seed has no cash vault.');
  const slots: Slot[] = [];
  for (const type of ['in_shop', 'remote'] as const) {
    const days = (
      await session.read<{
        data: { date: string; slots: { from: string; available: boolean }[] }[];
      }>(`/api/pos/availability?type=${type}`)
    ).data;
    for (const day of days)
      for (const slot of day.slots)
        if (slot.available) slots.push({ type, date: day.date, from: slot.from });
  }
  return {
    customer,
    slots,
    places: slots.flatMap((slot) => Array<Slot>(SLOT_CAPACITY[slot.type]).fill(slot)),
    order: (slot, extra = {}) => ({
      car_id: customer.carId,
      user_id: customer.id,
      purchasables: [
        {
          purchasable_id: wash.id,
          purchasable_type: 'service',
          quantity: 1,
          option_ids: [option.id],
        },
      ],
      vault_id: cash.id,
      payment_method: 'cash',
      location_type: slot.type,
      ...(slot.type === 'remote' ? { address: 'Villa 7, Street 12, Al Barsha' } : {}),
      booking_date: slot.date,
      booking_time: slot.from,
      ...extra,
    }),
  };
}
