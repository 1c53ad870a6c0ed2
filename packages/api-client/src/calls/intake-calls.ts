import type { components } from '../generated/api.js';
import { type InvoiceInput, toInvoiceBody, toInvoiceForm } from '../requests/invoice-form.js';
import {
  createdInvoiceSchema,
  createdSupplierSchema,
  materialListSchema,
  supplierListSchema,
} from '../schemas/intake-schemas.js';
import { runCall } from '../client/run-call.js';
import type { LamaaFetchClient } from './lamaa-fetch-client.js';

/** Materials, suppliers and supplier material invoices. */
export function createIntakeCalls(client: LamaaFetchClient) {
  return {
    /** GET /pos/materials. */
    getMaterials: () => runCall(() => client.GET('/pos/materials'), materialListSchema),
    /** GET /pos/materials/suppliers. */
    getSuppliers: () => runCall(() => client.GET('/pos/materials/suppliers'), supplierListSchema),
    /** POST /pos/materials/suppliers: the new supplier. */
    createSupplier: (body: components['schemas']['CreateSupplierRequest']) =>
      runCall(() => client.POST('/pos/materials/suppliers', { body }), createdSupplierSchema),
    /** POST /pos/materials/invoice as multipart form data (no JSON content type). */
    createInvoice: (invoice: InvoiceInput) =>
      runCall(
        () =>
          client.POST('/pos/materials/invoice', {
            body: toInvoiceBody(invoice),
            bodySerializer: (body) => toInvoiceForm(body, invoice.attachments),
          }),
        createdInvoiceSchema,
      ),
  };
}
