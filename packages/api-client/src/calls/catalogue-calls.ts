import {
  packageListSchema,
  productListSchema,
  serviceListSchema,
} from '../schemas/catalogue-schemas.js';
import { runCall } from '../client/run-call.js';
import type { LamaaFetchClient } from './lamaa-fetch-client.js';

const search = (q?: string) => ({ params: { query: q ? { q } : {} } });

/** The catalogue: services, packages and products, prices in fils. */
export function createCatalogueCalls(client: LamaaFetchClient) {
  return {
    /** GET /services with an optional search text. */
    getServices: (q?: string) =>
      runCall(() => client.GET('/services', search(q)), serviceListSchema),
    /** GET /packages with an optional search text. */
    getPackages: (q?: string) =>
      runCall(() => client.GET('/packages', search(q)), packageListSchema),
    /** GET /products with an optional search text. */
    getProducts: (q?: string) =>
      runCall(() => client.GET('/products', search(q)), productListSchema),
  };
}
