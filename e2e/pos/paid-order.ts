// A paid order made through the API, for the specs that need one behind the screens: a cash
// sale of two demo services on the first free indoor slot, with its tax invoice.
import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures/lamaa-test.js';

type Headers = Record<string, string>;

/** An answer's body, bare or in its `data` wrapper. */
export async function wireData<T>(
  request: APIRequestContext,
  path: string,
  headers: Headers,
): Promise<T> {
  const answer = await request.get(path, { headers });
  const body = (await answer.json()) as T | { data: T };
  return typeof body === 'object' && body !== null && 'data' in body ? body.data : body;
}

/** A cash order of two services, paid in full, on the first free indoor slot: its number and invoice page. */
export async function paidOrder(
  request: APIRequestContext,
  headers: Headers,
): Promise<{ number: string; invoiceUrl: string }> {
  const customers = await wireData<{ id: number; cars: { id: number }[] }[]>(
    request,
    '/api/pos/customers',
    headers,
  );
  const customer = customers.find((entry) => entry.cars.length > 0);
  const services = await wireData<{ id: number; is_add_ons: boolean; options: { id: number }[] }[]>(
    request,
    '/api/services',
    headers,
  );
  const vaults = await wireData<{ id: number; type: string }[]>(
    request,
    '/api/pos/vaults',
    headers,
  );
  const days = await wireData<{ date: string; slots: { from: string; available: boolean }[] }[]>(
    request,
    '/api/pos/availability?type=in_shop',
    headers,
  );
  const slot = days
    .flatMap((day) => day.slots.map((entry) => ({ date: day.date, ...entry })))
    .find((entry) => entry.available);
  const vault = vaults.find((entry) => entry.type === 'cash');
  const chosen = services.filter((entry) => !entry.is_add_ons && entry.options[0]).slice(0, 2);
  if (!customer?.cars[0] || !slot || !vault || chosen.length < 2) throw new Error('no demo sale');
  const answer = await request.post('/api/pos/order', {
    headers,
    data: {
      user_id: customer.id,
      car_id: customer.cars[0].id,
      purchasables: chosen.map((service) => ({
        purchasable_id: service.id,
        purchasable_type: 'service',
        quantity: 1,
        option_ids: [service.options[0]?.id],
      })),
      vault_id: vault.id,
      payment_method: 'cash',
      location_type: 'in_shop',
      booking_date: slot.date,
      booking_time: slot.from,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const { order } = (await answer.json()) as {
    order: { order_number: string; tax_invoice: { url: string } | null };
  };
  if (!order.tax_invoice) throw new Error('a paid order without its tax invoice');
  return { number: `#${order.order_number}`, invoiceUrl: order.tax_invoice.url };
}
