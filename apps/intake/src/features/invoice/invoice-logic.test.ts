import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { invoiceErrorMessage, englishText, type MaterialInvoice } from '@lamaa/api-client';
import { AUTO_GENERATE, type DraftMaterialLine } from '@lamaa/domain';
import { createApiState } from '../../test/intake-handlers.js';
import { createTestIntakeApi } from '../../test/intake-test-api.js';
import { InvoiceCallError, provideInvoiceMachine } from './invoice-logic.js';

const scanned: DraftMaterialLine = {
  material_id: 1,
  price: 1250,
  include_tax: true,
  generate_barcode: false,
  items: [
    { barcode: '6291041500213', quantity: 3 },
    { barcode: '6291041500220', quantity: 1 },
  ],
};
const generated: DraftMaterialLine = {
  material_id: 2,
  price: 400,
  include_tax: false,
  generate_barcode: true,
  items: [{ barcode: AUTO_GENERATE, quantity: 10 }],
};

/** The invoice machine on the real client, answered by the in-memory API. */
function setUp(isBranchMode = true) {
  const state = createApiState();
  const api = createTestIntakeApi(state, { baseUrl: 'http://lamaa.test/api' });
  const created: MaterialInvoice[] = [];
  const actor = createActor(
    provideInvoiceMachine(api, (invoice) => created.push(invoice)),
    { input: { isBranchMode } },
  ).start();
  return { state, actor, created };
}

describe('Create Invoice against the API', () => {
  it('posts one multipart item per barcode row and shows the server-generated barcodes', async () => {
    const { state, actor, created } = setUp();
    actor.send({ type: 'branch.select', id: 2 });
    actor.send({ type: 'supplier.select', id: 1 });
    actor.send({ type: 'line.add', line: scanned });
    actor.send({ type: 'line.add', line: generated });
    actor.send({
      type: 'attachments.add',
      files: [new File(['%PDF-1.4'], 'bill.pdf', { type: 'application/pdf' })],
    });
    actor.send({ type: 'invoice.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('succeeded'));

    const form = state.invoices[0];
    expect(form?.get('supplier_id')).toBe('1');
    expect(form?.get('branch_id')).toBe('2');
    expect(form?.get('material_items[0][material_id]')).toBe('2');
    expect(form?.get('material_items[0][generate_barcode]')).toBe('1');
    expect(form?.has('material_items[0][barcode]')).toBe(false);
    expect(form?.get('material_items[1][barcode]')).toBe('6291041500213');
    expect(form?.get('material_items[1][price]')).toBe('12.5');
    expect(form?.get('material_items[2][quantity]')).toBe('1');
    expect((form?.get('attachments[0]') as File).name).toBe('bill.pdf');
    expect(created[0]?.material_items.map((item) => item.barcode)).toEqual([
      'LM1000',
      '6291041500213',
      '6291041500220',
    ]);
    expect(actor.getSnapshot().context.lines).toEqual([]);
    expect(actor.getSnapshot().context.attachments).toEqual([]);
  });

  it('keeps everything for a retry and reads the first field error when the server refuses', async () => {
    const { state, actor } = setUp(false);
    state.failNext = {
      status: 422,
      body: { errors: { 'attachments.0': ['The file must be a real PDF or image.'] } },
    };
    actor.send({ type: 'supplier.select', id: 1 });
    actor.send({ type: 'line.add', line: scanned });
    actor.send({ type: 'invoice.submit' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);

    const { error, lines } = actor.getSnapshot().context;
    expect(error?.code).toBe('intake.invoice-failed');
    const cause = error?.cause;
    expect(cause).toBeInstanceOf(InvoiceCallError);
    if (cause instanceof InvoiceCallError)
      expect(englishText(invoiceErrorMessage(cause.apiError))).toBe(
        'The file must be a real PDF or image.',
      );
    expect(lines).toEqual([scanned]);
    expect(state.invoices[0]?.has('branch_id')).toBe(false);
  });

  it("refuses without a supplier: 'Please select a supplier' is the code's text", () => {
    const { actor } = setUp(false);
    actor.send({ type: 'line.add', line: scanned });
    actor.send({ type: 'invoice.submit' });
    expect(actor.getSnapshot().context.error?.code).toBe('intake.supplier-required');
  });
});
