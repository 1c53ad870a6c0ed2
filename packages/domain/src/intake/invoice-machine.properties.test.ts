import { fc, test } from '@fast-check/vitest';
import { initialTransition, transition } from 'xstate';
import { expect } from 'vitest';
import { attachmentFileArb, materialLineArb } from './intake-arbitraries.js';
import { invoiceMachine, type InvoiceEvent } from './invoice-machine.js';

/** Any edit of the intake screen, valid or not, plus Create Invoice. */
const eventArb: fc.Arbitrary<InvoiceEvent> = fc.oneof(
  fc.record({ type: fc.constant('branch.select' as const), id: fc.option(fc.constantFrom(1, 2)) }),
  fc.record({
    type: fc.constant('supplier.select' as const),
    id: fc.option(fc.constantFrom(4, 5)),
  }),
  fc.record({ type: fc.constant('line.add' as const), line: materialLineArb }),
  fc.record({ type: fc.constant('line.update' as const), index: fc.nat(4), line: materialLineArb }),
  fc.record({ type: fc.constant('line.remove' as const), index: fc.nat(4) }),
  fc.constant<InvoiceEvent>({ type: 'lines.clear' }),
  fc.record({
    type: fc.constant('attachments.add' as const),
    files: fc.array(attachmentFileArb, { maxLength: 4 }),
  }),
  fc.record({ type: fc.constant('attachment.remove' as const), index: fc.nat(3) }),
  fc.constant<InvoiceEvent>({ type: 'invoice.submit' }),
);

test.prop([fc.boolean(), fc.array(eventArb, { maxLength: 40 })])(
  'attachments stay valid and distinct, and a submit starts only with a complete invoice',
  (isBranchMode, events) => {
    let [snapshot] = initialTransition(invoiceMachine, { isBranchMode });
    for (const event of events) {
      const before = snapshot;
      [snapshot] = transition(invoiceMachine, snapshot, event);
      const { context } = snapshot;
      const keys = context.attachments.map((file) => `${file.size}:${file.name}`);
      expect(new Set(keys).size).toBe(keys.length);
      expect(context.attachments.every((file) => file.size <= 10 * 1024 * 1024)).toBe(true);
      if (isBranchMode && context.branchId === null)
        expect(context.supplierId).toBe(before.context.supplierId);
      if (snapshot.matches('submitting')) {
        expect(context.supplierId).not.toBeNull();
        expect(context.lines.length).toBeGreaterThan(0);
        if (isBranchMode) expect(context.branchId).not.toBeNull();
        break;
      }
    }
  },
);
