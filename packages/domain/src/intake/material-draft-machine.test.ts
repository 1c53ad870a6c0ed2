import { createActor, initialTransition, transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { AUTO_GENERATE } from './barcode-lines.js';
import {
  materialDraftMachine,
  type MaterialDraftEmitted,
  type MaterialDraftEvent,
} from './material-draft-machine.js';

const MATERIALS = [{ id: 3 }, { id: 8 }];

/** Runs events through `transition()` from the closed dialog and returns the last snapshot. */
function stepThrough(events: readonly MaterialDraftEvent[]) {
  let [snapshot] = initialTransition(materialDraftMachine);
  for (const event of events) [snapshot] = transition(materialDraftMachine, snapshot, event);
  return snapshot;
}

/** Starts the dialog as an actor and records the lines it hands to the list. */
function start() {
  const actor = createActor(materialDraftMachine);
  const emitted: MaterialDraftEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}

const OPEN: MaterialDraftEvent = { type: 'dialog.open', materials: MATERIALS };

describe('materialDraftMachine steps', () => {
  it('opens with empty fields and the scanner off', () => {
    const snapshot = stepThrough([OPEN]);
    expect(snapshot.value).toEqual({ open: { scanner: 'off' } });
    expect(snapshot.context.draft).toEqual({
      materialId: null,
      priceText: '',
      includeTax: false,
      autoGenerate: false,
      autoQuantity: '',
      items: [],
    });
  });

  it('turns scan mode on and off with Start Scanning and Stop Scanning', () => {
    expect(stepThrough([OPEN, { type: 'scanner.start' }]).value).toEqual({
      open: { scanner: 'on' },
    });
    expect(stepThrough([OPEN, { type: 'scanner.start' }, { type: 'scanner.stop' }]).value).toEqual({
      open: { scanner: 'off' },
    });
  });

  it('merges the same barcode scanned again, and ignores detections with the scanner off', () => {
    const snapshot = stepThrough([
      OPEN,
      { type: 'scanner.detect', barcode: '111' },
      { type: 'scanner.start' },
      { type: 'scanner.detect', barcode: '111' },
      { type: 'scanner.detect', barcode: '111' },
      { type: 'scanner.detect', barcode: '222' },
    ]);
    expect(snapshot.context.draft.items).toEqual([
      { barcode: '111', quantity: 2 },
      { barcode: '222', quantity: 1 },
    ]);
    expect(snapshot.context.notice).toBe('intake.barcode-added');
  });

  it('refuses, as it is typed, scanned or edited, a barcode another line of the invoice has', () => {
    const open: MaterialDraftEvent = { ...OPEN, taken: ['111', '222'] };
    const scanned = stepThrough([
      open,
      { type: 'scanner.start' },
      { type: 'scanner.detect', barcode: '111' },
    ]);
    expect(scanned.context.error).toEqual({ code: 'intake.barcode-exists' });
    expect(scanned.context.draft.items).toEqual([]);
    const typed = stepThrough([
      open,
      { type: 'entry.change', barcode: ' 222', quantity: '1' },
      { type: 'entry.submit' },
    ]);
    expect(typed.context.error).toEqual({ code: 'intake.barcode-exists' });
    expect(typed.context.draft.items).toEqual([]);
    const edited = stepThrough([
      open,
      { type: 'entry.change', barcode: '333', quantity: '1' },
      { type: 'entry.submit' },
      { type: 'item.edit', index: 0, barcode: '111', quantity: '1' },
    ]);
    expect(edited.context.error).toEqual({ code: 'intake.barcode-exists' });
    expect(edited.context.draft.items).toEqual([{ barcode: '333', quantity: 1 }]);
    // A new dialog forgets the last one's barcodes.
    const reopened = stepThrough([
      open,
      { type: 'dialog.close' },
      OPEN,
      { type: 'entry.change', barcode: '111', quantity: '1' },
      { type: 'entry.submit' },
    ]);
    expect(reopened.context.draft.items).toEqual([{ barcode: '111', quantity: 1 }]);
  });

  it('keeps a blank scan as an error', () => {
    const snapshot = stepThrough([
      OPEN,
      { type: 'scanner.start' },
      { type: 'scanner.detect', barcode: ' ' },
    ]);
    expect(snapshot.context.error).toEqual({ code: 'intake.barcode-required' });
  });

  it('adds a typed barcode and quantity on Enter and empties the fields', () => {
    const snapshot = stepThrough([
      OPEN,
      { type: 'entry.change', barcode: '777' },
      { type: 'entry.change', quantity: '4' },
      { type: 'entry.submit' },
    ]);
    expect(snapshot.context.draft.items).toEqual([{ barcode: '777', quantity: 4 }]);
    expect(snapshot.context.entry).toEqual({ barcode: '', quantity: '' });
  });

  it('updates the quantity of an existing barcode: Updated quantity for barcode', () => {
    const snapshot = stepThrough([
      OPEN,
      { type: 'entry.change', barcode: '777', quantity: '4' },
      { type: 'entry.submit' },
      { type: 'entry.change', barcode: '777', quantity: '9' },
      { type: 'entry.submit' },
    ]);
    expect(snapshot.context.draft.items).toEqual([{ barcode: '777', quantity: 9 }]);
    expect(snapshot.context.notice).toBe('intake.barcode-quantity-updated');
  });

  it('asks for both barcode and quantity on an empty Enter and keeps the typed text', () => {
    const snapshot = stepThrough([OPEN, { type: 'entry.submit' }]);
    expect(snapshot.context.error).toEqual({ code: 'intake.barcode-quantity-required' });
  });

  it('edits and removes scanned lines', () => {
    const base: MaterialDraftEvent[] = [
      OPEN,
      { type: 'entry.change', barcode: '1', quantity: '1' },
      { type: 'entry.submit' },
      { type: 'entry.change', barcode: '2', quantity: '2' },
      { type: 'entry.submit' },
    ];
    const refused = stepThrough([
      ...base,
      { type: 'item.edit', index: 0, barcode: '2', quantity: '5' },
    ]);
    expect(refused.context.error).toEqual({ code: 'intake.barcode-exists' });
    const edited = stepThrough([
      ...base,
      { type: 'item.edit', index: 0, barcode: '3', quantity: 5 },
    ]);
    expect(edited.context.draft.items).toEqual([
      { barcode: '3', quantity: 5 },
      { barcode: '2', quantity: 2 },
    ]);
    const removed = stepThrough([...base, { type: 'item.remove', index: 1 }]);
    expect(removed.context.draft.items).toEqual([{ barcode: '1', quantity: 1 }]);
  });

  it('adds to the auto-generate quantity with the quick add', () => {
    const snapshot = stepThrough([
      OPEN,
      { type: 'autoGenerate.set', value: true },
      { type: 'autoQuantity.add', amount: 5 },
      { type: 'autoQuantity.add', amount: 10 },
    ]);
    expect(snapshot.context.draft.autoQuantity).toBe('15');
    const typed = stepThrough([
      OPEN,
      { type: 'autoQuantity.change', text: 'x' },
      { type: 'autoQuantity.add', amount: -1 },
    ]);
    expect(typed.context.draft.autoQuantity).toBe('');
  });

  it('stays open with the reason when the line is incomplete', () => {
    const noMaterial = stepThrough([OPEN, { type: 'draft.save' }]);
    expect(noMaterial.value).toEqual({ open: { scanner: 'off' } });
    expect(noMaterial.context.error).toEqual({ code: 'intake.material-price-required' });
    const noItems = stepThrough([
      OPEN,
      { type: 'material.select', id: 3 },
      { type: 'price.change', text: '5' },
      { type: 'draft.save' },
    ]);
    expect(noItems.context.error).toEqual({ code: 'intake.barcode-item-required' });
  });

  it('closing resets the dialog', () => {
    const snapshot = stepThrough([
      OPEN,
      { type: 'price.change', text: '5' },
      { type: 'dialog.close' },
    ]);
    expect(snapshot.value).toBe('closed');
    expect(snapshot.context.draft.priceText).toBe('');
  });
});

describe('materialDraftMachine flows', () => {
  it('Add to List hands the line out to be prepended, then resets the dialog', () => {
    const { actor, emitted } = start();
    actor.send(OPEN);
    actor.send({ type: 'material.select', id: 8 });
    actor.send({ type: 'price.change', text: '7.25' });
    actor.send({ type: 'tax.set', value: true });
    actor.send({ type: 'scanner.start' });
    actor.send({ type: 'scanner.detect', barcode: '6291041500213' });
    actor.send({ type: 'draft.save' });
    expect(emitted).toEqual([
      {
        type: 'line.added',
        line: {
          material_id: 8,
          price: 725,
          include_tax: true,
          generate_barcode: false,
          items: [{ barcode: '6291041500213', quantity: 1 }],
        },
      },
    ]);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.draft.items).toEqual([]);
  });

  it('auto-generate replaces existing barcode items on save', () => {
    const { actor, emitted } = start();
    actor.send(OPEN);
    actor.send({ type: 'material.select', id: 3 });
    actor.send({ type: 'price.change', text: '2' });
    actor.send({ type: 'entry.change', barcode: '1', quantity: '3' });
    actor.send({ type: 'entry.submit' });
    actor.send({ type: 'autoGenerate.set', value: true });
    actor.send({ type: 'autoQuantity.change', text: '20' });
    actor.send({ type: 'draft.save' });
    expect(emitted).toEqual([
      {
        type: 'line.added',
        line: {
          material_id: 3,
          price: 200,
          include_tax: false,
          generate_barcode: true,
          items: [{ barcode: AUTO_GENERATE, quantity: 20 }],
        },
      },
    ]);
  });

  it('Edit Material Item opens with the line and Save Changes hands back the edited line', () => {
    const { actor, emitted } = start();
    const line = {
      material_id: 3,
      price: 1250,
      include_tax: true,
      generate_barcode: false,
      items: [{ barcode: '111', quantity: 2 }],
    };
    actor.send({ type: 'dialog.open', materials: MATERIALS, edit: { index: 4, line } });
    expect(actor.getSnapshot().context.draft.priceText).toBe('12.50');
    actor.send({ type: 'price.change', text: '13' });
    actor.send({ type: 'draft.save' });
    expect(emitted).toEqual([{ type: 'line.updated', index: 4, line: { ...line, price: 1300 } }]);
  });
});
