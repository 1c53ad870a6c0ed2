import type { components } from '../generated/api.js';
import {
  createdCustomerSchema,
  createdVehicleSchema,
  customerListSchema,
} from '../schemas/customer-schemas.js';
import { runCall } from '../client/run-call.js';
import type { LamaaFetchClient } from './lamaa-fetch-client.js';

/** Customers and vehicles. */
export function createCustomerCalls(client: LamaaFetchClient) {
  return {
    /** GET /pos/customers: customers matching `q` (name, phone or plate), all when empty. */
    searchCustomers: (q?: string, signal?: AbortSignal) =>
      runCall(
        () => client.GET('/pos/customers', { params: { query: q ? { q } : {} }, signal }),
        customerListSchema,
      ),
    /** POST /pos/customers: the new customer; an answer without an id is an invalid response. */
    createCustomer: (body: components['schemas']['CreateCustomerRequest']) =>
      runCall(() => client.POST('/pos/customers', { body }), createdCustomerSchema),
    /** POST /pos/cars: the new vehicle, read from data or the top level. */
    createCar: (body: components['schemas']['CreateCarRequest']) =>
      runCall(() => client.POST('/pos/cars', { body }), createdVehicleSchema),
  };
}
