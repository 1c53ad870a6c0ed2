import {
  packageListSchema,
  productListSchema,
  serviceListSchema,
} from '../schemas/catalogue-schemas.js';
import { runCall } from '../client/run-call.js';
import type { LamaaFetchClient } from './lamaa-fetch-client.js';

const search = (q?: string, signal?: AbortSignal) => ({
  params: { query: q ? { q } : {} },
  signal,
});

/** The catalogue: services, packages and products, prices in fils. */
export function createCatalogueCalls(client: LamaaFetchClient) {
  return {
    /** GET /services with an optional search text; `signal` abandons the call. */
    getServices: (q?: string, signal?: AbortSignal) =>
      runCall(() => client.GET('/services', search(q, signal)), serviceListSchema),
    /** GET /packages with an optional search text; `signal` abandons the call. */
    getPackages: (q?: string, signal?: AbortSignal) =>
      runCall(() => client.GET('/packages', search(q, signal)), packageListSchema),
    /** GET /products with an optional search text; `signal` abandons the call. */
    getProducts: (q?: string, signal?: AbortSignal) =>
      runCall(() => client.GET('/products', search(q, signal)), productListSchema),
  };
}
