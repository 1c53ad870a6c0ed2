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
import type { components } from '../generated/api.js';
import type { LamaaFetchClient } from './lamaa-fetch-client.js';

type Wire = components['schemas'];

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
    /** GET /office/suppliers: the intake's suppliers. */
    listOfficeSuppliers: (signal?: AbortSignal) =>
      runCall(
        () => client.GET('/office/suppliers', { signal }),
        schemas().then((s) => s.officeSupplierListSchema),
      ),
    /** POST /office/suppliers: the new supplier. */
    createOfficeSupplier: (body: Wire['OfficeSupplierInput']) =>
      runCall(
        () => client.POST('/office/suppliers', { body }),
        schemas().then((s) => s.officeSupplierResponseSchema),
      ),
    /** PUT /office/suppliers/{id}: the supplier as saved. */
    updateOfficeSupplier: (id: number, body: Wire['OfficeSupplierInput']) =>
      runCall(
        () => client.PUT('/office/suppliers/{id}', { params: { path: { id } }, body }),
        schemas().then((s) => s.officeSupplierResponseSchema),
      ),
    /** GET /office/materials: the intake's materials with their units. */
    listOfficeMaterials: (signal?: AbortSignal) =>
      runCall(
        () => client.GET('/office/materials', { signal }),
        schemas().then((s) => s.officeMaterialListSchema),
      ),
    /** POST /office/materials: the new material. */
    createOfficeMaterial: (body: Wire['OfficeMaterialInput']) =>
      runCall(
        () => client.POST('/office/materials', { body }),
        schemas().then((s) => s.officeMaterialResponseSchema),
      ),
    /** PUT /office/materials/{id}: the material as saved. */
    updateOfficeMaterial: (id: number, body: Wire['OfficeMaterialInput']) =>
      runCall(
        () => client.PUT('/office/materials/{id}', { params: { path: { id } }, body }),
        schemas().then((s) => s.officeMaterialResponseSchema),
      ),
  };
}
