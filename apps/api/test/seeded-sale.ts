// What the demo seed offers a test that prices carts and submits orders: a customer with a
// car, the services with their options, the products and the cash vault, read once through
// the API as a cashier would, and the body of a new car on the seed's look-ups.
import type { TestServer } from './test-server.js';

/**
 * A new car's details from the seed's look-ups (Dubai, a private plate, a silver saloon), for
 * tests that add a vehicle; the plate number is the caller's.
 */
export function seededCarBody(customerId: number, numbers: string): Record<string, unknown> {
  return {
    user_id: customerId,
    city_id: 3,
    car_brand_id: 2,
    plate_type_id: 8,
    car_type_id: 2,
    car_group_id: 2,
    color: '#C0C0C0',
    year: 2020,
    code: '3',
    numbers,
  };
}

/** A seeded service as the catalogue answers it. */
export interface SeededService {
  readonly id: number;
  readonly is_add_ons: boolean;
  readonly options: readonly { readonly id: number }[];
}

/** The seed's pieces of a sale. */
export interface SeededSale {
  /** The first customer with a car, as a cart names them. */
  readonly buyer: { readonly car_id: number; readonly user_id: number };
  readonly services: readonly SeededService[];
  readonly products: readonly { readonly id: number; readonly price: number }[];
  readonly cashVaultId: number;
}

/** Reads the seed's customer, services, products and cash vault with the token. */
export async function seededSale(server: TestServer, token: string): Promise<SeededSale> {
  const get = async <T>(path: string) =>
    (await server.call<{ data: T }>('GET', path, { token })).body.data;
  const customer = (await get<{ id: number; cars: { id: number }[] }[]>('/api/pos/customers')).find(
    (entry) => entry.cars.length > 0,
  );
  const vault = (await get<{ id: number; type: string }[]>('/api/pos/vaults')).find(
    (entry) => entry.type === 'cash',
  );
  if (!customer?.cars[0] || !vault) throw new Error('The seed has no customer with a car.');
  return {
    buyer: { car_id: customer.cars[0].id, user_id: customer.id },
    services: await get<SeededService[]>('/api/services'),
    products: await get<{ id: number; price: number }[]>('/api/products'),
    cashVaultId: vault.id,
  };
}

/** A cash, in-shop order of the first option of the first service (no booking yet). */
export function firstServiceOrder(sale: SeededSale): Record<string, unknown> {
  const service = sale.services[0];
  if (!service?.options[0]) throw new Error('The seed has no service with an option.');
  return {
    ...sale.buyer,
    purchasables: [
      {
        purchasable_id: service.id,
        purchasable_type: 'service',
        quantity: 1,
        option_ids: [service.options[0].id],
      },
    ],
    vault_id: sale.cashVaultId,
    payment_method: 'cash',
    location_type: 'in_shop',
  };
}
