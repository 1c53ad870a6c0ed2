import { runCall } from '../client/run-call.js';
import {
  type OfficePackageInput,
  type OfficeProductInput,
  type OfficeServiceInput,
  type PriceGridCell,
  toPackageBody,
  toPriceGridBody,
  toProductBody,
  toServiceBody,
} from '../requests/office-catalogue-body.js';
import type { LamaaFetchClient } from './lamaa-fetch-client.js';

/** The catalogue's answer schemas, loaded beside the first catalogue call, never with the POS. */
const schemas = () => import('../schemas/office-catalogue-schemas.js');

/** The office's catalogue: services with options and prices, the price grid, packages, products. */
export function createOfficeCatalogueCalls(client: LamaaFetchClient) {
  return {
    /** GET /office/services: every service with every option, archived ones too. */
    listOfficeServices: (signal?: AbortSignal) =>
      runCall(
        () => client.GET('/office/services', { signal }),
        schemas().then((s) => s.officeServiceListSchema),
      ),
    /** POST /office/services: the new service. */
    createOfficeService: (input: OfficeServiceInput) =>
      runCall(
        () => client.POST('/office/services', { body: toServiceBody(input) }),
        schemas().then((s) => s.officeServiceResponseSchema),
      ),
    /** PUT /office/services/{id}: the service as saved. */
    updateOfficeService: (id: number, input: OfficeServiceInput) =>
      runCall(
        () =>
          client.PUT('/office/services/{id}', {
            params: { path: { id } },
            body: toServiceBody(input),
          }),
        schemas().then((s) => s.officeServiceResponseSchema),
      ),
    /** PUT /office/service-prices: saves the grid's cells at once; every service as saved. */
    saveOfficePriceGrid: (cells: PriceGridCell[]) =>
      runCall(
        () => client.PUT('/office/service-prices', { body: toPriceGridBody(cells) }),
        schemas().then((s) => s.officeServiceListSchema),
      ),
    /** GET /office/packages. */
    listOfficePackages: (signal?: AbortSignal) =>
      runCall(
        () => client.GET('/office/packages', { signal }),
        schemas().then((s) => s.officePackageListSchema),
      ),
    /** POST /office/packages: the new package. */
    createOfficePackage: (input: OfficePackageInput) =>
      runCall(
        () => client.POST('/office/packages', { body: toPackageBody(input) }),
        schemas().then((s) => s.officePackageResponseSchema),
      ),
    /** PUT /office/packages/{id}: the package as saved. */
    updateOfficePackage: (id: number, input: OfficePackageInput) =>
      runCall(
        () =>
          client.PUT('/office/packages/{id}', {
            params: { path: { id } },
            body: toPackageBody(input),
          }),
        schemas().then((s) => s.officePackageResponseSchema),
      ),
    /** GET /office/products: archived ones too. */
    listOfficeProducts: (signal?: AbortSignal) =>
      runCall(
        () => client.GET('/office/products', { signal }),
        schemas().then((s) => s.officeProductListSchema),
      ),
    /** POST /office/products: the new product. */
    createOfficeProduct: (input: OfficeProductInput) =>
      runCall(
        () => client.POST('/office/products', { body: toProductBody(input) }),
        schemas().then((s) => s.officeProductResponseSchema),
      ),
    /** PUT /office/products/{id}: the product as saved. */
    updateOfficeProduct: (id: number, input: OfficeProductInput) =>
      runCall(
        () =>
          client.PUT('/office/products/{id}', {
            params: { path: { id } },
            body: toProductBody(input),
          }),
        schemas().then((s) => s.officeProductResponseSchema),
      ),
  };
}
