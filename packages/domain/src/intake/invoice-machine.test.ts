import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { invoiceMachine, type CreateInvoiceInput, type InvoiceEvent } from './invoice-machine.js';
import type { DraftMaterialLine } from './material-line.js';

const LINE: DraftMaterialLine = {
  material_id: 3,
  price: 1250,
  include_tax: true,
  generate_barcode: false,
  items: [{ barcode: '111', quantity: 2 }],
};
const OTHER: DraftMaterialLine = { ...LINE, material_id: 8 };
const PDF = { name: 'bill.pdf', size: 1000, type: 'application/pdf' };

/** Runs events through `transition()` from a fresh invoice and returns the last snapshot. */
function stepThrough(isBranchMode: boolean, events: readonly InvoiceEvent[]) {
  let [snapshot] = initialTransition(invoiceMachine, { isBranchMode });
  for (const event of events) [snapshot] = transition(invoiceMachine, snapshot, event);
  return snapshot;
}

/** Starts the invoice with a create call answering as given, recording its inputs. */
function start(answer: () => Promise<unknown>, isBranchMode = true) {
  const sent: CreateInvoiceInput[] = [];
  const createInvoice = fromPromise<unknown, CreateInvoiceInput>(({ input }) => {
    sent.push(input);
    return answer();
  });
  const actor = createActor(invoiceMachine.provide({ actors: { createInvoice } }), {
    input: { isBranchMode },
  }).start();
  actor.send({ type: 'branch.select', id: 2 });
  actor.send({ type: 'supplier.select', id: 4 });
  actor.send({ type: 'line.add', line: LINE });
  actor.send({ type: 'attachments.add', files: [PDF] });
  return { actor, sent };
}

describe('invoiceMachine steps', () => {
  it('keeps supplier selection disabled until a branch is chosen in branch mode', () => {
    expect(stepThrough(true, [{ type: 'supplier.select', id: 4 }]).context.supplierId).toBeNull();
    expect(
      stepThrough(true, [
        { type: 'branch.select', id: 2 },
        { type: 'supplier.select', id: 4 },
      ]).context.supplierId,
    ).toBe(4);
    expect(stepThrough(false, [{ type: 'supplier.select', id: 4 }]).context.supplierId).toBe(4);
  });

  it('prepends added lines, saves edits, removes and clears all items', () => {
    const added = stepThrough(false, [
      { type: 'line.add', line: LINE },
      { type: 'line.add', line: OTHER },
    ]);
    expect(added.context.lines).toEqual([OTHER, LINE]);
    const edited = stepThrough(false, [
      { type: 'line.add', line: LINE },
      { type: 'line.update', index: 0, line: OTHER },
    ]);
    expect(edited.context.lines).toEqual([OTHER]);
    const removed = stepThrough(false, [
      { type: 'line.add', line: LINE },
      { type: 'line.add', line: OTHER },
      { type: 'line.remove', index: 0 },
    ]);
    expect(removed.context.lines).toEqual([LINE]);
    expect(
      stepThrough(false, [{ type: 'line.add', line: LINE }, { type: 'lines.clear' }]).context.lines,
    ).toEqual([]);
  });

  it('attaches valid files, reports refusals and the count, and removes attachments', () => {
    const exe = { name: 'x.exe', size: 1, type: 'application/octet-stream' };
    const snapshot = stepThrough(false, [
      { type: 'attachments.add', files: [PDF, exe] },
      { type: 'attachments.add', files: [PDF] },
    ]);
    expect(snapshot.context.attachments).toEqual([PDF]);
    expect(snapshot.context.attachmentReport).toEqual({
      accepted: 0,
      rejected: [{ name: 'bill.pdf', code: 'attachment.duplicate' }],
    });
    const first = stepThrough(false, [{ type: 'attachments.add', files: [PDF, exe] }]);
    expect(first.context.attachmentReport).toEqual({
      accepted: 1,
      rejected: [{ name: 'x.exe', code: 'attachment.invalid-type' }],
    });
    expect(
      stepThrough(false, [
        { type: 'attachments.add', files: [PDF] },
        { type: 'attachment.remove', index: 0 },
      ]).context.attachments,
    ).toEqual([]);
  });

  it('validates before creating: branch, then supplier, then items', () => {
    expect(stepThrough(true, [{ type: 'invoice.submit' }]).context.error).toEqual({
      code: 'intake.branch-required',
    });
    expect(stepThrough(false, [{ type: 'invoice.submit' }]).context.error).toEqual({
      code: 'intake.supplier-required',
    });
    const noItems = stepThrough(false, [
      { type: 'supplier.select', id: 4 },
      { type: 'invoice.submit' },
    ]);
    expect(noItems.value).toBe('editing');
    expect(noItems.context.error).toEqual({ code: 'intake.items-required' });
    const ready = stepThrough(false, [
      { type: 'supplier.select', id: 4 },
      { type: 'line.add', line: LINE },
      { type: 'invoice.submit' },
    ]);
    expect(ready.value).toBe('submitting');
  });
});

describe('invoiceMachine flows', () => {
  it('creates the invoice, clears the list and attachments and shows the success dialog', async () => {
    const { actor, sent } = start(() => Promise.resolve({ data: { id: 55, supplier: { id: 4 } } }));
    actor.send({ type: 'invoice.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('succeeded'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.invoice).toEqual({ supplier_id: 4, branch_id: 2, lines: [LINE] });
    expect(sent[0]?.entries.slice(0, 3)).toEqual([
      ['supplier_id', '4'],
      ['branch_id', '2'],
      ['material_items[0][material_id]', '3'],
    ]);
    expect(sent[0]?.entries.at(-1)).toEqual(['attachments[0]', PDF]);
    const { context } = actor.getSnapshot();
    expect(context.invoice).toEqual({ id: 55, supplier: { id: 4 } });
    expect(context.lines).toEqual([]);
    expect(context.attachments).toEqual([]);
    actor.send({ type: 'success.close' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.invoice).toBeNull();
    expect(actor.getSnapshot().context.supplierId).toBe(4);
  });

  it('keeps everything and the failure value when the create call fails', async () => {
    const failure = new Error('The supplier id field is required.');
    const { actor } = start(() => Promise.reject(failure));
    actor.send({ type: 'invoice.submit' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    const { context, value } = actor.getSnapshot();
    expect(value).toBe('editing');
    expect(context.error).toEqual({ code: 'intake.invoice-failed', cause: failure });
    expect(context.lines).toEqual([LINE]);
    expect(context.attachments).toEqual([PDF]);
  });

  it('keeps everything when the answer carries no invoice id', async () => {
    const { actor } = start(() => Promise.resolve({ success: true }), false);
    actor.send({ type: 'invoice.submit' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(actor.getSnapshot().context.error).toEqual({ code: 'intake.invalid-response' });
    expect(actor.getSnapshot().context.lines).toEqual([LINE]);
  });
});
