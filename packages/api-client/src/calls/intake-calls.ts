import type { components } from '../generated/api.js';
import { type InvoiceInput, toInvoiceBody, toInvoiceForm } from '../requests/invoice-form.js';
import { runCall } from '../client/run-call.js';
import type { LamaaFetchClient } from './lamaa-fetch-client.js';

/**
 * The intake's response schemas, loaded beside its first call rather than with the screen:
 * the requests still start at once, and zod stays out of the /scan first load.
 */
const intakeSchemas = () => import('../schemas/intake-schemas.js');

/** The intake screen's calls: branches, materials, suppliers and supplier material invoices. */
export function createIntakeCalls(client: LamaaFetchClient) {
  return {
    /** GET /pos/branches: the business's branches; `signal` abandons the call. */
    getBranches: (signal?: AbortSignal) =>
      runCall(
        () => client.GET('/pos/branches', { signal }),
        intakeSchemas().then((schemas) => schemas.branchListSchema),
      ),
    /** GET /pos/materials; `signal` abandons the call. */
    getMaterials: (signal?: AbortSignal) =>
      runCall(
        () => client.GET('/pos/materials', { signal }),
        intakeSchemas().then((schemas) => schemas.materialListSchema),
      ),
    /** GET /pos/materials/suppliers; `signal` abandons the call. */
    getSuppliers: (signal?: AbortSignal) =>
      runCall(
        () => client.GET('/pos/materials/suppliers', { signal }),
        intakeSchemas().then((schemas) => schemas.supplierListSchema),
      ),
    /** POST /pos/materials/suppliers: the new supplier. */
    createSupplier: (body: components['schemas']['CreateSupplierRequest']) =>
      runCall(
        () => client.POST('/pos/materials/suppliers', { body }),
        intakeSchemas().then((schemas) => schemas.createdSupplierSchema),
      ),
    /** POST /pos/materials/invoice as multipart form data (no JSON content type). */
    createInvoice: (invoice: InvoiceInput) =>
      runCall(
        () =>
          client.POST('/pos/materials/invoice', {
            body: toInvoiceBody(invoice),
            bodySerializer: (body) => toInvoiceForm(body, invoice.attachments),
          }),
        intakeSchemas().then((schemas) => schemas.createdInvoiceSchema),
      ),
  };
}
