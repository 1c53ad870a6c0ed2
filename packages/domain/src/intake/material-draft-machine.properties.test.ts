import { fc, test } from '@fast-check/vitest';
import { createActor } from 'xstate';
import { expect } from 'vitest';
import { AUTO_GENERATE } from './barcode-lines.js';
import { barcodeArb } from './intake-arbitraries.js';
import {
  materialDraftMachine,
  type MaterialDraftEmitted,
  type MaterialDraftEvent,
} from './material-draft-machine.js';

const MATERIALS = [{ id: 3 }, { id: 8 }];

/** Any event a cashier could cause in the Barcode Scanning dialog, valid or not. */
const eventArb: fc.Arbitrary<MaterialDraftEvent> = fc.oneof(
  fc.constant<MaterialDraftEvent>({ type: 'dialog.open', materials: MATERIALS }),
  fc.constant<MaterialDraftEvent>({ type: 'dialog.close' }),
  fc.record({
    type: fc.constant('material.select' as const),
    id: fc.option(fc.constantFrom(3, 8, 99)),
  }),
  fc.record({
    type: fc.constant('price.change' as const),
    text: fc.constantFrom('', '0', '12.5', '0.01', 'abc', '-3'),
  }),
  fc.record({ type: fc.constant('tax.set' as const), value: fc.boolean() }),
  fc.record({ type: fc.constant('autoGenerate.set' as const), value: fc.boolean() }),
  fc.record({
    type: fc.constant('autoQuantity.change' as const),
    text: fc.constantFrom('', '0', '5', 'x'),
  }),
  fc.record({
    type: fc.constant('autoQuantity.add' as const),
    amount: fc.integer({ min: -10, max: 10 }),
  }),
  fc.record({
    type: fc.constant('entry.change' as const),
    barcode: barcodeArb,
    quantity: fc.constantFrom('', '0', '1', '4'),
  }),
  fc.constant<MaterialDraftEvent>({ type: 'entry.submit' }),
  fc.constant<MaterialDraftEvent>({ type: 'scanner.start' }),
  fc.constant<MaterialDraftEvent>({ type: 'scanner.stop' }),
  fc.record({ type: fc.constant('scanner.detect' as const), barcode: barcodeArb }),
  fc.record({
    type: fc.constant('item.edit' as const),
    index: fc.nat(4),
    barcode: barcodeArb,
    quantity: fc.constantFrom('0', '2'),
  }),
  fc.record({ type: fc.constant('item.remove' as const), index: fc.nat(4) }),
  fc.constant<MaterialDraftEvent>({ type: 'draft.save' }),
);

test.prop([fc.array(eventArb, { maxLength: 60 })])(
  'in any session the rows stay unique and positive, and every line handed to the list is complete',
  (events) => {
    const actor = createActor(materialDraftMachine).start();
    const emitted: MaterialDraftEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    for (const event of events) {
      actor.send(event);
      const { items } = actor.getSnapshot().context.draft;
      expect(new Set(items.map((item) => item.barcode)).size).toBe(items.length);
      expect(items.every((item) => item.quantity > 0 && item.barcode !== AUTO_GENERATE)).toBe(true);
    }
    for (const { line } of emitted) {
      expect(line.price).toBeGreaterThan(0);
      expect([3, 8]).toContain(line.material_id);
      expect(line.items.length).toBeGreaterThan(0);
      if (line.generate_barcode)
        expect(line.items).toEqual([{ barcode: AUTO_GENERATE, quantity: line.items[0]?.quantity }]);
      else expect(line.items.some((item) => item.barcode === AUTO_GENERATE)).toBe(false);
    }
    actor.stop();
  },
);
