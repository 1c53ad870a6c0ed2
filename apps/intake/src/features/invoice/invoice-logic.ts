import { fromPromise } from 'xstate';
import type { ApiError, IntakeClient, InvoiceInput, MaterialInvoice } from '@lamaa/api-client';
import { AUTO_GENERATE, invoiceMachine, type CreateInvoiceInput } from '@lamaa/domain';

/** The failure the createInvoice actor throws: the client's error, for invoiceErrorMessage. */
export class InvoiceCallError extends Error {
  /** Wraps the client's error. */
  constructor(readonly apiError: ApiError) {
    super(`Create invoice failed (${apiError.kind})`);
    this.name = 'InvoiceCallError';
  }
}

/** True for a real file (what the machine's attachments are on screen). */
function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

/**
 * The client's invoice input from the machine's checked invoice: one material item per
 * barcode row, the barcode left out when the server generates it, and the attached files.
 */
export function toInvoiceInput(
  input: CreateInvoiceInput,
  attachments: readonly unknown[],
): InvoiceInput {
  const { invoice } = input;
  return {
    supplier_id: invoice.supplier_id,
    ...(invoice.branch_id === undefined ? {} : { branch_id: invoice.branch_id }),
    material_items: invoice.lines.flatMap((line) =>
      line.items.map((item) => ({
        material_id: line.material_id,
        price: line.price,
        quantity: item.quantity,
        generate_barcode: line.generate_barcode,
        include_tax: line.include_tax,
        ...(line.generate_barcode || item.barcode === AUTO_GENERATE
          ? {}
          : { barcode: item.barcode }),
      })),
    ),
    attachments: attachments.filter(isBlob),
  };
}

/**
 * The invoice machine wired to the API: Create Invoice posts the multipart form, hands the
 * created invoice to `onCreated` (for the success dialog) and throws the client's error.
 */
export function provideInvoiceMachine(
  api: Pick<IntakeClient, 'createInvoice'>,
  onCreated: (invoice: MaterialInvoice) => void,
) {
  return invoiceMachine.provide({
    actors: {
      createInvoice: fromPromise<unknown, CreateInvoiceInput>(async ({ input }) => {
        const files = input.entries
          .filter(([name]) => name.startsWith('attachments['))
          .map(([, value]) => value);
        const result = await api.createInvoice(toInvoiceInput(input, files));
        if (result.error !== undefined) throw new InvoiceCallError(result.error);
        onCreated(result.data);
        return result.data;
      }),
    },
  });
}
