import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { materialDraftMachine } from '@lamaa/domain';
import { scanEntryQuantity } from './scan-entry-quantity.js';

/** Types a barcode and presses Enter the way the dialog does, on the real draft machine. */
function pressEnter(
  actor: ReturnType<typeof createActor<typeof materialDraftMachine>>,
  barcode: string,
  quantity = '',
) {
  actor.send({ type: 'entry.change', barcode, quantity });
  const { draft, entry } = actor.getSnapshot().context;
  const merged = scanEntryQuantity(draft.items, entry);
  if (merged !== null) actor.send({ type: 'entry.change', quantity: merged });
  actor.send({ type: 'entry.submit' });
}

describe('scanEntryQuantity (wedge scanner Enter)', () => {
  it('counts one item per scan and merges the same barcode scanned again', () => {
    const actor = createActor(materialDraftMachine).start();
    actor.send({ type: 'dialog.open', materials: [{ id: 1 }] });
    pressEnter(actor, '6291041500213');
    pressEnter(actor, '6291041500213');
    pressEnter(actor, '6291041500213');
    pressEnter(actor, '4006381333931');
    expect(actor.getSnapshot().context.draft.items).toEqual([
      { barcode: '6291041500213', quantity: 3 },
      { barcode: '4006381333931', quantity: 1 },
    ]);
  });

  it("sets the quantity when one is typed ('Updated quantity for barcode')", () => {
    const actor = createActor(materialDraftMachine).start();
    actor.send({ type: 'dialog.open', materials: [{ id: 1 }] });
    pressEnter(actor, '111');
    pressEnter(actor, '111', '12');
    expect(actor.getSnapshot().context.draft.items).toEqual([{ barcode: '111', quantity: 12 }]);
    expect(actor.getSnapshot().context.notice).toBe('intake.barcode-quantity-updated');
  });

  it("leaves an empty Enter to the rules: 'Please enter both barcode and quantity'", () => {
    expect(scanEntryQuantity([], { barcode: '  ', quantity: '' })).toBeNull();
    const actor = createActor(materialDraftMachine).start();
    actor.send({ type: 'dialog.open', materials: [{ id: 1 }] });
    pressEnter(actor, '');
    expect(actor.getSnapshot().context.error?.code).toBe('intake.barcode-quantity-required');
  });
});
