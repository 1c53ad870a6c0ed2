import { assertEvent, assign, setup } from 'xstate';
import { errorOf, outputOf } from '../auth/actor-event.js';
import { failureOf } from '../auth/failure-code.js';
import { requiredActor } from '../auth/required-actor.js';
import { toCreatedRecord, type CreatedRecord } from '../customer/created-record.js';
import {
  checkAttachments,
  removeAttachment,
  type AttachmentCode,
  type AttachmentFile,
} from './check-attachments.js';
import { invoiceFormEntries, type InvoiceEntry } from './invoice-form-entries.js';
import {
  prependMaterialLine,
  replaceMaterialLine,
  type DraftMaterialLine,
} from './material-line.js';
import {
  isIntakeLocked,
  toValidInvoice,
  validateInvoice,
  type InvoiceCode,
  type ValidInvoice,
} from './validate-invoice.js';

/** What the last 'attach files' did: how many were attached, and which were refused and why. */
export interface AttachmentReport {
  readonly accepted: number;
  readonly rejected: readonly { readonly name: string; readonly code: AttachmentCode }[];
}

/** Why the invoice was not created; `cause` holds the call's failure (message chain). */
export interface InvoiceError {
  readonly code: InvoiceCode | 'intake.invoice-failed' | 'intake.invalid-response';
  readonly cause?: unknown;
}

/** The intake screen's invoice data. */
export interface InvoiceContext {
  readonly isBranchMode: boolean;
  readonly branchId: number | null;
  readonly supplierId: number | null;
  readonly lines: readonly DraftMaterialLine[];
  readonly attachments: readonly AttachmentFile[];
  readonly attachmentReport: AttachmentReport | null;
  readonly error: InvoiceError | null;
  /** The created invoice, for the Invoice Created Successfully dialog. */
  readonly invoice: CreatedRecord | null;
}

/** What the create call receives: the checked invoice and its multipart fields in order. */
export interface CreateInvoiceInput {
  readonly invoice: ValidInvoice;
  readonly entries: readonly InvoiceEntry<AttachmentFile>[];
}

/** What the invoice machine listens to. */
export type InvoiceEvent =
  | { type: 'branch.select'; id: number | null }
  | { type: 'supplier.select'; id: number | null }
  | { type: 'line.add'; line: DraftMaterialLine }
  | { type: 'line.update'; index: number; line: DraftMaterialLine }
  | { type: 'line.remove'; index: number }
  | { type: 'lines.clear' }
  | { type: 'attachments.add'; files: readonly AttachmentFile[] }
  | { type: 'attachment.remove'; index: number }
  | { type: 'invoice.submit' }
  | { type: 'success.close' };

/** The invoice draft the rules check, from the context. */
function draftOf(context: InvoiceContext) {
  return {
    isBranchMode: context.isBranchMode,
    branchId: context.branchId,
    supplierId: context.supplierId,
    lines: context.lines,
  };
}

/** An empty invoice for the screen's mode. */
function initialContext({ input }: { input: { isBranchMode: boolean } }): InvoiceContext {
  return {
    isBranchMode: input.isBranchMode,
    branchId: null,
    supplierId: null,
    lines: [],
    attachments: [],
    attachmentReport: null,
    error: null,
    invoice: null,
  };
}

/** The create call's input, from the draft the guard just checked. */
function createInvoiceInput({ context }: { context: InvoiceContext }): CreateInvoiceInput {
  const invoice = toValidInvoice(draftOf(context));
  return { invoice, entries: invoiceFormEntries(invoice, context.attachments) };
}

/**
 * The material-intake invoice: branch (in branch mode), supplier, the scanned-materials list
 * and attachments; Create Invoice validates, submits through actor `createInvoice`, and on
 * success clears the list and attachments and shows the created invoice; a failure keeps
 * everything. Input: `{ isBranchMode }` (showbranches=true).
 */
export const invoiceMachine = setup({
  types: {
    context: {} as InvoiceContext,
    events: {} as InvoiceEvent,
    input: {} as { isBranchMode: boolean },
  },
  actors: {
    createInvoice: requiredActor<unknown, CreateInvoiceInput>('createInvoice'),
  },
  guards: {
    canChooseSupplier: ({ context }) => !isIntakeLocked(context),
    isInvoiceValid: ({ context }) => validateInvoice(draftOf(context)).ok,
    isCreatedInvoice: ({ event }) => toCreatedRecord(outputOf(event)) !== null,
  },
  actions: {
    setBranch: assign({
      branchId: ({ event }) => {
        assertEvent(event, 'branch.select');
        return event.id;
      },
    }),
    setSupplier: assign({
      supplierId: ({ event }) => {
        assertEvent(event, 'supplier.select');
        return event.id;
      },
    }),
    addLine: assign({
      lines: ({ context, event }) => {
        assertEvent(event, 'line.add');
        return prependMaterialLine(context.lines, event.line);
      },
    }),
    updateLine: assign({
      lines: ({ context, event }) => {
        assertEvent(event, 'line.update');
        return replaceMaterialLine(context.lines, event.index, event.line);
      },
    }),
    removeLine: assign({
      lines: ({ context, event }) => {
        assertEvent(event, 'line.remove');
        return context.lines.filter((_line, at) => at !== event.index);
      },
    }),
    clearLines: assign({ lines: [] }),
    addAttachments: assign(({ context, event }) => {
      assertEvent(event, 'attachments.add');
      const check = checkAttachments(event.files, context.attachments);
      return {
        attachments: [...context.attachments, ...check.accepted],
        attachmentReport: {
          accepted: check.accepted.length,
          rejected: check.rejected.map(({ file, code }) => ({ name: file.name, code })),
        },
      };
    }),
    removeAttachment: assign({
      attachments: ({ context, event }) => {
        assertEvent(event, 'attachment.remove');
        return removeAttachment(context.attachments, event.index);
      },
    }),
    setValidationError: assign({
      error: ({ context }): InvoiceError | null => failureOf(validateInvoice(draftOf(context))),
    }),
    clearError: assign({ error: null }),
    setCreated: assign({
      invoice: ({ event }) => toCreatedRecord(outputOf(event)),
      lines: [],
      attachments: [],
      attachmentReport: null,
      error: null,
    }),
    setInvalidResponse: assign({ error: { code: 'intake.invalid-response' } }),
    setFailure: assign({
      error: ({ event }) => ({ code: 'intake.invoice-failed', cause: errorOf(event) }),
    }),
    clearInvoice: assign({ invoice: null }),
  },
}).createMachine({
  id: 'invoice',
  context: initialContext,
  initial: 'editing',
  states: {
    editing: {
      on: {
        'branch.select': { actions: 'setBranch' },
        'supplier.select': { guard: 'canChooseSupplier', actions: 'setSupplier' },
        'line.add': { actions: 'addLine' },
        'line.update': { actions: 'updateLine' },
        'line.remove': { actions: 'removeLine' },
        'lines.clear': { actions: 'clearLines' },
        'attachments.add': { actions: 'addAttachments' },
        'attachment.remove': { actions: 'removeAttachment' },
        'invoice.submit': [
          { guard: 'isInvoiceValid', target: 'submitting', actions: 'clearError' },
          { actions: 'setValidationError' },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'createInvoice',
        input: createInvoiceInput,
        onDone: [
          { guard: 'isCreatedInvoice', target: 'succeeded', actions: 'setCreated' },
          { target: 'editing', actions: 'setInvalidResponse' },
        ],
        onError: { target: 'editing', actions: 'setFailure' },
      },
    },
    succeeded: {
      on: { 'success.close': { target: 'editing', actions: 'clearInvoice' } },
    },
  },
});
